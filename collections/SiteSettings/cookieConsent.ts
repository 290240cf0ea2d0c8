import type { Field } from 'payload'
import { CONSENT_MODES, DEFAULT_CONSENT_MODE, type ConsentMode } from '../../contracts/consent'

const MODE_LABELS: Record<ConsentMode, string> = {
  off: 'Off: no banner, every visitor measured',
  everyone: 'On for everyone',
  eu: 'On for the EU, EEA and UK (and unknown countries)',
}

/** The banner's words as a fresh install has them (the fields' defaults and the seed). */
export const COOKIE_CONSENT_WORDS = {
  heading: 'Cookies',
  text: 'We would like to use cookies to measure how visitors use this site and to test changes to it. Strictly necessary cookies for sign-in, security and checkout are always on.',
  accept_label: 'Accept',
  reject_label: 'Reject',
  settings_label: 'Cookie settings',
} as const

/**
 * The cookie consent banner (issue 39.5, docs/decisions/121): who is asked, its words, and the
 * version every recorded choice names. The footer's "Cookie settings" opens it again.
 */
export const cookieConsentField: Field = {
  name: 'cookie_consent',
  type: 'group',
  admin: {
    description:
      'Before a visitor accepts, only strictly necessary cookies are set (sign-in, security, checkout): no visitor id, no experiment, and their page events are counted without an id.',
  },
  fields: [
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_CONSENT_MODE,
      options: CONSENT_MODES.map((value) => ({ value, label: MODE_LABELS[value] })),
      admin: { description: "By the CDN's country header (CF-IPCountry, X-Vercel-IP-Country or CloudFront-Viewer-Country)." },
    },
    {
      name: 'version',
      label: 'Banner version',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      admin: { description: 'Raise it when what the cookies are for changes: every visitor is asked again.' },
    },
    ...(Object.entries(COOKIE_CONSENT_WORDS) as [keyof typeof COOKIE_CONSENT_WORDS, string][]).map(([name, defaultValue]) => ({
      name,
      type: 'text' as const,
      required: true,
      defaultValue,
    })),
  ],
}
