import { describe, expect, it } from 'vitest'
import { storableText } from '../../server/lib/storable-text'

describe('storableText (function bodies made storable by every database)', () => {
  it('removes NUL characters from strings and keys, at any depth', () => {
    expect(storableText({ a: 'x\u0000y', list: ['\u0000', { 'k\u0000ey': 'v\u0000' }] })).toEqual({ a: 'xy', list: ['', { key: 'v' }] })
  })

  it('replaces lone surrogates with U+FFFD and keeps real pairs', () => {
    expect(storableText('a\uD800b')).toBe('a\uFFFDb')
    expect(storableText('\uDC00')).toBe('\uFFFD')
    expect(storableText('end\uD83D')).toBe('end\uFFFD')
    expect(storableText('emoji \uD83D\uDE00 ok')).toBe('emoji \uD83D\uDE00 ok')
    expect(storableText('\uDE00\uD83D')).toBe('\uFFFD\uFFFD')
  })

  it('leaves other values alone', () => {
    for (const value of [null, undefined, 0, -1.5, true, false, '', 'plain text', 'ünïcødé']) expect(storableText(value)).toBe(value)
    expect(storableText({ n: 1, b: false, z: null, nested: { list: [1, 'two'] } })).toEqual({
      n: 1,
      b: false,
      z: null,
      nested: { list: [1, 'two'] },
    })
  })

  it('keeps a "__proto__" key a plain key instead of setting the prototype', () => {
    const cleaned = storableText(JSON.parse('{"__proto__":{"modal_context":"hero"},"email":"a@b.c"}')) as Record<string, unknown>
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype)
    expect(cleaned.modal_context).toBeUndefined()
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'email'])
  })
})

describe('nestedDeeperThan (bodies too deep to walk are refused)', () => {
  it('measures any depth without recursion', async () => {
    const { nestedDeeperThan } = await import('../../runtime/nested-deeper-than')
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false)
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 2)).toBe(true)
    expect(nestedDeeperThan('text', 0)).toBe(false)
    expect(nestedDeeperThan(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)), 32)).toBe(true)
  })
})
