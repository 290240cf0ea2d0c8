import { CacheProvider } from '@emotion/react'
import { GrowthBook } from '@growthbook/growthbook'
import createEmotionServer from '@emotion/server/create-instance'
import { StrictMode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './App'
import type { InitialData } from '../lib/content'
import { createEmotionCache } from './emotion-cache'
import { preloadPage, ROUTES, routeContent } from './routes'

export { routeContent }

/** Every page's chunk, loaded once before the first render (renderToString cannot wait). */
export const ready: Promise<void> = Promise.all(ROUTES.map((route) => preloadPage(route))).then(() => undefined)

function page(url: string, data: InitialData, growthbook: GrowthBook | undefined, cache: ReturnType<typeof createEmotionCache>) {
  const gb = growthbook ?? new GrowthBook({ attributes: {} }).initSync({ payload: data.experiments?.payload ?? { features: {} } })
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App data={data} growthbook={gb} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>
  )
}

/** What renderToString writes where it gave a Suspense boundary up to the browser (an error or a suspension inside). */
export const LEFT_TO_BROWSER = '<!--$!-->'

/**
 * Renders a public page to HTML with its CMS content; the client hydrates the same tree.
 * `growthbook` is the visitor's (server/experiments); without one every flag has its default.
 */
export function render(url: string, data: InitialData, growthbook?: GrowthBook): { html: string; head: string; status: number } {
  const { pathname } = new URL(url, 'http://localhost')
  const cache = createEmotionCache()
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const html = renderToString(page(url, data, growthbook, cache))
  // The page's styles go into <head> as a few tags, not inline beside each element.
  const head = constructStyleTagsFromChunks(extractCriticalToChunks(html))
  return { html, head, status: routeContent(pathname).found ? 200 : 404 }
}

/**
 * The first error of a render that left a boundary to the browser (renderToString keeps its
 * errors to itself; the streaming renderer reports them), for the server's log.
 */
export function renderError(url: string, data: InitialData, growthbook?: GrowthBook): Promise<unknown> {
  return new Promise((resolve) => {
    let first: unknown
    const stream = renderToPipeableStream(page(url, data, growthbook, createEmotionCache()), {
      onError(error) {
        first ??= error
      },
      onAllReady() {
        resolve(first)
        stream.abort()
      },
      onShellError(error) {
        resolve(first ?? error)
      },
    })
  })
}
