import { callFunction } from '../lib/call-function'
import { funnelSessionId } from '../lib/session-id'
import { AUDIO_CONSTRAINTS } from './recorder'

export type LiveVoice = { end: () => void }

/**
 * A live voice conversation with the interviewer: an ephemeral secret from
 * realtime-voice-session, then the browser's own WebRTC connection to the provider (the
 * key never reaches the browser). `onSpeaking` follows the assistant's audio.
 */
export async function connectLiveVoice({
  onSpeaking,
  onEnded,
}: {
  onSpeaking: (speaking: boolean) => void
  onEnded: () => void
}): Promise<LiveVoice> {
  const session = await callFunction('realtime-voice-session', { sessionId: funnelSessionId() })
  const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS })
  const peer = new RTCPeerConnection()
  const audio = new Audio()
  audio.autoplay = true
  peer.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? null
  }
  stream.getTracks().forEach((track) => peer.addTrack(track, stream))
  const events = peer.createDataChannel('oai-events')
  events.onmessage = (event) => {
    try {
      const { type } = JSON.parse(String(event.data)) as { type?: string }
      if (type === 'output_audio_buffer.started') onSpeaking(true)
      if (type === 'output_audio_buffer.stopped' || type === 'output_audio_buffer.cleared') onSpeaking(false)
    } catch {
      /* not an event of ours */
    }
  }
  const end = () => {
    events.close()
    peer.close()
    stream.getTracks().forEach((track) => track.stop())
    audio.srcObject = null
    onEnded()
  }
  try {
    const offer = await peer.createOffer()
    await peer.setLocalDescription(offer)
    const res = await fetch(`${session.url}?model=${encodeURIComponent(session.model)}`, {
      method: 'POST',
      body: offer.sdp,
      headers: { authorization: `Bearer ${session.client_secret.value}`, 'content-type': 'application/sdp' },
    })
    if (!res.ok) throw new Error(`realtime call answered ${res.status}`)
    await peer.setRemoteDescription({ type: 'answer', sdp: await res.text() })
  } catch (error) {
    end()
    throw error
  }
  return { end }
}
