import { toast } from 'sonner'
import type { Pricing } from '../../cms/payload-types'
import { fillTemplate } from '../../contracts/fill-template'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { colors } from '../ui/theme'

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // No clipboard permission (an insecure origin, say): the older way still works in most browsers.
    const field = document.createElement('textarea')
    field.value = text
    field.setAttribute('readonly', '')
    field.style.position = 'fixed'
    field.style.opacity = '0'
    document.body.appendChild(field)
    field.select()
    const copied = document.execCommand('copy')
    field.remove()
    return copied
  }
}

/** The exit-intent discount offer: the code, a copy button, and taking it for checkout. */
export default function ExitIntentOffer({
  copy,
  percent,
  onClaim,
  onClose,
}: {
  copy: Pricing['exit_intent']
  /** The discount shown: the CMS's percent off, the one its code takes at checkout. */
  percent: number
  onClaim: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fillTemplate(copy.title, { percent })}
      description={fillTemplate(copy.text, { percent })}
    >
      <p css={{ margin: '0 0 6px', fontSize: 13, color: colors.muted }}>{copy.code_label}</p>
      <div css={{ display: 'flex', gap: 10, alignItems: 'stretch', marginBottom: 20 }}>
        <code
          css={{
            flex: 1,
            padding: '12px 16px',
            borderRadius: 10,
            border: `2px dashed ${colors.accent}`,
            fontSize: 24,
            fontWeight: 800,
            letterSpacing: 2,
            textAlign: 'center',
          }}
        >
          {copy.code}
        </code>
        <Button type="button" variant="ghost" onClick={async () => (await copyText(copy.code)) && toast.success(copy.copied_message)}>
          {copy.copy_label}
        </Button>
      </div>
      <div css={{ display: 'grid', gap: 10 }}>
        <Button type="button" onClick={onClaim}>
          {copy.claim_label}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {copy.dismiss_label}
        </Button>
      </div>
    </Dialog>
  )
}
