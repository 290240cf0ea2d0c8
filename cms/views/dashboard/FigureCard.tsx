import type { ReactNode } from 'react'

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  background: 'var(--theme-elevation-50)',
  padding: 'calc(var(--base) * 0.8)',
  margin: 0,
} as const

/** One figure of the admin home: a labelled region, its today and this-week values side by side. */
export function FigureCard({
  id,
  label,
  today,
  week,
  children,
}: {
  id: string
  label: string
  today?: string
  week?: string
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={id} style={box}>
      <h2 id={id} style={{ margin: '0 0 calc(var(--base) * 0.4)', fontSize: '1rem' }}>
        {label}
      </h2>
      {today !== undefined && week !== undefined ? (
        <dl style={{ display: 'flex', gap: 'calc(var(--base) * 1.2)', margin: 0 }}>
          <div>
            <dt style={{ color: 'var(--theme-elevation-600)' }}>Today</dt>
            <dd style={{ margin: 0, fontSize: '1.6rem', fontWeight: 600 }}>{today}</dd>
          </div>
          <div>
            <dt style={{ color: 'var(--theme-elevation-600)' }}>This week</dt>
            <dd style={{ margin: 0, fontSize: '1.6rem', fontWeight: 600 }}>{week}</dd>
          </div>
        </dl>
      ) : null}
      {children}
    </section>
  )
}
