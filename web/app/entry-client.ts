/**
 * The page's only script tag. The server's HTML is painted first; then the app is fetched
 * (its chunks in parallel, through Vite's preload of a dynamic import) and hydrates it. A
 * script in the page's <head> can arrive before the first frame and hold the page back
 * while it downloads and runs (docs/decisions/042).
 */

// zod's fast object parser probes `new Function` when a schema is built, which the site's CSP
// (no 'unsafe-eval') refuses and the browser reports as a policy violation. The browser's zod
// parses without it: zod reads this global when it loads, so its configuration is set before
// any of the app's modules is even fetched (docs/decisions/035, 037).
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true }

// requestAnimationFrame runs just before the next frame is drawn, the timeout after it. A tab
// opened in the background draws no frame: its app starts at once, as before.
if (document.visibilityState === 'visible') await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
await import('./hydrate')

export {}
