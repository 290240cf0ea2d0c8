/** Deeper than any function's input: a body nested further is refused before it is walked. */
export const MAX_BODY_DEPTH = 32

/** Whether arrays and objects nest deeper than `max` (counted without recursion, so any depth is safe to ask about). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > max) return true
    const next: unknown[] = []
    for (const item of level) if (item && typeof item === 'object') for (const child of Object.values(item)) next.push(child)
    level = next
  }
  return false
}
