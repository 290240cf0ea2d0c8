import net from 'node:net'
import { freePort } from './redis'

export type TcpGate = {
  port: number
  /** Connections tried so far (refused ones included). */
  attempts: () => number
  /** From now on, connections go through to 127.0.0.1:`port`. */
  open: (port: number) => void
  /** From now on hangs up again, and drops the connections open through it: the server behind is away. */
  shut: () => void
  close: () => Promise<void>
}

/**
 * A port that hangs up on every connection until `open()` points it at a real server: a
 * database or Redis that is "down" while a node starts, then comes up behind the same address.
 */
export async function startTcpGate(): Promise<TcpGate> {
  const port = await freePort()
  let target: number | undefined
  let attempts = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    attempts++
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    if (target === undefined) return void socket.destroy()
    const upstream = net.connect(target, '127.0.0.1')
    sockets.add(upstream)
    upstream.once('close', () => {
      sockets.delete(upstream)
      socket.destroy()
    })
    upstream.on('error', () => upstream.destroy())
    socket.once('close', () => upstream.destroy())
    socket.pipe(upstream).pipe(socket)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    attempts: () => attempts,
    open: (to) => void (target = to),
    shut: () => {
      target = undefined
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
