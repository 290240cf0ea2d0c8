/**
 * `npm run generate:types [-- <output file>]`: writes the TypeScript types of the data model
 * (cms/payload-types.ts, or the file given) from the collections and globals.
 * Drives Payload's generateTypes directly: the payload binary can exit 0 doing nothing.
 */
import path from 'node:path'

// The types must not depend on who runs this: ids are typed from the SQLite adapter (numbers,
// as on PostgreSQL), and generation never opens the database, so no secret or file is needed.
process.env.DATABASE_URL = 'file:./data/.generate-types.db'
process.env.PAYLOAD_SECRET ||= 'generate-types-only-'.padEnd(40, 'x')

const { generateTypes } = await import('payload/node')
const { default: config } = await import('../payload.config')
const sanitized = await config
const outputFile = process.argv[2] ? path.resolve(process.argv[2]) : sanitized.typescript.outputFile
await generateTypes({ ...sanitized, typescript: { ...sanitized.typescript, outputFile } }, { log: false })
console.log(`types written to ${path.relative(process.cwd(), outputFile)}`)
process.exit(0)
