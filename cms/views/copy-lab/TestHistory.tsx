'use client'
import type { CopyTestView } from '../../../contracts/copy-lab'
import { callCopyFunction } from './copy-lab-api'
import { day, NONE, OUTCOMES, RULES, upliftWithInterval } from './format'
import { StatusLine } from './StatusLine'
import { buttonReset, cell, headCell, panel, row, secondaryButton, table, visuallyHidden } from './styles'
import { TableScroll } from './TableScroll'
import { useAction } from './use-action'

/** The arm a decision named as the winner (by its key, or by its variant). */
const winnerOf = (test: CopyTestView) =>
  test.decision?.winner ? test.arms.find((arm) => arm.key === test.decision!.winner || arm.variant === test.decision!.winner) : undefined

/** Every ended test of the slot, newest first, with a roll-back for a promoted winner. */
export function TestHistory({ history, onChanged }: { history: CopyTestView[]; onChanged: () => Promise<void> }) {
  const { busy, message, run } = useAction()
  const rollBack = (test: CopyTestView) =>
    void run(async () => {
      await callCopyFunction('roll-back-copy-test', { test: test.id })
      await onChanged()
    }, 'Rolled back: the previous words are live again.')

  return (
    <section aria-labelledby="copy-lab-history-title" style={panel}>
      <h2 id="copy-lab-history-title" style={{ margin: '0 0 4px' }}>
        Test history
      </h2>
      {history.length ? (
        <TableScroll label="Test history">
          <table style={table}>
            <caption style={visuallyHidden}>Test history</caption>
            <thead>
              <tr>
                <th scope="col" style={headCell}>
                  Dates
                </th>
                <th scope="col" style={headCell}>
                  Rule
                </th>
                <th scope="col" style={{ ...headCell, width: '25%' }}>
                  Variants
                </th>
                <th scope="col" style={headCell}>
                  Outcome
                </th>
                <th scope="col" style={headCell}>
                  Winner
                </th>
                <th scope="col" style={headCell}>
                  Uplift (95% interval)
                </th>
                <th scope="col" style={{ ...headCell, width: '25%' }}>
                  Decision
                </th>
                <th scope="col" style={headCell}>
                  Promotion
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((test) => {
                const winner = winnerOf(test)
                return (
                  <tr key={test.id} style={row}>
                    <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                      {day(test.startedAt)} to {day(test.stoppedAt ?? test.endsAt)}
                    </td>
                    <td style={{ ...cell, whiteSpace: 'nowrap' }}>{RULES[test.rule].label}</td>
                    <td style={cell}>
                      <ul style={{ margin: 0, paddingLeft: 16 }}>
                        {test.arms
                          .filter((arm) => arm.variant)
                          .map((arm) => (
                            <li key={arm.key}>
                              {arm.label}: {arm.text}
                            </li>
                          ))}
                      </ul>
                    </td>
                    <td style={cell}>{test.decision ? OUTCOMES[test.decision.outcome] : NONE}</td>
                    <td style={{ ...cell, whiteSpace: 'nowrap' }}>{winner ? winner.label : NONE}</td>
                    <td style={cell}>{winner ? upliftWithInterval(winner.uplift, winner.ci) : NONE}</td>
                    <td style={cell}>{test.decision?.reason ?? NONE}</td>
                    <td style={cell}>
                      {test.rolledBack ? (
                        `Rolled back on ${day(test.rolledBack.at)} by ${test.rolledBack.by}`
                      ) : test.promoted ? (
                        <>
                          Promoted on {day(test.promoted.at)}{' '}
                          <button
                            type="button"
                            className={secondaryButton}
                            style={{ ...buttonReset, marginTop: 4 }}
                            disabled={busy}
                            onClick={() => rollBack(test)}
                          >
                            Roll back
                          </button>
                        </>
                      ) : (
                        'Unchanged'
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>No test has ended on this slot yet.</p>
      )}
      <StatusLine message={message} busy={busy} busyText="Rolling back…" />
    </section>
  )
}
