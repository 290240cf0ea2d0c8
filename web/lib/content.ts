import type { Config } from '../../cms/payload-types'
import type { ContentKey, InitialDataOf } from '../../contracts/initial-data'

/** Each content key's global, as cms/payload-types.ts types it. */
export type ContentMap = Pick<Config['globals'], ContentKey>

/** The initial data of a page (contracts/initial-data.ts), its content typed by the CMS. */
export type InitialData = InitialDataOf<Config['globals']>
