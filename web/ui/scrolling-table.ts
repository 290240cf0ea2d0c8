import { colors } from './theme'

/**
 * A comparison table that scrolls sideways on a phone: a shade on the right edge says there is
 * more (it slides away at the end: the covering gradient scrolls with the content), and
 * keyboard users reach it with Tab and scroll it with the arrows.
 */
export const scrollingTableCss = (background: string) =>
  ({
    overflowX: 'auto',
    background: `linear-gradient(to left, ${background} 40%, rgba(0,0,0,0)) right center / 48px 100% no-repeat local,
      linear-gradient(to left, rgba(139,92,246,0.55), rgba(0,0,0,0)) right center / 18px 100% no-repeat scroll`,
    '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
  }) as const

/** The feature column stays in view while the plan columns scroll under it. */
export const stickyFeatureCss = (background: string) => ({ position: 'sticky', left: 0, zIndex: 1, background }) as const
