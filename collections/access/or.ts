import type { Access } from 'payload'

/** True when any rule grants access; the first `where` filter wins otherwise. */
export const or =
  (...rules: Access[]): Access =>
  async (args) => {
    let filter: ReturnType<Access> | undefined
    for (const rule of rules) {
      const result = await rule(args)
      if (result === true) return true
      if (result && typeof result === 'object' && !filter) filter = result
    }
    return filter ?? false
  }
