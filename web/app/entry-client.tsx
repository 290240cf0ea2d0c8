import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App'
import type { InitialData } from '../lib/content'
import { createEmotionCache } from './emotion-cache'

declare global {
  interface Window {
    __INITIAL_DATA__?: InitialData
  }
}

const data: InitialData = window.__INITIAL_DATA__ ?? { content: {}, visitorId: '' }

// Hydrating in a transition lets React yield to the browser between chunks of a long
// page, instead of one long task that blocks input (Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <BrowserRouter>
          <App data={data} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  )
})
