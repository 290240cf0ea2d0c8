import type { Payload } from 'payload'
import type { DocumentId } from './content/types'

/**
 * A one-page PDF of plain text lines (Helvetica), built byte by byte: the seed's files are
 * generated, not kept in the repo. Offsets in the cross-reference table are exact, so every
 * reader opens it.
 */
export function textPdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
  const stream = [
    'BT',
    '/F1 20 Tf 72 740 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

type SeedFile = { title: string; description: string; name: string; mimetype: string; data: () => Buffer; product: 'blueprint' | 'bump' }

/** The offer's files as the seed uploads them; marketers replace them in the admin (Buyer files). */
export const SEEDED_BUYER_FILES: SeedFile[] = [
  {
    title: 'Agency Arbitrage Blueprint (PDF)',
    description: 'The step-by-step system: niche, offer, outreach, fulfilment.',
    name: 'agency-arbitrage-blueprint.pdf',
    mimetype: 'application/pdf',
    product: 'blueprint',
    data: () =>
      textPdf('Agency Arbitrage Blueprint', [
        'Step 1. Pick one local niche with high lifetime value per client.',
        'Step 2. Package a done-for-you local SEO service under your brand.',
        'Step 3. Price it at roughly 10x the fulfilment cost.',
        'Step 4. Send the outreach scripts to 50 businesses a day.',
        'Step 5. Hand fulfilment to the vetted partner; you sell, they deliver.',
      ]),
  },
  {
    title: 'Outreach scripts and email templates',
    description: 'Cold email, follow-up and call scripts, ready to paste.',
    name: 'outreach-scripts.txt',
    mimetype: 'text/plain',
    product: 'blueprint',
    data: () =>
      Buffer.from(
        'Subject: Quick question about {business}\n\nHi {first_name},\n\nI noticed {business} is not in the map pack for "{service} near me". ' +
          'We get local businesses there in 90 days, or you do not pay. Worth a 10-minute call this week?\n\n{your_name}\n',
      ),
  },
  {
    title: 'CRM setup checklist',
    description: 'The custom CRM of the order bump, set up in an afternoon.',
    name: 'crm-setup-checklist.txt',
    mimetype: 'text/plain',
    product: 'bump',
    data: () =>
      Buffer.from('1. Import your leads\n2. Create the pipeline stages\n3. Turn on the follow-up automations\n4. Connect your calendar\n'),
  },
]

/**
 * Uploads the offer's files once (found again by title) and answers their ids per product,
 * for the Offer global's delivery fields.
 */
export async function seedBuyerFiles(payload: Payload, written: string[]): Promise<{ blueprint: DocumentId[]; bump: DocumentId[] }> {
  const ids = { blueprint: [] as DocumentId[], bump: [] as DocumentId[] }
  for (const file of SEEDED_BUYER_FILES) {
    const found = await payload.find({
      collection: 'buyer-files',
      where: { title: { equals: file.title } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const data = file.data()
      id = (
        await payload.create({
          collection: 'buyer-files',
          data: { title: file.title, description: file.description },
          file: { data, mimetype: file.mimetype, name: file.name, size: data.length },
          overrideAccess: true,
          // A context of its own per upload (the S3 plugin keeps the file being uploaded in it).
          context: { seed: true },
        })
      ).id
      written.push(`buyer-files/${file.name}`)
    }
    ids[file.product].push(id)
  }
  return ids
}
