import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App'
import type { InitialData } from './content'

declare global {
  interface Window {
    __INITIAL_DATA__?: InitialData
  }
}

const data: InitialData = window.__INITIAL_DATA__ ?? { content: {}, visitorId: '' }

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <BrowserRouter>
      <App data={data} />
    </BrowserRouter>
  </StrictMode>,
)
