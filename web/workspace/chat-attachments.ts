import { useEffect, useState } from 'react'
import { chatAttachmentProblem } from '../../contracts/chat-attachments'

/** An uploaded file waiting in the composer for its message. */
export type PendingAttachment = { id: string; filename: string }

const authorization = (token?: string): Record<string, string> => (token ? { authorization: `JWT ${token}` } : {})

/**
 * Uploads one file into the conversation (Payload's REST upload of `chat-attachments`), after
 * the same type and size check the server makes, so a wrong file is refused before it travels.
 */
export async function uploadChatAttachment(file: File, conversationId: string, token?: string): Promise<PendingAttachment> {
  const problem = chatAttachmentProblem(file)
  if (problem) throw new Error(problem)
  const form = new FormData()
  form.append('file', file)
  form.append('_payload', JSON.stringify({ conversation: conversationId }))
  const res = await fetch('/api/chat-attachments', {
    method: 'POST',
    headers: authorization(token),
    credentials: 'same-origin',
    body: form,
  })
  const json = (await res.json().catch(() => ({}))) as { doc?: { id: string | number; filename: string }; errors?: { message: string }[] }
  if (!res.ok || !json.doc) throw new Error(json.errors?.[0]?.message ?? 'Failed to upload the file')
  return { id: String(json.doc.id), filename: json.doc.filename }
}

/** A file URL of the chat as the browser can show it: itself with the session cookie, a local copy fetched with a client's token. */
export function useAttachmentSrc(url: string, token?: string): string | undefined {
  const [src, setSrc] = useState<string | undefined>(token ? undefined : url)
  useEffect(() => {
    if (!token) return void setSrc(url)
    let objectUrl: string | undefined
    let live = true
    void fetch(url, { headers: authorization(token) })
      .then((res) => (res.ok ? res.blob() : undefined))
      .then((blob) => {
        if (!blob || !live) return
        objectUrl = URL.createObjectURL(blob)
        setSrc(objectUrl)
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url, token])
  return src
}

/** Opens a file of the chat for a client, whose token an ordinary link cannot carry: fetched, then saved. */
export async function downloadWithToken(url: string, filename: string, token: string): Promise<void> {
  const res = await fetch(url, { headers: authorization(token) })
  if (!res.ok) throw new Error('Not found')
  const objectUrl = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}
