import type { GrowthBook } from '@growthbook/growthbook'
import { Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { ConsentProvider } from '../lib/consent'
import { ExperimentsProvider } from '../lib/experiments'
import { InitialDataProvider } from '../lib/initial-data'
import { SessionProvider } from '../lib/session'
import { TrackingProvider } from '../lib/tracking'
import { NotFoundPage } from '../not-found/NotFoundPage'
import { CursorFollower } from '../ui/CursorFollower'
import { ConsentBanner } from '../ui/ConsentBanner'
import { SiteFooter } from '../ui/SiteFooter'
import { Spinner } from '../ui/Spinner'
import { Toaster } from '../ui/Toaster'
import type { InitialData } from '../lib/content'
import { ROUTES } from './routes'

/**
 * The app around its route table (routes.tsx); any other path is the 404 page. `growthbook`
 * is the visitor's (the server's per request, the browser's from what the server handed over).
 */
export function App({ data, growthbook }: { data: InitialData; growthbook: GrowthBook }) {
  // The workspace is an app, not a public page: no site footer there.
  const inWorkspace = /^\/app(\/|$)/.test(useLocation().pathname)
  return (
    <InitialDataProvider value={data}>
      <SessionProvider>
        <ConsentProvider>
          <TrackingProvider>
            <ExperimentsProvider growthbook={growthbook}>
              {/* The page holds at least the screen, so the footer below it never moves what a visitor
                sees while a page fills in what it loads after hydration (an order, a link's state). */}
              <div css={inWorkspace ? undefined : { minHeight: '100vh' }}>
                {/* A page reached by navigation shows this while its chunk loads (routes.tsx). */}
                <Suspense fallback={<Spinner label="Loading" />}>
                  <Routes>
                    {ROUTES.map(({ path, Page }) => (
                      <Route key={path} path={path} element={<Page />} />
                    ))}
                    <Route path="*" element={<NotFoundPage />} />
                  </Routes>
                </Suspense>
              </div>
              {inWorkspace ? null : <SiteFooter />}
              {inWorkspace ? null : <ConsentBanner />}
              <Toaster />
              <CursorFollower />
            </ExperimentsProvider>
          </TrackingProvider>
        </ConsentProvider>
      </SessionProvider>
    </InitialDataProvider>
  )
}
