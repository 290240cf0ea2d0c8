import fs from 'node:fs'
import { rssMiB } from './rss'

const SAMPLE_EVERY_MS = 100

/** The bench's servers: its own child processes that run server/start.ts (every part starts them so). */
function serverPids(): number[] {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command (field 2) may hold spaces; the parent pid is the second field after its ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server/start.ts')) pids.push(Number(entry))
    } catch {
      /* exited meanwhile */
    }
  }
  return pids
}

/**
 * The highest resident memory any one server reached while `work` ran, sampled every 100 ms as
 * a user watching `top` would see it (no forced GC). 0 when the part started no server.
 */
export async function peakServerRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = 0
  let pids = serverPids()
  let sampled = 0
  const sample = () => {
    // Servers come and go within a part: look for new ones every second.
    if (sampled++ % 10 === 0) pids = serverPids()
    for (const pid of pids) peakMiB = Math.max(peakMiB, rssMiB(pid) ?? 0)
  }
  const sampler = setInterval(sample, SAMPLE_EVERY_MS)
  try {
    const result = await work()
    return { result, peakMiB }
  } finally {
    clearInterval(sampler)
  }
}
