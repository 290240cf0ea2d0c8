import type { ExperimentResult } from './results'

/** The results as text: the admin view's CSV export and the CLI's table (experiments/results.ts computes them). */
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`

/** The results as CSV rows (one per experiment, metric and variation): the admin view's export and the CLI's. */
export function resultsCsv(results: ExperimentResult[]): string {
  const rows = [
    [
      'experiment',
      'status',
      'srm_p',
      'srm_warning',
      'metric',
      'role',
      'variation',
      'users',
      'conversions',
      'value',
      'mean',
      'uplift',
      'ci_low',
      'ci_high',
      'p_value',
      'chance_to_win',
    ],
  ]
  for (const r of results)
    for (const m of r.metrics)
      m.variations.forEach((v, i) => {
        const c = i > 0 ? m.comparisons[i - 1] : undefined
        rows.push([
          r.key,
          r.status,
          String(r.srmP),
          String(r.srmWarning),
          m.key,
          m.role,
          v.key,
          String(v.users),
          String(v.conversions),
          String(v.value),
          String(v.mean),
          c ? String(c.uplift) : '',
          c ? String(c.ci[0]) : '',
          c ? String(c.ci[1]) : '',
          c ? String(c.pValue) : '',
          c ? String(c.chanceToWin) : '',
        ])
      })
  return rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n') + '\n'
}

/** The results as a fixed-width table for a terminal (npm run experiments -- report). */
export function resultsTable(results: ExperimentResult[]): string {
  const lines: string[] = []
  for (const r of results) {
    lines.push(`${r.key} [${r.status}] since ${r.startDate}${r.sequential ? ' (sequential)' : ''}`)
    lines.push(
      `  split: ${r.variations.map((v) => `${v.key} ${v.users} (${(v.weight * 100).toFixed(0)}%)`).join(', ')}  SRM p=${r.srmP.toPrecision(3)}${r.srmWarning ? '  WARNING: sample ratio mismatch' : ''}`,
    )
    const head = ['metric', 'variation', 'users', 'conv.', 'rate/mean', 'uplift', '95% CI', 'p-value', 'chance to win']
    const table: string[][] = [head]
    for (const m of r.metrics)
      m.variations.forEach((v, i) => {
        const c = i > 0 ? m.comparisons[i - 1] : undefined
        table.push([
          i === 0 ? `${m.role === 'guardrail' ? '(guardrail) ' : ''}${m.name}` : '',
          v.key,
          String(v.users),
          m.type === 'revenue' ? `$${v.value.toFixed(2)}` : String(v.conversions),
          m.type === 'revenue' ? `$${v.mean.toFixed(2)}` : `${(v.mean * 100).toFixed(2)}%`,
          c ? pct(c.uplift) : 'baseline',
          c ? `[${pct(c.ci[0])}, ${pct(c.ci[1])}]` : '',
          c ? c.pValue.toPrecision(3) : '',
          c ? `${(c.chanceToWin * 100).toFixed(1)}%` : '',
        ])
      })
    const widths = head.map((_, col) => Math.max(...table.map((row) => row[col]!.length)))
    for (const row of table)
      lines.push(
        '  ' +
          row
            .map((cell, col) => cell.padEnd(widths[col]!))
            .join('  ')
            .trimEnd(),
      )
    lines.push('')
  }
  return lines.join('\n')
}
