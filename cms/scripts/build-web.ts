import path from 'node:path'
import { build } from 'vite'

/** Builds the web app: the browser bundle, then the server-rendering entry. */
export async function buildWeb(): Promise<void> {
  const configFile = path.resolve(process.cwd(), 'web/vite.config.ts')
  await build({ configFile, mode: 'production' })
  await build({
    configFile,
    mode: 'production',
    build: { ssr: 'app/entry-server.tsx', outDir: path.resolve(process.cwd(), 'web/dist/server'), emptyOutDir: true, manifest: false },
  })
}
