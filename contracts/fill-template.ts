/** Fills `{name}`-style placeholders of CMS copy: fillTemplate('Save {amount}/mo', { amount: '$9,950' }). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  )
}
