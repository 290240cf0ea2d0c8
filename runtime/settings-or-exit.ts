import { parseSettings, SettingsError, type Settings } from './settings'

/**
 * A command's first step (`npm start`, `npm run seed`): prepare the embedded defaults, then parse
 * every setting. A bad one ends the process with one line naming it and what it must be, and
 * exit code 1: an operator's mistake, not a crash, so no stack trace.
 */
export function settingsOrExit(prepare: () => void = () => undefined): Settings {
  try {
    prepare()
    return parseSettings()
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}
