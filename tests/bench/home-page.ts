import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

/**
 * The JavaScript `/` loads before any interaction: the entry chunk and its static imports,
 * from Vite's manifest (dynamic imports — modals, video player, calculators' dialogs — load later).
 */
export function initialJsGzipBytes(distClient = path.resolve('web/dist/client')): { files: string[]; rawBytes: number; gzipBytes: number } {
  const manifest = JSON.parse(fs.readFileSync(path.join(distClient, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('no entry chunk in the Vite manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entry[0])
  const files = [...seen].map((key) => manifest[key]!.file)
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const body = fs.readFileSync(path.join(distClient, file))
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files, rawBytes, gzipBytes }
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
