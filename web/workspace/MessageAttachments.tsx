import type { MouseEvent } from 'react'
import { toast } from 'sonner'
import type { AttachmentView } from '../../contracts/chat-attachments'
import { downloadWithToken, useAttachmentSrc } from './chat-attachments'

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The files of one message: images as thumbnails that open the full file, PDFs as links. */
export function MessageAttachments({ attachments, token }: { attachments: AttachmentView[]; token?: string }) {
  if (attachments.length === 0) return null
  return (
    <ul aria-label="Attachments" css={{ listStyle: 'none', margin: '6px 0 0', padding: 0, display: 'grid', gap: 6 }}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentLink attachment={attachment} token={token} />
        </li>
      ))}
    </ul>
  )
}

function AttachmentLink({ attachment, token }: { attachment: AttachmentView; token?: string }) {
  const isImage = attachment.mimeType.startsWith('image/')
  const thumbnail = useAttachmentSrc(attachment.thumbnailUrl ?? attachment.url, isImage ? token : undefined)
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!token) return
    // A client's session is a token, which a plain link does not send.
    event.preventDefault()
    downloadWithToken(attachment.url, attachment.filename, token).catch(() => toast.error('Not found'))
  }
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener"
      onClick={open}
      css={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline', overflowWrap: 'anywhere' }}
    >
      {isImage ? (
        <img
          src={thumbnail}
          alt={attachment.filename}
          loading="lazy"
          css={{
            display: 'block',
            maxWidth: 240,
            maxHeight: 240,
            borderRadius: 8,
            background: 'rgba(255,255,255,0.08)',
            minWidth: 60,
            minHeight: 60,
          }}
        />
      ) : (
        `${attachment.filename} (PDF, ${sizeText(attachment.filesize)})`
      )}
    </a>
  )
}
