import type { UnitRow } from './stats/analyze-units'

/** The per-user export's columns (/admin/experiments, server/functions/experiment-units.ts). */
export const UNITS_CSV_COLUMNS = ['variation', 'value', 'pre_value'] as const

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** One row per user: the CLI reads it back with parseUnitsCsv. */
export function unitsCsv(rows: readonly UnitRow[]): string {
  return [UNITS_CSV_COLUMNS.join(','), ...rows.map((r) => `${cell(r.variation)},${r.value},${r.pre}`)].join('\n') + '\n'
}

/** Splits one CSV line (quotes as RFC 4180 writes them). */
function cells(line: string): string[] {
  const out: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"'
        i++
      } else if (c === '"') quoted = false
      else current += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      out.push(current)
      current = ''
    } else current += c
  }
  out.push(current)
  return out
}

/**
 * The per-user CSV (`variation,value,pre_value`, in any column order, other columns ignored; an
 * empty pre_value is 0), or what is wrong with it, by line.
 */
export function parseUnitsCsv(text: string): { rows: UnitRow[] } | { error: string } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (!lines.length) return { error: 'the file is empty' }
  const head = cells(lines[0]!).map((h) => h.trim().toLowerCase())
  const at = Object.fromEntries(UNITS_CSV_COLUMNS.map((c) => [c, head.indexOf(c)]))
  if (at.variation! < 0 || at.value! < 0) return { error: `the first line must name the columns ${UNITS_CSV_COLUMNS.join(',')}` }
  const rows: UnitRow[] = []
  for (let i = 1; i < lines.length; i++) {
    const c = cells(lines[i]!)
    const variation = c[at.variation!]?.trim() ?? ''
    const value = Number(c[at.value!])
    const preText = at.pre_value! >= 0 ? (c[at.pre_value!]?.trim() ?? '') : ''
    const pre = preText === '' ? 0 : Number(preText)
    if (!variation || !Number.isFinite(value) || !Number.isFinite(pre) || c[at.value!]?.trim() === '')
      return { error: `line ${i + 1} is not a variation with a number value and pre_value` }
    rows.push({ variation, value, pre })
  }
  return { rows }
}
