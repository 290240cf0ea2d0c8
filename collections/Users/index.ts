import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { serverOrigin } from '../../runtime/server-url'
import { ROLES } from '../access/roles'
import { canEnterAdmin } from './access/canEnterAdmin'
import { isSelfOrAdmin } from './access/isSelfOrAdmin'
import { RESET_LINK_LIFETIME_MS, resetPasswordHtml, resetPasswordSubject } from './email/resetPasswordEmail'
import { divertTakenSignUp, undoDivertedSignUp } from './hooks/answerSignUpsAlike'
import { clearSignInAttempts, limitSignInAttempts } from './hooks/limitSignInAttempts'
import { disconnectDeletedUserSockets, disconnectSessionSockets } from './hooks/disconnectSockets'
import { requirePasswordLength } from './hooks/requirePasswordLength'
import { requireTextCredentials } from './hooks/requireTextCredentials'
import { sendResetLater } from './hooks/sendResetLater'
import { forgotPasswordLater } from './endpoints/forgotPasswordLater'
import { startTrial } from './hooks/startTrial'
import type { FieldAccess } from 'payload'
import { viaFunction } from '../access/viaFunction'
import { LOGO_CONTEXT } from '../CompanyLogos/hooks/useAsCompanyLogo'
import { validateLinkUrl } from '../fields/linkUrl'

/** Admins set roles; accept-invitation makes the invited client's account. */
const setsRole: FieldAccess = (args) => isAdminField(args) === true || viaFunction('accept-invitation')({ req: args.req }) === true

/** Only a logo upload (or an admin) sets company_logo_url. */
const setsCompanyLogo: FieldAccess = (args) => isAdminField(args) === true || args.req.context?.via === LOGO_CONTEXT

export const DEFAULT_BRAND_COLOR = '#8B5CF6'
/** #RGB or #RRGGBB */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/

/**
 * Everyone who signs in: staff (admin, marketer, analyst) in /admin, agency users in
 * the /app workspace, vendors as product owners. Sign-up through the API makes agency
 * users only: the role field is writable by admins alone.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    // Secure behind HTTPS (SERVER_URL https://…); a plain-HTTP development server keeps it usable.
    cookies: { secure: serverOrigin()?.startsWith('https://') ?? false, sameSite: 'Lax' },
    // No account lock: it let a stranger lock anyone out; attempt budgets per address and per
    // account stand in front of sign-in instead (hooks/limitSignInAttempts.ts, docs/decisions/019).
    maxLoginAttempts: 0,
    forgotPassword: {
      expiration: RESET_LINK_LIFETIME_MS,
      // Payload's own 15-second guard writes outside the request's transaction, which on SQLite
      // waits for that very transaction; the attempt limits per address and per account hold
      // forgot-password instead (server/rate-limit.ts, docs/decisions/017).
      minRequestInterval: 0,
      generateEmailSubject: resetPasswordSubject,
      generateEmailHTML: resetPasswordHtml,
    },
  },
  // Before Payload's own: forgot-password answers before it looks anything up.
  endpoints: [forgotPasswordLater],
  admin: {
    group: 'System',
    useAsTitle: 'email',
    defaultColumns: ['email', 'role', 'company_name'],
  },
  hooks: {
    beforeOperation: [requireTextCredentials, requirePasswordLength, limitSignInAttempts, divertTakenSignUp, sendResetLater],
    beforeChange: [startTrial],
    afterLogin: [clearSignInAttempts],
    afterLogout: [disconnectSessionSockets],
    afterDelete: [disconnectDeletedUserSockets],
    // A sign-up for a registered address answers like a new one (hooks/answerSignUpsAlike.ts).
    afterOperation: [undoDivertedSignUp],
  },
  access: {
    admin: canEnterAdmin,
    create: anyone,
    read: isSelfOrAdmin,
    update: isSelfOrAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'agency',
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      access: { create: setsRole, update: isAdminField },
    },
    { name: 'company_name', type: 'text', admin: { description: 'Shown to clients in 3-way chats' } },
    {
      name: 'company_logo_url',
      type: 'text',
      validate: validateLinkUrl,
      // Written by a logo upload (collections/CompanyLogos), so it always names a checked image of ours.
      access: { create: isAdminField, update: setsCompanyLogo },
      admin: { readOnly: true, description: 'Set by uploading a logo in Settings' },
    },
    {
      name: 'agency_brand_color',
      type: 'text',
      defaultValue: DEFAULT_BRAND_COLOR,
      validate: (value: unknown) => value == null || value === '' || HEX_COLOR.test(String(value)) || 'Enter a hex colour such as #8B5CF6',
    },
    {
      name: 'email_digest',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'An hourly e-mail digest of messages left unread for 15 minutes' },
    },
    {
      name: 'trial_ends_at',
      type: 'date',
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'End of the free trial; empty means no trial.' },
    },
  ],
}
