/** A URL of a video file the browser plays itself (otherwise it is an embed page, shown in an iframe). */
export const isVideoFile = (url: string) => /\.(webm|mp4|ogg|mov)(\?|$)/i.test(url)

/** What an item (testimonial, demo, vendor product) plays: its own file, or an outside page in a frame. */
export type ItemMedia = { kind: 'file' | 'embed'; src: string }

/**
 * An item's own media (issue 18): the file uploaded to Media comes first, then the address
 * field, which is a file when it names one and an embed otherwise; null when the item has neither.
 */
export function itemMedia(file: string | null | undefined, url: string | null | undefined): ItemMedia | null {
  if (file) return { kind: 'file', src: file }
  if (!url) return null
  return { kind: isVideoFile(url) ? 'file' : 'embed', src: url }
}
