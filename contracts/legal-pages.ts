/**
 * The legal pages (issue 31) and where each lives: fixed paths, so the footer, checkout's
 * sentence and every form's privacy note can link them. Their words are the CMS's (global legal-pages).
 */
export const LEGAL_PAGES = ['privacy', 'terms', 'refunds', 'contact'] as const
export type LegalPageKey = (typeof LEGAL_PAGES)[number]
export const legalPath = (key: LegalPageKey): `/${LegalPageKey}` => `/${key}`
