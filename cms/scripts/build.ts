/** `npm run build`: builds the web app and the admin, whatever their stamps say. */
import { prepareEmbeddedDefaults } from '../../runtime/embedded-defaults'

prepareEmbeddedDefaults()
const { ensureBuilt } = await import('./ensure-built')
await ensureBuilt({ info: (msg: string) => console.log(msg) } as never, { force: process.argv.includes('--force') })
