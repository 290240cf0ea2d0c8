import createCache from '@emotion/cache'

/**
 * One Emotion cache per render on the server and one in the browser, with the same key:
 * the server collects the page's styles into <head>, and the browser cache picks those
 * up by id instead of inserting them again (no style tags moved around during hydration).
 */
export const createEmotionCache = () => createCache({ key: 'css' })
