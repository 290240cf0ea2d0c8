import { lazy, type ComponentType } from 'react'

/** A page component whose code is a chunk of its own, loaded by `preload()` or on first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> }

/**
 * Route-level code splitting that server rendering and hydration can both use: the server
 * preloads every page before it renders, and the browser preloads the page of the URL it
 * hydrates, so neither suspends and the hydrated tree is the server's. A page reached by
 * navigation loads then (React.lazy, under the app's Suspense boundary). Each page adds its
 * own chunk, so a new slice never grows the JS of the pages that do not use it.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component
    }))
  const Deferred = lazy(async () => {
    await preload()
    return { default: Loaded! }
  })
  function Page() {
    return Loaded ? <Loaded /> : <Deferred />
  }
  return Object.assign(Page, { preload })
}
