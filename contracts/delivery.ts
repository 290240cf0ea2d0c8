import { z } from 'zod'

/** request-member-link (/members): a new sign-in link for a buyer's e-mail. The answer is the same whether or not the e-mail bought. */
export const requestMemberLinkInput = z.object({ email: z.email().max(254) })
export const requestMemberLinkOutput = z.object({ sent: z.literal(true) })

/** get-member-library (/members): what the members session's buyer owns now. */
export const getMemberLibraryInput = z.object({}).passthrough()
export const memberFile = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  filename: z.string(),
  url: z.string(),
  filesize: z.number().nullable(),
  mimeType: z.string().nullable(),
})
export const getMemberLibraryOutput = z.object({
  signedIn: z.boolean(),
  email: z.string().nullable(),
  files: z.array(memberFile),
  /** The accelerator's onboarding, for buyers of the upsell. */
  onboarding: z
    .object({
      heading: z.string(),
      steps: z.array(z.object({ title: z.string(), description: z.string() })),
      bookingLabel: z.string(),
      bookingUrl: z.string(),
    })
    .nullable(),
})
export type MemberLibrary = z.output<typeof getMemberLibraryOutput>
