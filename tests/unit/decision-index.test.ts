import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = path.join(process.cwd(), 'docs/decisions')

/** The index of decision records (docs/decisions/README.md) lists every record, by its file. */
describe('decision records', () => {
  it('are all in the index, each once, and the index names no record that is not there', () => {
    const records = fs.readdirSync(DIR).filter((file) => /^\d{3}-.+\.md$/.test(file))
    const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8')
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!)
    expect(linked.sort()).toEqual(records.sort())
  })

  it('have numbers of their own', () => {
    const numbers = fs
      .readdirSync(DIR)
      .filter((file) => /^\d{3}-/.test(file))
      .map((file) => file.slice(0, 3))
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
