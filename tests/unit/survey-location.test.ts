import { describe, expect, it } from 'vitest'
import { locationFromHeaders } from '../../server/integrations/geo/user-location'
import { locationFromTimeZone } from '../../web/survey/location'

describe('the survey’s visitor location', () => {
  it('falls back to the time-zone name, as city and region', () => {
    expect(locationFromTimeZone('America/New_York')).toEqual({ city: 'New York', region: 'America' })
    expect(locationFromTimeZone('America/Argentina/Buenos_Aires')).toEqual({ city: 'Buenos Aires', region: 'America' })
    expect(locationFromTimeZone('UTC')).toEqual({ city: null, region: null })
    expect(locationFromTimeZone(undefined)).toEqual({ city: null, region: null })
  })

  it('reads each CDN’s headers, decoded and cleaned, and ignores unknown values', () => {
    expect(locationFromHeaders({ 'cloudfront-viewer-city': 'Seattle', 'cloudfront-viewer-country-region-name': 'Washington' })).toEqual({
      city: 'Seattle',
      region: 'Washington',
    })
    expect(locationFromHeaders({ 'x-vercel-ip-city': 'Z%C3%BCrich' })).toEqual({ city: 'Zürich', region: null })
    expect(locationFromHeaders({ 'cf-ipcity': '<script>Austin</script>' })).toEqual({ city: 'scriptAustin/script', region: null })
    expect(locationFromHeaders({ 'x-appengine-city': '?' })).toBeNull()
    expect(locationFromHeaders({})).toBeNull()
  })
})
