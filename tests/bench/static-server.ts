/** Child process for the SSR bench: serves one HTML file with express.static on 127.0.0.1. */
import path from 'node:path'
import express from 'express'

const file = process.argv[2]
const app = express()
app.use(express.static(path.dirname(file), { index: path.basename(file), maxAge: 0 }))
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT ${(server.address() as { port: number }).port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
