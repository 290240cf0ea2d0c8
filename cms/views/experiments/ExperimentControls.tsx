'use client'
import { useEffect, useState, type FormEvent } from 'react'
import type { ControlExperimentAnswer, ExperimentControlSettings, ExperimentControlView } from '../../../contracts/experiment-control'

type Answer = ControlExperimentAnswer

async function callControl(body: unknown): Promise<Answer> {
  const res = await fetch('/fn/control-experiment', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await res.json()
  if (!res.ok) throw new Error(answer.error ?? 'Something went wrong. Please try again.')
  return answer as Answer
}

const percent = (x: number) => Math.round(x * 10_000) / 100

/** `2026-11-25T14:30` in the browser's time zone, as a datetime-local input wants it. */
function localInputValue(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const DEVICE_LABEL = { any: 'any device', mobile: 'mobile only', desktop: 'desktop only' } as const

function describe(s: ExperimentControlView['history'][number]['settings'], variations: ExperimentControlView['variations']): string {
  const parts = [
    s.state,
    `${s.coverage}% of traffic`,
    `weights ${variations.map((v, i) => `${v.key} ${percent(s.weights[i] ?? 0)}%`).join(' / ')}`,
    s.endsAt ? `ends ${new Date(s.endsAt).toLocaleString()}` : 'no end date',
    DEVICE_LABEL[s.targeting.device],
  ]
  if (s.targeting.utmSource) parts.push(`utm_source ${s.targeting.utmSource}`)
  if (s.targeting.newVisitorsOnly) parts.push('new visitors only')
  if (s.state === 'stopped') parts.push(`serves ${s.servedVariation ?? variations[0]?.key}`)
  return parts.join(' · ')
}

const field = { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 160 } as const
const input = { padding: '6px 8px', font: 'inherit' } as const

/**
 * Who gets `served` once the experiment stops: everyone, unless a live holdout keeps the
 * control for its share (docs/decisions/090).
 */
export function whoGetsServed(served: string, control: string, holdoutPercent: number): string {
  return holdoutPercent > 0 && served !== control
    ? `everyone outside the ${holdoutPercent}% holdout gets ${served}; the holdout keeps ${control}`
    : `everyone gets ${served}`
}

/** One experiment's controls: state, traffic, weights, end date, targeting, the variation to serve, and who changed what. */
function ExperimentControl({
  experiment,
  holdoutPercent,
  onSaved,
}: {
  experiment: ExperimentControlView
  holdoutPercent: number
  onSaved: (answer: Answer) => void
}) {
  const control = experiment.variations[0]!.key
  const id = (name: string) => `control-${experiment.key}-${name}`
  const [coverage, setCoverage] = useState(String(experiment.coverage))
  const [weights, setWeights] = useState(experiment.weights.map((w) => String(percent(w))))
  const [endsAt, setEndsAt] = useState(experiment.ended ? '' : localInputValue(experiment.endsAt))
  const [device, setDevice] = useState(experiment.targeting.device)
  const [utmSource, setUtmSource] = useState(experiment.targeting.utmSource ?? '')
  const [newVisitorsOnly, setNewVisitorsOnly] = useState(experiment.targeting.newVisitorsOnly)
  const [served, setServed] = useState(experiment.servedVariation ?? experiment.variations[0]!.key)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const total = weights.reduce((sum, w) => sum + (Number(w) || 0), 0)

  async function save(state: ExperimentControlSettings['state'], done: string) {
    setMessage(null)
    if (Math.abs(total - 100) > 0.001) return setMessage({ ok: false, text: `The weights must add up to 100% (they add up to ${total}%).` })
    const settings: ExperimentControlSettings = {
      state,
      coverage: Number(coverage),
      weights: weights.map((w) => Number(w) / 100),
      endsAt: endsAt ? new Date(endsAt).toISOString() : null,
      targeting: { device, utmSource: utmSource.trim() || null, newVisitorsOnly },
      servedVariation: served,
    }
    setBusy(true)
    try {
      onSaved(await callControl({ action: 'save', experiment: experiment.key, settings }))
      setMessage({ ok: true, text: done })
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }
  const running = experiment.state === 'running'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(running ? 'running' : 'stopped', 'Changes saved. Visitors get them within 10 seconds.')
  }

  return (
    <section aria-labelledby={id('title')} style={{ border: '1px solid var(--theme-elevation-150)', padding: 16, marginBottom: 16 }}>
      <h3 id={id('title')} style={{ margin: '0 0 4px' }}>
        Control {experiment.key}
      </h3>
      <p style={{ margin: '0 0 12px' }}>
        Status: <strong>{experiment.ended ? 'stopped (end date passed)' : experiment.state}</strong>
        {experiment.state === 'stopped' ? ` · ${whoGetsServed(experiment.servedVariation ?? control, control, holdoutPercent)}` : ''}
        {experiment.controlled ? '' : ' · as defined in code'}
      </p>
      <details>
        <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Change traffic, weights, end date, targeting or state</summary>
        <form onSubmit={submit} aria-label={`Controls of ${experiment.key}`}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}>
            <label htmlFor={id('coverage')} style={field}>
              Traffic in the experiment (%)
              <input
                id={id('coverage')}
                style={input}
                type="number"
                min={0}
                max={100}
                step="any"
                required
                value={coverage}
                onChange={(e) => setCoverage(e.target.value)}
              />
            </label>
            {experiment.variations.map((v, i) => (
              <label key={v.key} htmlFor={id(`weight-${v.key}`)} style={field}>
                Weight of {v.name} (%)
                <input
                  id={id(`weight-${v.key}`)}
                  style={input}
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  required
                  value={weights[i]}
                  onChange={(e) => setWeights(weights.map((w, j) => (j === i ? e.target.value : w)))}
                />
              </label>
            ))}
            <label htmlFor={id('ends-at')} style={field}>
              End date (optional)
              <input id={id('ends-at')} style={input} type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
            </label>
          </div>
          <fieldset style={{ marginTop: 12, border: '1px solid var(--theme-elevation-100)', padding: 12 }}>
            <legend>Targeting</legend>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}>
              <label htmlFor={id('device')} style={field}>
                Device
                <select
                  id={id('device')}
                  style={input}
                  value={device}
                  onChange={(e) => setDevice(e.target.value as ExperimentControlView['targeting']['device'])}
                >
                  <option value="any">Any device</option>
                  <option value="mobile">Mobile</option>
                  <option value="desktop">Desktop</option>
                </select>
              </label>
              <label htmlFor={id('utm')} style={field}>
                Only visitors from utm_source (optional)
                <input
                  id={id('utm')}
                  style={input}
                  type="text"
                  maxLength={100}
                  value={utmSource}
                  onChange={(e) => setUtmSource(e.target.value)}
                />
              </label>
              <label htmlFor={id('new')} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input id={id('new')} type="checkbox" checked={newVisitorsOnly} onChange={(e) => setNewVisitorsOnly(e.target.checked)} />
                New visitors only
              </label>
            </div>
          </fieldset>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginTop: 12 }}>
            <label htmlFor={id('served')} style={field}>
              Variation everyone gets when stopped
              <select id={id('served')} style={input} value={served} onChange={(e) => setServed(e.target.value)}>
                {experiment.variations.map((v) => (
                  <option key={v.key} value={v.key}>
                    {v.name} ({v.key})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy} style={{ margin: 0 }}>
              Save changes
            </button>
            {running ? (
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                disabled={busy}
                style={{ margin: 0 }}
                onClick={() => void save('stopped', `Stopped: ${whoGetsServed(served, control, holdoutPercent)}.`)}
              >
                Stop and serve the chosen variation
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                disabled={busy}
                style={{ margin: 0 }}
                onClick={() => void save('running', 'Started.')}
              >
                Start experiment
              </button>
            )}
          </div>
          {message ? (
            <p role={message.ok ? 'status' : 'alert'} style={{ color: message.ok ? undefined : '#c02b2b', fontWeight: 600 }}>
              {message.text}
            </p>
          ) : null}
        </form>
      </details>
      <details style={{ marginTop: 12 }}>
        <summary>Change history ({experiment.history.length})</summary>
        {experiment.history.length ? (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'left', padding: '6px 0' }}>Changes to {experiment.key}, newest first</caption>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Changed</th>
                <th scope="col">Settings after the change</th>
              </tr>
            </thead>
            <tbody>
              {experiment.history.map((change) => (
                <tr key={`${change.at}-${change.fields}`} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
                  <td>{new Date(change.at).toLocaleString()}</td>
                  <td>{change.by}</td>
                  <td>{change.fields}</td>
                  <td>{change.fields === 'reset to the code' ? 'As defined in code' : describe(change.settings, experiment.variations)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No changes yet: the experiment runs as defined in experiments/.</p>
        )}
      </details>
    </section>
  )
}

/**
 * /admin/experiments, the controls (docs/decisions/063): start, stop,
 * re-weight, schedule, target and ship each experiment of experiments/ without a deploy.
 */
export function ExperimentControls() {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    callControl({ action: 'list' })
      .then(setAnswer)
      .catch((e: Error) => setError(e.message))
  }, [])
  if (error) return <p role="alert">{error}</p>
  if (!answer) return <p role="status">Loading controls…</p>
  return (
    <section aria-labelledby="experiment-controls" style={{ marginBottom: 32 }}>
      <h2 id="experiment-controls">Controls</h2>
      <p>Changes reach /features.json and every page within 10 seconds. Visitors already in an experiment keep their variation.</p>
      {answer.experiments.map((experiment) => (
        <ExperimentControl key={experiment.key} experiment={experiment} holdoutPercent={answer.holdoutPercent} onSaved={setAnswer} />
      ))}
    </section>
  )
}
