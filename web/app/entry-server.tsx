import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './App'
import { routeContent, type InitialData } from './content'

export { routeContent }

/** Renders a public page to HTML with its CMS content; the client hydrates the same tree. */
export function render(url: string, data: InitialData): { html: string; status: number } {
  const { pathname } = new URL(url, 'http://localhost')
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App data={data} />
      </StaticRouter>
    </StrictMode>,
  )
  return { html, status: routeContent(pathname).found ? 200 : 404 }
}
