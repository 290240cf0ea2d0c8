'use client'
import { useEffect, useState } from 'react'
import { callCopyFunction, type SlotSummary } from './copy-lab-api'
import { count, metricName } from './format'
import { slotPath } from './paths'
import { caption, cell, headCell, numeric, row, table } from './styles'
import { TableScroll } from './TableScroll'

/** /admin/copy-lab: every copy slot with its published words and its tests, each linking to its screen. */
export function SlotsList() {
  const [slots, setSlots] = useState<SlotSummary[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    callCopyFunction('copy-lab', { view: 'slots' })
      .then((answer) => setSlots(answer.view === 'slots' ? answer.slots : []))
      .catch((e: Error) => setError(e.message))
  }, [])
  if (error) return <p role="alert">{error}</p>
  if (!slots) return <p role="status">Loading the copy slots…</p>
  return (
    <>
      <p style={{ marginTop: 8 }}>
        Pick a slot to suggest new words with AI, review them, test them against the published words and promote the winner.
      </p>
      <TableScroll label="Copy slots">
        <table style={table}>
          <caption style={caption}>Copy slots</caption>
          <thead>
            <tr>
              <th scope="col" style={headCell}>
                Slot
              </th>
              <th scope="col" style={headCell}>
                Page
              </th>
              <th scope="col" style={headCell}>
                Metric
              </th>
              <th scope="col" style={{ ...headCell, width: '40%' }}>
                Published words
              </th>
              <th scope="col" style={headCell}>
                Test running
              </th>
              <th scope="col" style={{ ...headCell, textAlign: 'right' }}>
                Tests
              </th>
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.slot} style={row}>
                <th scope="row" style={cell}>
                  <a href={slotPath(slot.slot)}>{slot.label}</a>
                </th>
                <td style={cell}>{slot.kind === 'subject' ? <a href={slot.page}>E-mail subject</a> : <code>{slot.page}</code>}</td>
                <td style={cell}>{metricName(slot.metric)}</td>
                <td style={cell}>{slot.current}</td>
                <td style={cell}>{slot.running ? 'Yes' : 'No'}</td>
                <td style={numeric}>{count(slot.tests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  )
}
