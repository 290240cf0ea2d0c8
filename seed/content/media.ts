/**
 * The gated training video of the home hero: a real 871-second WebM kept in the repo, so
 * the page plays offline. The seed uploads it into the `media` collection once.
 */
export const heroVideo = {
  filePath: 'seed/media/hero-training.webm',
  filename: 'hero-training.webm',
  alt: 'The Agency Blueprint training (14:31)',
}
