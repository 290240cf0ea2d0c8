import { locationFromHeaders } from '../integrations/geo/user-location'
import { defineFunction } from './types'

/**
 * get-user-location: the visitor's city and region for the survey's connecting step, from
 * the CDN's headers; nulls when unknown, and the page falls back to its time-zone name.
 */
export const getUserLocation = defineFunction('get-user-location', {
  auth: 'public',
  async handler(_input, { req }) {
    return locationFromHeaders(req.headers) ?? { city: null, region: null }
  },
})
