import config from '../../server-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guarded } from '../../../../api/request-guard'

export const POST = guarded(GRAPHQL_POST(config), { arrays: true })
export const OPTIONS = REST_OPTIONS(config)
