import { describe, expect, it } from 'vitest'
import { minSamplePerArm } from '../../experiments/copy-rules/power'

describe('minSamplePerArm (fixed-horizon power calculation)', () => {
  it('matches the hand-computed sample for 10% → 12% with two arms', () => {
    // p1 = 0.10, p2 = 0.10 × 1.2 = 0.12, p̄ = 0.11, α = 0.05 (one treatment), power 0.8:
    //   z_0.975 = 1.959964, z_0.8 = 0.841621
    //   sqrt(2 p̄ (1 - p̄)) = sqrt(0.1958) = 0.442493
    //   sqrt(p1 q1 + p2 q2) = sqrt(0.09 + 0.1056) = 0.442267
    //   (1.959964 × 0.442493 + 0.841621 × 0.442267)² = (0.867270 + 0.372221)² = 1.536339
    //   n = 1.536339 / 0.02² = 3840.85 → 3,841 per arm
    expect(minSamplePerArm({ baselineRate: 0.1, minimumDetectableEffect: 0.2, arms: 2 })).toBe(3841)
  })

  it('splits alpha across the treatments (Bonferroni)', () => {
    // Three arms: α' = 0.05 / 2 = 0.025, z_0.9875 = 2.241403:
    //   (2.241403 × 0.442493 + 0.372221)² = (0.991805 + 0.372221)² = 1.860567 → n = 4651.42 → 4,652
    expect(minSamplePerArm({ baselineRate: 0.1, minimumDetectableEffect: 0.2, arms: 3 })).toBe(4652)
    // Four arms: α' = 0.05 / 3, z = 2.393980 → n = 5123.27 → 5,124
    expect(minSamplePerArm({ baselineRate: 0.1, minimumDetectableEffect: 0.2, arms: 4 })).toBe(5124)
  })

  it('grows as the effect shrinks', () => {
    // p1 = 0.05, MDE 0.1 (5% → 5.5%): n = 0.780836 / 0.005² = 31233.44 → 31,234
    expect(minSamplePerArm({ baselineRate: 0.05, minimumDetectableEffect: 0.1, arms: 2 })).toBe(31234)
  })

  it('has no answer for a baseline of 0, 1 or not a number', () => {
    for (const baselineRate of [0, 1, Number.NaN, Number.POSITIVE_INFINITY, -0.1])
      expect(minSamplePerArm({ baselineRate, minimumDetectableEffect: 0.2, arms: 2 })).toBeNull()
    // A lift past a rate of 1 cannot be detected either.
    expect(minSamplePerArm({ baselineRate: 0.9, minimumDetectableEffect: 0.2, arms: 2 })).toBeNull()
  })
})
