import { countryFromHeaders, locationFromDatabase, locationFromHeaders } from '../integrations/geo/user-location'
import { defineFunction } from './types'

/**
 * get-user-location: the visitor's city and region for the survey's connecting step, from
 * the CDN's headers, else the MaxMind database (GEOIP_DB_PATH); nulls when unknown, and the
 * page falls back to its time-zone name.
 */
export const getUserLocation = defineFunction('get-user-location', {
  auth: 'public',
  async handler(_input, { req, logger }) {
    const location = locationFromHeaders(req.headers) ?? (await locationFromDatabase(req.ip, logger)) ?? { city: null, region: null }
    return { ...location, country: countryFromHeaders(req.headers) }
  },
})
