import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The house's layers (docs/decisions/078) as eslint.config.js fences them: for each fence, a file
 * placed (by its path only: nothing is written) in the lower layer that imports the layer above is
 * refused with the fence's message, and the same file importing what it may is not.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function fenceErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = [used]\n`, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

type Fence = { fence: string; file: string; bad: string; refusal: RegExp; good: string }

const FENCES: Fence[] = [
  {
    fence: 'server ↛ web',
    file: 'server/billing/probe.ts',
    bad: "import { useContent as used } from '../../web/lib/initial-data'",
    refusal: /server\/ never imports web\//,
    good: "import { fillTemplate as used } from '../../contracts/fill-template'",
  },
  {
    fence: 'server ↛ web, but for the SSR entry from server/ssr/',
    file: 'server/ssr/probe.ts',
    bad: "import { useContent as used } from '../../web/lib/initial-data'",
    refusal: /server\/ssr\/ loads the web app through its SSR entry only/,
    good: "import { render as used } from '../../web/app/entry-server'",
  },
  {
    fence: 'server ↛ the SSR entry from outside server/ssr/',
    file: 'server/start-probe.ts',
    bad: "import { render as used } from '../web/app/entry-server'",
    refusal: /server\/ never imports web\//,
    good: "import { createApp as used } from './app'",
  },
  {
    fence: 'web ↛ server',
    file: 'web/lib/probe.ts',
    bad: "import { siteOrigin as used } from '../../server/lib/site-origin'",
    refusal: /never imports server-only code/,
    good: "import { fillTemplate as used } from '../../contracts/fill-template'",
  },
  {
    fence: 'web ↛ runtime',
    file: 'web/lib/probe.ts',
    bad: "import { mailLater as used } from '../../runtime/mail-later'",
    refusal: /never imports server-only code/,
    good: "import { ERRORS as used } from '../../contracts/errors'",
  },
  {
    fence: 'cms ↛ server',
    file: 'cms/api/probe.ts',
    bad: "import { storableText as used } from '../../server/lib/storable-text'",
    refusal: /cms\/ never imports server\//,
    good: "import { nestedDeeperThan as used } from '../../runtime/nested-deeper-than'",
  },
  {
    fence: 'collections ↛ server',
    file: 'collections/Users/hooks/probe.ts',
    bad: "import { publishRealtime as used } from '../../../server/realtime/revocations'",
    refusal: /collections\/ never imports server\//,
    good: "import { serverServices as used } from '../../server-services'",
  },
  {
    fence: 'collections ↛ cms, but for its generated types',
    file: 'collections/Users/hooks/probe.ts',
    bad: "import { SEO_PAGE_GLOBALS as used } from '../../../cms/plugins'",
    refusal: /collections\/ never imports cms\//,
    good: "import type { User as used } from '../../../cms/payload-types'",
  },
  {
    fence: 'server ↛ seed, but for the start-up entry',
    file: 'server/billing/probe.ts',
    bad: "import { seedIfEmpty as used } from '../../seed/seed'",
    refusal: /server\/ never imports seed\//,
    good: "import { prepareEmbeddedDefaults as used } from '../../runtime/embedded-defaults'",
  },
  {
    fence: 'experiments ↛ server (its terminal command lives in server/)',
    file: 'experiments/stats/probe.ts',
    bad: "import { getExpressPayload as used } from '../../server/payload'",
    refusal: /experiments\/ sits below collections\//,
    good: "import { prepareEmbeddedDefaults as used } from '../../runtime/embedded-defaults'",
  },
  {
    fence: 'runtime ↛ anything above it',
    file: 'runtime/probe.ts',
    bad: "import { serverServices as used } from '../collections/server-services'",
    refusal: /runtime\/ sits below everything but contracts\//,
    good: "import { ERRORS as used } from '../contracts/errors'",
  },
  {
    fence: 'contracts ↛ anything',
    file: 'contracts/probe.ts',
    bad: "import { mailLater as used } from '../runtime/mail-later'",
    refusal: /contracts\/ is shared by the browser and node and depends on nothing/,
    good: "import { ERRORS as used } from './errors'",
  },
]

describe('import fences (the house layers)', () => {
  it.each(FENCES)('$fence: refuses the import up, lets the one down through', async ({ file, bad, refusal, good }) => {
    const refused = await fenceErrors(file, bad)
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatch(refusal)
    expect(await fenceErrors(file, good)).toEqual([])
  })

  it('lets the start-up entry (the composition root) seed an empty database', async () => {
    expect(await fenceErrors('server/start.ts', "import { seedIfEmpty as used } from '../seed/seed'")).toEqual([])
  })
})
