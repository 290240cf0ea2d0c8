import { CacheProvider } from '@emotion/react'
import { GrowthBook } from '@growthbook/growthbook'
import createEmotionServer from '@emotion/server/create-instance'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './App'
import type { InitialData } from '../lib/content'
import { createEmotionCache } from './emotion-cache'
import { preloadPage, ROUTES, routeContent } from './routes'

export { routeContent }

/** Every page's chunk, loaded once before the first render (renderToString cannot wait). */
export const ready: Promise<void> = Promise.all(ROUTES.map((route) => preloadPage(route))).then(() => undefined)

/**
 * Renders a public page to HTML with its CMS content; the client hydrates the same tree.
 * `growthbook` is the visitor's (server/experiments); without one every flag has its default.
 */
export function render(url: string, data: InitialData, growthbook?: GrowthBook): { html: string; head: string; status: number } {
  const gb = growthbook ?? new GrowthBook({ attributes: {} }).initSync({ payload: data.experiments?.payload ?? { features: {} } })
  const { pathname } = new URL(url, 'http://localhost')
  const cache = createEmotionCache()
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App data={data} growthbook={gb} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  )
  // The page's styles go into <head> as a few tags, not inline beside each element.
  const head = constructStyleTagsFromChunks(extractCriticalToChunks(html))
  return { html, head, status: routeContent(pathname).found ? 200 : 404 }
}
