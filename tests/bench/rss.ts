import fs from 'node:fs'

/** A process's resident memory now, MiB, from /proc (Linux); undefined once it has exited. */
export function rssMiB(pid: number): number | undefined {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    return Number.isFinite(kb) ? kb / 1024 : undefined
  } catch {
    return undefined
  }
}
