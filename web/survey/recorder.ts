/** Spec section 9: audio 24 kHz mono. */
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  sampleRate: 24_000,
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
}

export type Recording = { blob: Blob; durationMs: number }

/** A microphone recording (webm) that runs until `stop` is called. Rejects when the microphone is refused. */
export async function startRecording(): Promise<{ stop: () => Promise<Recording> }> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS })
  const type = MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : 'audio/webm'
  const recorder = new MediaRecorder(stream, { mimeType: type })
  const parts: Blob[] = []
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) parts.push(event.data)
  }
  const startedAt = performance.now()
  recorder.start()
  return {
    stop: () =>
      new Promise<Recording>((resolve) => {
        recorder.onstop = () => {
          stream.getTracks().forEach((track) => track.stop())
          resolve({ blob: new Blob(parts, { type: 'audio/webm' }), durationMs: performance.now() - startedAt })
        }
        recorder.stop()
      }),
  }
}

/** A recording as the base64 text voice-to-text takes. */
export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
