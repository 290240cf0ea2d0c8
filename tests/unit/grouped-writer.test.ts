import { describe, expect, it } from 'vitest'
import { GroupedWriter, type GroupRequest, type Transactions } from '../../server/overload/grouped-writer'

/**
 * A store with real transactions in memory: a transaction's rows show only once it commits,
 * and it records the size of every group it was asked to write.
 */
function transactionalStore() {
  let next = 1
  const open = new Map<number | string, string[]>()
  const committed: string[] = []
  const groups: number[] = []
  const db: Transactions = {
    beginTransaction: async () => {
      const id = next++
      open.set(id, [])
      return id
    },
    commitTransaction: async (id) => {
      committed.push(...open.get(id as number)!)
      open.delete(id as number)
    },
    rollbackTransaction: async (id) => {
      open.delete(id as number)
    },
  }
  const insert = (row: string, req: GroupRequest) => {
    if (req.transactionID === undefined || !open.has(req.transactionID)) throw new Error('no open transaction')
    open.get(req.transactionID)!.push(row)
  }
  return { db, insert, committed, groups, openCount: () => open.size }
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('GroupedWriter: calls written in groups, one transaction each', () => {
  it('writes the calls of one moment in one transaction and answers each caller with its own result', async () => {
    const store = transactionalStore()
    const writer = new GroupedWriter<string, string>({
      db: store.db,
      groupLimit: 100,
      async write(inputs, req) {
        store.groups.push(inputs.length)
        for (const input of inputs) store.insert(input, req)
        return inputs.map((input) => `stored ${input}`)
      },
    })
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((input) => writer.write(input)))
    expect(answers).toEqual(['stored a', 'stored b', 'stored c', 'stored d'])
    expect(store.groups).toEqual([4])
    expect(store.committed).toEqual(['a', 'b', 'c', 'd'])
    expect(store.openCount()).toBe(0)
  })

  it('bounds a group: calls beyond the limit wait for the next transaction', async () => {
    const store = transactionalStore()
    const writer = new GroupedWriter<number, number>({
      db: store.db,
      groupLimit: 10,
      async write(inputs, req) {
        store.groups.push(inputs.length)
        await after(1)
        for (const input of inputs) store.insert(String(input), req)
        return inputs
      },
    })
    const inputs = Array.from({ length: 25 }, (_, i) => i)
    expect(await Promise.all(inputs.map((input) => writer.write(input)))).toEqual(inputs)
    expect(store.groups).toEqual([10, 10, 5])
    expect(store.committed.map(Number)).toEqual(inputs)
  })

  it('fails only the call that fails: its own error, nothing of it stored, every other call stored once', async () => {
    const store = transactionalStore()
    const writer = new GroupedWriter<string, string>({
      db: store.db,
      groupLimit: 100,
      async write(inputs, req) {
        store.groups.push(inputs.length)
        for (const input of inputs) {
          // Half-written before it fails: the rollback must take the group's rows back.
          store.insert(input, req)
          if (input.startsWith('bad')) throw new Error(`refused ${input}`)
        }
        return inputs.map((input) => `ok ${input}`)
      },
    })
    const inputs = ['a', 'b', 'bad-1', 'c', 'd', 'e', 'bad-2', 'f']
    const settled = await Promise.allSettled(inputs.map((input) => writer.write(input)))
    settled.forEach((outcome, i) => {
      const input = inputs[i]!
      if (input.startsWith('bad')) expect(outcome).toEqual({ status: 'rejected', reason: new Error(`refused ${input}`) })
      else expect(outcome).toEqual({ status: 'fulfilled', value: `ok ${input}` })
    })
    expect([...store.committed].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(store.openCount()).toBe(0)
    // Split in halves, not one transaction per call.
    expect(store.groups.length).toBeLessThan(2 * inputs.length)
  })

  it('tries a group again after a retryable error (a key taken by another node), storing each call once', async () => {
    const store = transactionalStore()
    let conflicts = 1
    const writer = new GroupedWriter<string, string>({
      db: store.db,
      groupLimit: 100,
      retryable: (error) => (error as Error).message === 'taken',
      async write(inputs, req) {
        for (const input of inputs) store.insert(input, req)
        if (conflicts-- > 0) throw new Error('taken')
        return inputs
      },
    })
    expect(await Promise.all(['x', 'y'].map((input) => writer.write(input)))).toEqual(['x', 'y'])
    expect(store.committed).toEqual(['x', 'y'])
  })

  it('tells what a group committed, once, before its callers are answered; nothing of a group rolled back', async () => {
    const store = transactionalStore()
    const events: string[] = []
    const writer = new GroupedWriter<string, string>({
      db: store.db,
      groupLimit: 100,
      async write(inputs, req) {
        for (const input of inputs) store.insert(input, req)
        if (inputs.includes('bad')) throw new Error('refused bad')
        return inputs
      },
      committed: (inputs, results) => {
        // Told once the rows are in, never about a group that rolled back.
        expect(store.committed).toEqual(expect.arrayContaining(inputs))
        events.push(...results.map((result) => `committed ${result}`))
      },
    })
    const settled = await Promise.allSettled(
      ['a', 'bad', 'c'].map((input) => writer.write(input).finally(() => void events.push(`answered ${input}`))),
    )
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(events.filter((event) => event.startsWith('committed'))).toEqual(['committed a', 'committed c'])
    for (const input of ['a', 'c']) expect(events.indexOf(`committed ${input}`)).toBeLessThan(events.indexOf(`answered ${input}`))
  })
})
