'use client'
import { useEffect, useRef } from 'react'
import { copySlot, type CopySlotId } from '../../../contracts/copy-lab'
import type { SlotScreenAnswer } from './copy-lab-api'
import { counted, metricName, percent } from './format'
import { RunningTest, TEST_STOPPED } from './RunningTest'
import { StartTestForm } from './StartTestForm'
import { StatusLine } from './StatusLine'
import { panel, visuallyHidden } from './styles'
import { TestHistory } from './TestHistory'
import { useAction } from './use-action'
import { useSlotView } from './use-slot-view'
import { VariantsList } from './VariantsList'

/** The published words now, where they show and how they convert. */
function PublishedWords({ summary, baseline }: Pick<SlotScreenAnswer, 'summary' | 'baseline'>) {
  return (
    <section aria-labelledby="copy-lab-published-title" style={panel}>
      <h2 id="copy-lab-published-title" style={{ margin: '0 0 8px' }}>
        Published words
      </h2>
      <blockquote style={{ margin: 0, fontSize: 20, fontWeight: 600, overflowWrap: 'anywhere' }}>{summary.current}</blockquote>
      <p style={{ margin: '8px 0 0' }}>
        {summary.kind === 'subject' ? 'The subject line of an e-mail in' : 'Shown on'}{' '}
        <a href={summary.page} target="_blank" rel="noopener noreferrer">
          {summary.kind === 'subject' ? 'its sequence' : summary.page}
          <span style={visuallyHidden}> (opens in a new tab)</span>
        </a>{' '}
        · Metric: {metricName(summary.metric)} · At most {summary.maxLength} characters · Last 30 days:{' '}
        {summary.kind === 'subject'
          ? `${counted(baseline.visitors, 'e-mail sent', 'e-mails sent')}, ${counted(baseline.conversions, 'clicked', 'clicked')}`
          : `${counted(baseline.visitors, 'visitor', 'visitors')}, ${counted(baseline.conversions, 'conversion', 'conversions')}`}{' '}
        ({percent(baseline.rate, baseline.rate < 0.01 ? 2 : 1)})
      </p>
    </section>
  )
}

/** Starts a test, then shows it running: one status line for both, so "Test started" stays in view. */
function TestPanel({ answer, updatedAt, refresh }: { answer: SlotScreenAnswer; updatedAt: Date | null; refresh: () => Promise<void> }) {
  const action = useAction()
  const { setMessage } = action
  const runningId = answer.running?.id ?? null
  const previous = useRef(runningId)
  useEffect(() => {
    // Gone between two refreshes: its rule or its end date stopped it, unless "Stop test" did.
    if (previous.current && !runningId)
      setMessage((shown) =>
        shown?.text === TEST_STOPPED ? shown : { ok: true, text: 'The test has ended: its outcome is in the test history.' },
      )
    previous.current = runningId
  }, [runningId, setMessage])
  return (
    <section aria-labelledby="copy-lab-test-title" style={panel}>
      <h2 id="copy-lab-test-title" style={{ margin: '0 0 8px' }}>
        {answer.running ? 'Running test' : 'Start a test'}
      </h2>
      {answer.running ? (
        <RunningTest test={answer.running} updatedAt={updatedAt} action={action} onChanged={refresh} />
      ) : (
        <StartTestForm
          slot={answer.summary.slot}
          baseline={answer.baseline}
          approved={answer.variants.filter((v) => v.status === 'approved')}
          action={action}
          onChanged={refresh}
        />
      )}
      <StatusLine message={action.message} busy={action.busy} busyText="Working…" />
    </section>
  )
}

/** /admin/copy-lab/<slot>: the loop, from suggested words to a test, its winner and a roll-back. */
export function SlotScreen({ slot }: { slot: CopySlotId }) {
  const { answer, error, updatedAt, refresh } = useSlotView(slot)
  if (!answer) return error ? <p role="alert">{error}</p> : <p role="status">Loading the slot…</p>
  return (
    <>
      {error ? <p role="alert">The screen could not be refreshed: {error}</p> : null}
      <PublishedWords summary={answer.summary} baseline={answer.baseline} />
      <VariantsList
        slot={{ ...copySlot(slot), label: answer.summary.label }}
        published={answer.summary.current}
        variants={answer.variants}
        onChanged={refresh}
      />
      <TestPanel answer={answer} updatedAt={updatedAt} refresh={refresh} />
      <TestHistory history={answer.history} onChanged={refresh} />
    </>
  )
}
