import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))

/** The React web app: a client bundle (dist/client) and a server-rendering bundle (dist/server). */
export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries mark their React client components; harmless outside React Server Components.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
  ssr: { noExternal: [] },
  logLevel: 'warn',
})
