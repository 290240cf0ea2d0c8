import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { useSession } from '../lib/session'
import { rest } from './api'
import { CompanyLogoField } from './CompanyLogoField'
import { useWorkspace } from './workspace-context'

const DEFAULT_BRAND_COLOR = '#8B5CF6'
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/

/** Settings: 'Agency Branding' with a live preview of what clients see in a three-way chat. */
export function SettingsPage() {
  const { user } = useWorkspace()
  const { reload } = useSession()
  const [company, setCompany] = useState(user.company_name ?? '')
  const [color, setColor] = useState(user.agency_brand_color || DEFAULT_BRAND_COLOR)
  const [digest, setDigest] = useState(user.email_digest !== false)
  const [saving, setSaving] = useState(false)
  const validColor = HEX_COLOR.test(color)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!validColor) return
    setSaving(true)
    try {
      await rest(`users/${user.id}`, {
        method: 'PATCH',
        body: { company_name: company.trim(), agency_brand_color: color, email_digest: digest },
      })
      await reload()
      toast.success('Profile updated successfully')
    } catch {
      toast.error('Failed to update profile')
    } finally {
      setSaving(false)
    }
  }

  const preview = validColor ? color : DEFAULT_BRAND_COLOR
  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 24, alignItems: 'start' }}>
      <form onSubmit={save} css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: 12, padding: 24 }}>
        <h2 css={{ marginTop: 0 }}>Agency Branding</h2>
        <TextField label="Company Name" value={company} onChange={(e) => setCompany(e.target.value)} />
        <p css={{ margin: '-8px 0 14px', color: colors.muted, fontSize: 13 }}>Shown to clients in 3-way chats</p>
        <fieldset css={{ border: 'none', padding: 0, margin: '0 0 14px' }}>
          <legend css={{ fontWeight: 600, fontSize: 14 }}>Brand Color</legend>
          <div css={{ display: 'flex', gap: 10, marginTop: 6 }}>
            <input
              aria-label="Brand Color picker"
              type="color"
              value={preview}
              onChange={(e) => setColor(e.target.value.toUpperCase())}
              css={{ width: 52, height: 46, border: 'none', background: 'none' }}
            />
            <input
              aria-label="Brand Color"
              aria-invalid={!validColor}
              value={color}
              onChange={(e) => setColor(e.target.value.trim())}
              css={{
                flex: 1,
                padding: '12px 14px',
                borderRadius: 8,
                border: `1px solid ${validColor ? colors.border : '#ef4444'}`,
                background: colors.surfaceRaised,
                color: colors.text,
                fontSize: 16,
              }}
            />
          </div>
          {!validColor && <p css={{ color: '#f87171', fontSize: 13 }}>Enter a hex colour such as #8B5CF6</p>}
        </fieldset>
        <CompanyLogoField logoUrl={user.company_logo_url ?? null} company={company.trim() || user.email} onUploaded={reload} />
        <TextField label="Email" value={user.email} readOnly disabled />
        <p css={{ margin: '-8px 0 18px', color: colors.muted, fontSize: 13 }}>Email cannot be changed</p>
        <label css={{ display: 'flex', gap: 10, alignItems: 'flex-start', marginBottom: 18, fontSize: 14 }}>
          <input
            type="checkbox"
            checked={digest}
            onChange={(e) => setDigest(e.target.checked)}
            css={{ width: 18, height: 18, marginTop: 1 }}
          />
          <span>
            <strong>Email me unread messages</strong>
            <span css={{ display: 'block', color: colors.muted, fontSize: 13 }}>
              A digest of messages unread for 15 minutes, at most once an hour
            </span>
          </span>
        </label>
        <Button type="submit" disabled={saving || !validColor}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
      <aside
        aria-label="Preview"
        css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: 12, overflow: 'hidden' }}
      >
        <div css={{ background: preview, padding: 16, color: '#fff', fontWeight: 800, display: 'flex', alignItems: 'center', gap: 10 }}>
          {user.company_logo_url && (
            <img src={user.company_logo_url} alt="" width={28} height={28} css={{ borderRadius: 6, background: '#fff' }} />
          )}
          {company.trim() || user.email}
        </div>
        <div css={{ padding: 16, display: 'grid', gap: 8 }}>
          <p css={{ margin: 0, color: colors.muted, fontSize: 13 }}>Preview</p>
          <span css={{ justifySelf: 'end', background: preview, color: '#fff', padding: '8px 12px', borderRadius: 12 }}>
            Welcome to your client portal!
          </span>
          <span css={{ justifySelf: 'start', background: colors.surfaceRaised, padding: '8px 12px', borderRadius: 12 }}>
            Thanks, excited to start.
          </span>
        </div>
      </aside>
    </div>
  )
}
