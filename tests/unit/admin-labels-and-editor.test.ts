import fs from 'node:fs'
import path from 'node:path'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import config from '../../cms/payload.config'
import { MONACO_VERSION, MONACO_VS_DIR, MONACO_VS_PATH } from '../../cms/monaco.mjs'
import { humanize, labelFields } from '../../collections/labels'

/** Every named field of a field list, with its label, depth first. */
function named(fields: Field[]): { name: string; label: unknown }[] {
  return fields.flatMap((field) => [
    ...('name' in field ? [{ name: field.name, label: (field as { label?: unknown }).label }] : []),
    ...('fields' in field ? named(field.fields) : []),
    ...(field.type === 'tabs' ? field.tabs.flatMap((tab) => named(tab.fields)) : []),
    ...(field.type === 'blocks' ? (field.blocks ?? []).flatMap((block) => named(block.fields)) : []),
  ])
}

describe('admin labels', () => {
  it('reads snake_case names as words, acronyms in capitals', () => {
    expect(humanize('first_name')).toBe('First name')
    expect(humanize('utm_source')).toBe('UTM source')
    expect(humanize('session_id')).toBe('Session ID')
    expect(humanize('cta_label')).toBe('CTA label')
    expect(humanize('email')).toBe('Email')
  })

  it('labels nested fields, keeps given labels and never renames a field', () => {
    const fields: Field[] = [
      { name: 'first_name', type: 'text' },
      { name: 'kept', label: 'As written', type: 'text' },
      { name: 'hidden_label', label: false, type: 'text' },
      { name: 'camelCase', type: 'text' },
      { type: 'row', fields: [{ name: 'utm_term', type: 'text' }] },
      { name: 'plan_rows', type: 'array', fields: [{ name: 'row_title', type: 'text' }] },
      { type: 'tabs', tabs: [{ label: 'SEO', fields: [{ name: 'meta_title', type: 'text' }] }] },
    ]
    const labelled = named(labelFields(fields))
    expect(labelled.map((f) => f.name)).toEqual(named(fields).map((f) => f.name))
    expect(Object.fromEntries(labelled.map((f) => [f.name, f.label]))).toEqual({
      first_name: 'First name',
      kept: 'As written',
      hidden_label: false,
      camelCase: undefined,
      utm_term: 'UTM term',
      plan_rows: 'Plan rows',
      row_title: 'Row title',
      meta_title: 'Meta title',
    })
  })

  it('leaves no snake_case field of the real config labelled with its bare name', async () => {
    const resolved = await config
    const all = [...resolved.collections, ...resolved.globals].flatMap((entity) =>
      named(entity.fields as Field[]).map((f) => ({ ...f, in: entity.slug })),
    )
    const leads = all.filter((f) => f.in === 'leads')
    expect(leads.find((f) => f.name === 'first_name')?.label).toBe('First name')
    // A label that is itself one snake_case token ('First_name') is Payload's fallback, not words.
    const bad = all.filter(
      (f) => f.name.includes('_') && !f.name.startsWith('_') && (typeof f.label !== 'string' || /^\w*_\w*$/.test(f.label)),
    )
    expect(bad).toEqual([])
  })
})

describe("the admin's code editor", () => {
  it("is the monaco-editor Payload's loader asks for, served from the product's own path", () => {
    const ui = path.resolve('node_modules/@payloadcms/ui/dist/exports/client')
    const asked = fs
      .readdirSync(ui)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...fs.readFileSync(path.join(ui, file), 'utf8').matchAll(/monaco-editor@([\d.]+)\/min\/vs/g)].map((m) => m[1]))
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked)).toEqual(new Set([MONACO_VERSION]))
    expect(MONACO_VS_PATH).toBe(`/vendor/monaco-editor@${MONACO_VERSION}/vs`)
    expect(fs.existsSync(path.join(MONACO_VS_DIR, 'loader.js'))).toBe(true)
  })
})
