import { Gutter, Pill } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { FigureCard } from './FigureCard'
import { homeFigures } from './home-figures'

const count = new Intl.NumberFormat('en-US')
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * The admin home (replaces Payload's grid of every collection): today's and this week's
 * visitors, leads, revenue, alerts and the tests running now, each shown to the roles that may
 * see it (home-figures.ts). The nav, grouped, holds the rest.
 */
export async function HomeView({ initPageResult }: AdminViewServerProps) {
  const figures = await homeFigures(initPageResult.req)
  const { visitors, leads, revenue, runningTests, alerts } = figures
  return (
    <Gutter className="dashboard">
      <h1>Today and this week</h1>
      <p style={{ color: 'var(--theme-elevation-600)' }}>Since midnight and since Monday, UTC.</p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
          gap: 'var(--base)',
          margin: 'var(--base) 0',
        }}
      >
        {visitors ? (
          <FigureCard id="home-visitors" label="Visitors" today={count.format(visitors.today)} week={count.format(visitors.week)} />
        ) : null}
        {leads ? <FigureCard id="home-leads" label="Leads" today={count.format(leads.today)} week={count.format(leads.week)} /> : null}
        {revenue ? (
          <FigureCard id="home-revenue" label="Revenue" today={dollars.format(revenue.today)} week={dollars.format(revenue.week)} />
        ) : null}
        {alerts ? <FigureCard id="home-alerts" label="Alerts" today={count.format(alerts.today)} week={count.format(alerts.week)} /> : null}
        {runningTests ? (
          <FigureCard id="home-running-tests" label="Running tests">
            <p style={{ margin: 0, fontSize: '1.6rem', fontWeight: 600 }}>{count.format(runningTests.length)}</p>
            <ul aria-label="Running tests" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', padding: 0, margin: 0 }}>
              {runningTests.map((key) => (
                <li key={key}>
                  <Pill size="small">{key}</Pill>
                </li>
              ))}
            </ul>
          </FigureCard>
        ) : null}
      </div>
    </Gutter>
  )
}
