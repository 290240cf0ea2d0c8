import { useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { colors } from '../ui/theme'

/** What the server takes (collections/CompanyLogos): checked here first to answer at once. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp']
const LOGO_MAX_BYTES = 2 * 1024 * 1024

/**
 * Settings' 'Company Logo': choosing a file uploads it (PNG, JPEG or WebP, at most 2 MB); the
 * server resizes it and makes it the logo of the header and the client chat.
 */
export function CompanyLogoField({
  logoUrl,
  company,
  onUploaded,
}: {
  logoUrl: string | null
  company: string
  onUploaded: () => Promise<void>
}) {
  const [uploading, setUploading] = useState(false)

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!LOGO_TYPES.includes(file.type)) return void toast.error('The logo must be a PNG, JPEG or WebP image')
    if (file.size > LOGO_MAX_BYTES) return void toast.error('The logo must be 2 MB or smaller')
    setUploading(true)
    try {
      const form = new FormData()
      form.append('file', file)
      const res = await fetch('/api/company-logos', { method: 'POST', body: form, credentials: 'same-origin' })
      const answer = (await res.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (!res.ok) throw new Error(answer.errors?.[0]?.message ?? 'Failed to upload the logo')
      await onUploaded()
      toast.success('Logo updated')
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to upload the logo')
    } finally {
      setUploading(false)
    }
  }

  return (
    <fieldset css={{ border: 'none', padding: 0, margin: '0 0 14px' }}>
      <legend css={{ fontWeight: 600, fontSize: 14 }}>Company Logo</legend>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 6 }}>
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={`${company} logo`}
            width={48}
            height={48}
            css={{ borderRadius: 8, objectFit: 'contain', background: '#fff' }}
          />
        ) : (
          <span css={{ width: 48, height: 48, borderRadius: 8, border: `1px dashed ${colors.border}` }} aria-hidden />
        )}
        <label
          css={{
            padding: '10px 14px',
            borderRadius: 8,
            border: `1px solid ${colors.border}`,
            background: colors.surfaceRaised,
            cursor: 'pointer',
            fontWeight: 600,
            fontSize: 14,
          }}
        >
          {uploading ? 'Uploading...' : logoUrl ? 'Change logo' : 'Upload logo'}
          <input
            type="file"
            accept={LOGO_TYPES.join(',')}
            onChange={upload}
            disabled={uploading}
            css={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          />
        </label>
      </div>
      <p css={{ margin: '6px 0 0', color: colors.muted, fontSize: 13 }}>
        PNG, JPEG or WebP, up to 2 MB. Shown in your header and to clients in 3-way chats.
      </p>
    </fieldset>
  )
}
