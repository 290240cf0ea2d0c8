// The Monaco editor of the admin's code and JSON fields, served by the product itself so the
// admin works without the internet (docs/decisions/036). Read by the server (which serves the
// files) and by next.config.mjs (which points Payload's Monaco loader at them).
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const packageJson = require.resolve('monaco-editor/package.json')

/** The installed monaco-editor: package.json pins the version Payload's @monaco-editor/loader asks for. */
export const MONACO_VERSION = /** @type {string} */ (require(packageJson).version)

/** The URL path of monaco-editor's `min/vs` (versioned, so the files may be cached for a year). */
export const MONACO_VS_PATH = `/vendor/monaco-editor@${MONACO_VERSION}/vs`

/** The files served there. */
export const MONACO_VS_DIR = path.join(path.dirname(packageJson), 'min', 'vs')
