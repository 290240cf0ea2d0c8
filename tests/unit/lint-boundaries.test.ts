import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * Control for the import boundaries in eslint.config.js: code that crosses a boundary is
 * refused, and the same import from an allowed place is not, so a clean `npm run lint`
 * means the boundaries hold.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/pricing/Probe.tsx',
      "import { HomePage } from '../home/HomePage'\nexport const probe = HomePage\n",
    )
    expect(errors.join('\n')).toMatch(/Features do not import each other/)
  })

  it('refuses lib/ importing app/ or a feature, and the browser importing the server', async () => {
    expect((await boundaryErrors('web/lib/probe.ts', "import { App } from '../app/App'\nexport const probe = App\n")).join('\n')).toMatch(
      /shared/,
    )
    expect(
      (
        await boundaryErrors(
          'web/ui/probe.ts',
          "import { SPEC_ROI_CONSTANTS } from '../home/roi'\nexport const probe = SPEC_ROI_CONSTANTS\n",
        )
      ).join('\n'),
    ).toMatch(/shared/)
    expect(
      (
        await boundaryErrors(
          'web/home/probe.ts',
          "import { createLead } from '../../server/functions/create-lead'\nexport const probe = createLead\n",
        )
      ).join('\n'),
    ).toMatch(/server-only/)
  })

  it('lets a feature use lib/, ui/ and contracts/', async () => {
    const code =
      "import { callFunction } from '../lib/call-function'\nimport { Button } from '../ui/Button'\nimport { ERRORS } from '../../contracts/errors'\nexport const probe = [callFunction, Button, ERRORS]\n"
    expect(await boundaryErrors('web/pricing/Probe.tsx', code)).toEqual([])
  })
})
