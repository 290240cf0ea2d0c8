import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type RunningRedis = { url: string; port: number; stop: () => Promise<void>; kill: () => void; start: () => Promise<void> }

/** A free TCP port on 127.0.0.1 (the kernel picks; the socket is closed before we return). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Debian's redis-server on a private port with nothing persisted. `kill()` stops it hard
 * (SIGKILL) and `start()` brings it back on the same port, for outage tests.
 */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-redis-'))
  let child: ReturnType<typeof spawn> | undefined
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    })
    const until = Date.now() + 10_000
    for (;;) {
      if (await answersPing(port)) return
      if (Date.now() > until) throw new Error(`redis-server did not answer on port ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  await launch()
  const exited = () => new Promise<void>((resolve) => (child && child.exitCode === null ? child.once('exit', () => resolve()) : resolve()))
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start: launch,
    kill: () => void child?.kill('SIGKILL'),
    async stop() {
      child?.kill('SIGTERM')
      await exited()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
