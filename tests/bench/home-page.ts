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
 *   scripts requested before web/app/hydrate.tsx marks `app:code-ready`;
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

export type LighthouseFigures = {
  /** Why Lighthouse measured nothing (its `runtimeError` code), if it did not. */
  runtimeError?: string
  performance: number
  accessibility: number
  bestPractices: number
  cls: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  /** Accessibility and best-practices audits that did not pass, with the first failing nodes. */
  failing: string[]
}

/**
 * Lighthouse 12, mobile preset (simulated throttling), against the running server, offline:
 * performance, accessibility and best practices.
 */
export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  // Lighthouse sometimes fails to record its trace on this machine (NO_NAVSTART): that run measured
  // nothing, so it is run again (at most twice) rather than scored 0.
  for (let attempt = 1; ; attempt++) {
    const figures = await lighthouseOnce(url)
    if (!figures.runtimeError || attempt === 3) return figures
    console.log(`Lighthouse on ${url}: ${figures.runtimeError}; running it again`)
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (!result) throw new Error('lighthouse returned nothing')
    const { lhr } = result
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const failing = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => {
          const items = ((a.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? [])
            .slice(0, 5)
            .map((item) =>
              item.node ? `${item.node.snippet ?? ''} ${item.node.explanation?.split('\n').pop() ?? ''}` : JSON.stringify(item),
            )
          return [`${category}: ${a.id}`, ...items.map((item) => `    ${item}`)].join('\n')
        }),
    )
    return {
      runtimeError: lhr.runtimeError?.code,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failing,
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
    }
  } finally {
    await chrome.kill()
  }
}
