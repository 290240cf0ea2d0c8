import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'

type JsFigure = { files: string[]; rawBytes: number; gzipBytes: number }

function sizeOf(files: string[], distClient: string): JsFigure {
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const body = fs.readFileSync(path.join(distClient, file))
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files, rawBytes, gzipBytes }
}

/**
 * The JavaScript of a page as a visitor's browser fetches it, with no interaction:
 * - `interactive`: what must load before the page hydrates and answers input — the entry, its
 *   static imports and the page's own chunk (routes are split, web/app/lazy-page.tsx); the
 *   scripts requested before entry-client marks `app:code-ready`;
 * - `idle`: everything requested until the network is idle, including chunks the page loads
 *   by itself after hydration (the hero's video player).
 * Sizes are the built files gzipped at level 9, so they do not depend on the server's setting.
 */
export async function pageJs(
  pageUrl: string,
  distClient = path.resolve('web/dist/client'),
): Promise<{ interactive: JsFigure; idle: JsFigure }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.goto(pageUrl, { waitUntil: 'networkidle' })
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    const { before, all } = (await page.evaluate(`(() => {
      const ready = performance.getEntriesByName('app:code-ready')[0]?.startTime ?? Infinity
      const scripts = performance.getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => entry.path.startsWith('/assets/') && entry.path.endsWith('.js'))
      return {
        before: scripts.filter((entry) => entry.start <= ready).map((entry) => entry.path.slice(1)),
        all: scripts.map((entry) => entry.path.slice(1)),
      }
    })()`)) as { before: string[]; all: string[] }
    return { interactive: sizeOf(before, distClient), idle: sizeOf(all, distClient) }
  } finally {
    await browser.close()
  }
}

/** Lighthouse 12, mobile preset (simulated throttling), against the running server, offline. */
export async function lighthouseMobile(
  url: string,
): Promise<{ performance: number; cls: number; lcpMs: number; tbtMs: number; fcpMs: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error('lighthouse returned nothing')
    const { lhr } = result
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
    }
  } finally {
    await chrome.kill()
  }
}
