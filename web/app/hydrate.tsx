/**
 * The app in the browser: loaded by entry-client.ts once the server's HTML is on screen, it
 * hydrates that HTML from the server's data block.
 */
import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, MemoryRouter } from 'react-router-dom'
import { App } from './App'
import { createBrowserGrowthBook } from '../lib/experiments'
import type { InitialData } from '../lib/content'
import { createEmotionCache } from './emotion-cache'
import { matchRoute, preloadPage } from './routes'

/** The server's data block (server/ssr/page-renderer.ts): JSON, never run as script. */
const block = document.getElementById('initial-data')?.textContent
const data: InitialData = block ? (JSON.parse(block) as InitialData) : { content: {}, visitorId: '' }
// From exactly the server's payload, attributes, sticky-bucket documents and deferred tracking calls.
// Without consent the payload holds no experiment, and the browser keeps no sticky bucket either.
const growthbook = createBrowserGrowthBook(
  data.consent?.tracking === false ? { ...data, jar: { get: () => undefined, set: () => undefined } } : data,
)

/**
 * A copy-lab preview renders its slot's page at /preview/copy/:id (data.url is that page): the
 * router starts there, in memory, so the tree is the server's and the address stays the preview's.
 */
function PageRouter({ children }: { children: ReactNode }) {
  return data.url ? <MemoryRouter initialEntries={[data.url]}>{children}</MemoryRouter> : <BrowserRouter>{children}</BrowserRouter>
}

// The page's own chunk first, so the hydrated tree is the server's and nothing suspends.
await preloadPage(matchRoute(data.url ?? window.location.pathname))
// Every script the page needs to become interactive has loaded by now (npm run bench reads it).
performance.mark('app:code-ready')

// Hydrating in a transition lets React yield to the browser between chunks of a long
// page, instead of one long task that blocks input (Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <PageRouter>
          <App data={data} growthbook={growthbook} />
        </PageRouter>
      </CacheProvider>
    </StrictMode>,
  )
})
