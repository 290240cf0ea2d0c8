'use client'
import { useState } from 'react'
import type { CopyTestView } from '../../../contracts/copy-lab'
import { callCopyFunction } from './copy-lab-api'
import { count, dateTime, metricName, NONE, percent, RULES, upliftWithInterval } from './format'
import { buttonReset, cell, headCell, numeric, row, secondaryButton, table, visuallyHidden } from './styles'
import { TableScroll } from './TableScroll'
import type { useAction } from './use-action'

export const TEST_STOPPED = 'Test stopped'

/** The running test's live figures per arm (fetched every 10 s by the slot screen) and its stop. */
export function RunningTest({
  test,
  updatedAt,
  action,
  onChanged,
}: {
  test: CopyTestView
  updatedAt: Date | null
  action: ReturnType<typeof useAction>
  onChanged: () => Promise<void>
}) {
  const [confirming, setConfirming] = useState(false)
  const stop = () =>
    void action.run(async () => {
      await callCopyFunction('stop-copy-test', { test: test.id })
      await onChanged()
    }, TEST_STOPPED)

  return (
    <>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        <dt>Decision rule</dt>
        <dd style={{ margin: 0 }}>
          <strong>{RULES[test.rule].label}</strong> (the rule cannot be changed after the start)
        </dd>
        <dt>Metric</dt>
        <dd style={{ margin: 0 }}>{metricName(test.metric)}</dd>
        <dt>Started</dt>
        <dd style={{ margin: 0 }}>
          {dateTime(test.startedAt)} by {test.startedBy}
        </dd>
        <dt>Ends</dt>
        <dd style={{ margin: 0 }}>{dateTime(test.endsAt)} at the latest</dd>
        {test.minSamplePerArm !== null ? (
          <>
            <dt>Needs</dt>
            <dd style={{ margin: 0 }}>{count(test.minSamplePerArm)} users per arm</dd>
          </>
        ) : null}
      </dl>
      <TableScroll label="Running test">
        <table style={table}>
          <caption style={visuallyHidden}>Running test</caption>
          <thead>
            <tr>
              <th scope="col" style={headCell}>
                Arm
              </th>
              <th scope="col" style={{ ...headCell, width: '35%' }}>
                Words
              </th>
              <th scope="col" style={{ ...headCell, textAlign: 'right' }}>
                Weight
              </th>
              <th scope="col" style={{ ...headCell, textAlign: 'right' }}>
                Users
              </th>
              <th scope="col" style={{ ...headCell, textAlign: 'right' }}>
                Conversions
              </th>
              <th scope="col" style={{ ...headCell, textAlign: 'right' }}>
                Rate
              </th>
              <th scope="col" style={headCell}>
                Uplift (95% interval)
              </th>
              <th scope="col" style={{ ...headCell, textAlign: 'right' }}>
                Chance to be best
              </th>
            </tr>
          </thead>
          <tbody>
            {test.arms.map((arm) => (
              <tr key={arm.key} style={row}>
                <th scope="row" style={cell}>
                  {arm.label}
                </th>
                <td style={cell}>{arm.text}</td>
                <td style={numeric}>{percent(arm.weight, 0)}</td>
                <td style={numeric}>{count(arm.users)}</td>
                <td style={numeric}>{count(arm.conversions)}</td>
                <td style={numeric}>{percent(arm.rate, 2)}</td>
                <td style={cell}>{arm.variant ? upliftWithInterval(arm.uplift, arm.ci) : 'baseline'}</td>
                <td style={numeric}>{arm.chanceToBeBest === null ? NONE : percent(arm.chanceToBeBest, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p style={{ margin: '8px 0', color: 'var(--theme-elevation-650)', fontSize: 13 }}>
        {updatedAt ? `Figures as of ${updatedAt.toLocaleTimeString('en-GB')}, refreshed every 10 seconds.` : ''}
      </p>
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm stopping the test"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
        >
          <span>Stop the test now? Everyone sees the published words again and nothing is promoted.</span>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            style={buttonReset}
            disabled={action.busy}
            onClick={() => {
              setConfirming(false)
              stop()
            }}
          >
            Yes, stop it
          </button>
          <button type="button" className={secondaryButton} style={buttonReset} onClick={() => setConfirming(false)}>
            Keep it running
          </button>
        </div>
      ) : (
        <button type="button" className={secondaryButton} style={buttonReset} disabled={action.busy} onClick={() => setConfirming(true)}>
          Stop test
        </button>
      )}
    </>
  )
}
