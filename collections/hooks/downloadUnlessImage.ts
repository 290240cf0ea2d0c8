/**
 * An uploaded file that is not an image is a download, never a page of this origin: a PDF
 * with script in it, or anything a browser would render, is saved rather than opened inline
 * (docs/decisions/073). Images stay inline for <img> and thumbnails. Payload reads the type
 * from the file's bytes.
 */
export function downloadUnlessImage({ headers }: { headers: Headers }): Headers {
  const type = headers.get('content-type') ?? ''
  if (!/^image\/(png|jpeg|webp|gif|avif)$/i.test(type.split(';')[0]!.trim())) headers.set('Content-Disposition', 'attachment')
  return headers
}
