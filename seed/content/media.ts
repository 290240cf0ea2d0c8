/**
 * The gated training video of the home hero: a real 871-second WebM kept in the repo, so
 * the page plays offline. The seed uploads it into the `media` collection once.
 */
export const heroVideo = {
  filePath: 'seed/media/hero-training.webm',
  filename: 'hero-training.webm',
  alt: 'The Agency Blueprint training (14:31)',
}

/**
 * The first frame of the training video as a still (WebP, 320 × 180, quality 0.95: Chromium
 * drew the frame on a canvas). The page sends it in its HTML, so the hero shows the video's
 * picture at first paint rather than an empty box until the player loads.
 */
export const heroPoster = {
  filePath: 'seed/media/hero-training-poster.webp',
  filename: 'hero-training-poster.webp',
  alt: 'The first frame of the Agency Blueprint training',
}

/** The share image of the site (Open Graph), 1200 × 630: the default of every page's SEO image. */
export const socialCard = {
  filePath: 'seed/media/social-card.png',
  filename: 'social-card.png',
  alt: 'Agency Blueprint: resell done-for-you local SEO at 10x your delivery cost',
}

/**
 * A 6-second WebM (320 × 180, Chromium's MediaRecorder drew it on a canvas) that stands in for
 * each testimonial's and demo's own recording: every item has its own media field, and the
 * seed fills them all with this file until real, consented recordings replace it.
 */
export const sampleClip = {
  filePath: 'seed/media/sample-clip.webm',
  filename: 'sample-clip.webm',
  alt: 'A sample clip standing in for a testimonial or demo recording',
}

/** Every file the seed uploads into `media`, in order. */
export const SEEDED_MEDIA = [heroVideo, heroPoster, socialCard, sampleClip]
