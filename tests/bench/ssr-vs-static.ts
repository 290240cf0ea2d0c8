import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { load, type LoadResult } from './measure'

/**
 * Server-rendered `/` against the same HTML served as a static file by express.static in
 * a process of its own (so the load generator here does not share its event loop).
 */
export async function measureSsrVsStatic(baseUrl: string, opts: { durationS: number }): Promise<{ ssr: LoadResult; static: LoadResult }> {
  const html = await (await fetch(`${baseUrl}/`)).text()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-static-'))
  const file = path.join(dir, 'index.html')
  fs.writeFileSync(file, html)
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/static-server.ts', file], { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (chunk) => {
        out += chunk
        const match = /PORT (\d+)/.exec(out)
        if (match) resolve(Number(match[1]))
      })
      child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)))
    })
    const staticUrl = `http://127.0.0.1:${port}/`
    // Warm both, then measure them back to back.
    await load(staticUrl, { durationS: 1 })
    await load(`${baseUrl}/`, { durationS: 1 })
    const staticResult = await load(staticUrl, { durationS: opts.durationS })
    const ssr = await load(`${baseUrl}/`, { durationS: opts.durationS })
    return { ssr, static: staticResult }
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
