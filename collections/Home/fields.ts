import type { Field } from 'payload'
import { humanize } from '../labels'

export { humanize }

/** Small builders that keep the home page's long field list readable. */
export const text = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, label: humanize(name), type: 'text', required: true, ...extra }) as Field
export const optionalText = (name: string, description?: string): Field => ({
  name,
  label: humanize(name),
  type: 'text',
  admin: description ? { description } : undefined,
})
export const longText = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, label: humanize(name), type: 'textarea', required: true, ...extra }) as Field
export const num = (name: string, defaultValue: number, extra: Partial<Field> = {}): Field =>
  ({ name, label: humanize(name), type: 'number', required: true, defaultValue, ...extra }) as Field
export const group = (name: string, label: string, fields: Field[], description?: string): Field => ({
  name,
  label,
  type: 'group',
  admin: description ? { description } : undefined,
  fields,
})
export const pick = (name: string, relationTo: string, description: string, minRows?: number): Field =>
  ({ name, type: 'relationship', relationTo, hasMany: true, required: true, minRows, admin: { description } }) as Field

/** A slider of a calculator: label and range, all editable. */
export const slider = (name: string, label: string, [min, max, step, defaultValue]: [number, number, number, number]): Field =>
  group(name, label, [text('label'), num('min', min), num('max', max), num('step', step), num('default', defaultValue)])
