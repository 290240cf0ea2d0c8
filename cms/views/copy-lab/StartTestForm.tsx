'use client'
import { useState, type FormEvent } from 'react'
import { COPY_RULES, type CopyRule, type CopySlotId, type CopyVariantView } from '../../../contracts/copy-lab'
import { callCopyFunction, type SlotScreenAnswer } from './copy-lab-api'
import { PowerCalculation } from './PowerCalculation'
import { RULES } from './format'
import { buttonReset, field, input, primaryButton } from './styles'
import type { useAction } from './use-action'

/** At most three approved variants run against the published words. */
const MAX_VARIANTS = 3
const DEFAULT_DAYS = 14
const DEFAULT_EFFECT_PERCENT = '20'

/** `yyyy-mm-dd` in the browser's time zone, `days` from today, as a date input wants it. */
function localDate(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The chosen day's end in the browser's time zone: a test ending "on the 10th" runs through it. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString()

/**
 * The design of a copy test, fixed once it starts: which approved variants run, the decision
 * rule, the end date and, for a fixed horizon, the effect worth finding and its sample size.
 */
export function StartTestForm({
  slot,
  baseline,
  approved,
  action,
  onChanged,
}: {
  slot: CopySlotId
  baseline: SlotScreenAnswer['baseline']
  approved: CopyVariantView[]
  action: ReturnType<typeof useAction>
  onChanged: () => Promise<void>
}) {
  const [chosen, setChosen] = useState<string[]>([])
  const [rule, setRule] = useState<CopyRule>('fixed-horizon')
  const [endsOn, setEndsOn] = useState(() => localDate(DEFAULT_DAYS))
  const [effect, setEffect] = useState(DEFAULT_EFFECT_PERCENT)
  // Variants approved a moment ago may have been edited or rejected since.
  const variants = chosen.filter((id) => approved.some((v) => v.id === id))

  async function start(event: FormEvent) {
    event.preventDefault()
    if (variants.length < 1 || variants.length > MAX_VARIANTS)
      return action.setMessage({ ok: false, text: `Choose 1 to ${MAX_VARIANTS} approved variants.` })
    await action.run(async () => {
      await callCopyFunction('start-copy-test', {
        slot,
        variants,
        rule,
        endsAt: endOfDay(endsOn),
        minimumDetectableEffect: rule === 'fixed-horizon' ? Number(effect) / 100 : undefined,
      })
      await onChanged()
    }, 'Test started')
  }

  if (!approved.length) return <p>Approve at least one variant to test it against the published words.</p>
  return (
    <form onSubmit={(e) => void start(e)} aria-label="Start test">
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontWeight: 600, marginBottom: 4 }}>Variants to test against the published words (1 to {MAX_VARIANTS})</legend>
        {approved.map((v) => {
          const checked = chosen.includes(v.id)
          return (
            <label key={v.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', padding: '4px 0' }}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && variants.length >= MAX_VARIANTS}
                onChange={(e) => setChosen(e.target.checked ? [...variants, v.id] : variants.filter((id) => id !== v.id))}
                style={{ marginTop: 4 }}
              />
              <span style={{ overflowWrap: 'anywhere' }}>{v.text}</span>
            </label>
          )
        })}
      </fieldset>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontWeight: 600, marginBottom: 4 }}>Decision rule</legend>
        {COPY_RULES.map((r) => (
          <div key={r} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', padding: '4px 0' }}>
            <input
              id={`copy-lab-rule-${r}`}
              type="radio"
              name="copy-lab-rule"
              value={r}
              checked={rule === r}
              aria-describedby={`copy-lab-rule-${r}-hint`}
              onChange={() => setRule(r)}
              style={{ marginTop: 4 }}
            />
            <span>
              <label htmlFor={`copy-lab-rule-${r}`} style={{ fontWeight: 600 }}>
                {RULES[r].label}
              </label>
              <br />
              <span id={`copy-lab-rule-${r}-hint`} style={{ color: 'var(--theme-elevation-650)' }}>
                {RULES[r].explanation}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 12 }}>
        <label htmlFor="copy-lab-ends-on" style={field}>
          End date
          <input
            id="copy-lab-ends-on"
            type="date"
            style={input}
            required
            min={localDate(0)}
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
          />
        </label>
        {rule === 'fixed-horizon' ? (
          <label htmlFor="copy-lab-effect" style={field}>
            Minimum detectable effect (%)
            <input
              id="copy-lab-effect"
              type="number"
              style={{ ...input, width: 120 }}
              required
              min={1}
              max={500}
              step="any"
              value={effect}
              onChange={(e) => setEffect(e.target.value)}
            />
          </label>
        ) : null}
      </div>
      {rule === 'fixed-horizon' ? (
        <PowerCalculation baseline={baseline} effect={Number(effect) / 100} arms={Math.max(1, variants.length) + 1} endsOn={endsOn} />
      ) : null}
      <p style={{ margin: '12px 0' }}>The rule cannot be changed after the start.</p>
      <button type="submit" className={primaryButton} style={buttonReset} disabled={action.busy}>
        Start test
      </button>
    </form>
  )
}
