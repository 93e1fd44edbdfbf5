import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import type { Ledger } from '../../../src/engine/ledger/ledger'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { RANGES, writeScan } from './scan'

let h: Harness
afterEach(async () => {
  await h.close()
})

describe('parts after a start', () => {
  it('keeps a created part, and takes the 409 of a part recorded without id as its own', async () => {
    h = await harness({ delayMs: 5 })
    const s1 = h.service()
    const file = await writeScan(h)
    await s1.addFiles([file])
    const [first] = await until(s1, allFinal(1))
    const res = await s1.sendParts(first!.id, RANGES, await readFile(file))
    if (!res.ok) throw new Error(res.reason)
    const documents = await h.documentCount()
    // As the journal stands when the process died after the second create, before its answer.
    const ledger = (s1 as unknown as { ledger: Ledger }).ledger
    const e = ledger.get(first!.id)!
    const parts = e.parts!.map((p, i) =>
      i === 1 ? { ...p, documentId: '', sent: 'cut' as const, state: 'queued' as const } : p
    )
    ledger.update(first!.id, { state: 'uploading', parts })
    await s1.close()

    const s2 = h.service()
    const [item] = await until(
      s2,
      (items) =>
        items[0]?.parts?.every((p) => p.sent === 'created' && p.state === 'extracted') === true
    )
    expect(item!.parts!.map((p) => p.documentId)).toEqual(res.created)
    expect(await h.documentCount()).toBe(documents)
    await s2.close()
  })
})
