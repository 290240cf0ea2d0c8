import { APIError, type CollectionBeforeChangeHook } from 'payload'

/** What a test is: chosen at start, never changed later (a rule changed midway invalidates its error rates). */
const DESIGN = ['slot', 'experiment', 'rule', 'metric', 'arms', 'started_at', 'min_sample_per_arm', 'minimum_detectable_effect'] as const

export const keepTestDesign: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  for (const field of DESIGN) {
    if (data[field] === undefined) continue
    const same =
      field === 'started_at'
        ? Date.parse(originalDoc[field]) === Date.parse(data[field])
        : JSON.stringify(originalDoc[field] ?? null) === JSON.stringify(data[field] ?? null)
    if (!same) throw new APIError(`A copy test's ${field.replace(/_/g, ' ')} is chosen at start and never changed.`, 400, undefined, true)
  }
  if (originalDoc.state === 'stopped' && data.state === 'running')
    throw new APIError('A stopped copy test cannot run again: start a new one.', 400, undefined, true)
  return data
}
