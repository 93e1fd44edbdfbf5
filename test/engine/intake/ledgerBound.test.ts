import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FINAL_STATES, type IntakeItem } from '../../../src/shared/intake'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { JOURNAL, SNAPSHOT } from '../../../src/engine/ledger/load'
import { writeSnapshot } from '../../../src/engine/ledger/snapshot'
import type { LedgerEntry } from '../../../src/engine/ledger/types'
import { invoiceText } from '../../main/support/invoiceText'
import { allFinal, harness, until, type Harness } from './harness'

/** The engine's ledger bound (Ledger's default maxEntries). */
const BOUND = 100_000
const OLD_FILES = 20

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

/**
 * Years of use, written straight into the state folder: the entries the engine left (its first
 * files, oldest), then finished files from elsewhere up to `total`, as one snapshot.
 */
function fillLedger(stateDir: string, total: number): void {
  const ledger = Ledger.openReadOnly(stateDir)
  const first = [...ledger.values()]
  const at = new Date(Date.now() - 86_400_000).toISOString()
  function* entries(): Generator<LedgerEntry> {
    yield* first
    for (let i = first.length; i < total; i++) {
      const name = `archive-${i}.pdf`
      yield {
        ...first[0],
        id: `h${String(i).padStart(8, '0')}`,
        seq: i + 1,
        origin: { kind: 'watch', folder: '/archive' },
        path: `/archive/${name}`,
        name,
        md5: `archive-content-${i}`,
        state: 'extracted',
        documentId: `doc-${i}`,
        history: [{ state: 'extracted', at }],
        createdAt: at,
        updatedAt: at,
        meta: {}
      }
    }
  }
  writeSnapshot(join(stateDir, SNAPSHOT), 10 * total, entries(), total)
  rmSync(join(stateDir, JOURNAL))
}

/** Resolves with the item once a file of this name reached a final state. */
function finished(s: IntakeService, name: string): Promise<IntakeItem> {
  return new Promise((resolve) => {
    const off = s.on('items', (items) => {
      const done = items.find((i) => i.name === name && FINAL_STATES.includes(i.state))
      if (!done) return
      off()
      resolve(done)
    })
  })
}

describe('IntakeService at the ledger bound', () => {
  it('sends none of the files pruned at 100,000 entries again after a restart', async () => {
    h = await harness()
    const inbox = h.inbox
    for (let i = 0; i < OLD_FILES; i++) {
      writeFileSync(join(inbox, `old-${i}.txt`), invoiceText(`old ${i}`))
    }
    const first = h.service()
    await first.watch([{ path: inbox, quietMs: 100 }])
    await until(first, allFinal(OLD_FILES))
    await first.close()
    fillLedger(h.stateDir, BOUND)

    // At the bound: one more file prunes the oldest 10,001 entries, the first 20 files among them.
    const full = h.service()
    await full.watch([{ path: inbox, quietMs: 100 }])
    expect(full.counts().active).toBe(0)
    const sent = finished(full, 'one-more.txt')
    writeFileSync(join(inbox, 'one-more.txt'), invoiceText('one more'))
    expect((await sent).documentId).not.toBeNull()
    const names = new Set(full.list().map((i) => i.name))
    expect(names.has('old-0.txt')).toBe(false)
    expect(names.size).toBeLessThan(BOUND)
    await full.close()
    const documents = await h.documentCount()
    expect(documents).toBe(OLD_FILES + 1)

    // The next start: watch() resolves once the folder's files have been handed over, so an old
    // file taken for a new one has its item by then.
    const next = h.service()
    await next.watch([{ path: inbox, quietMs: 100 }])
    const again = next.list().filter((i) => i.name.startsWith('old-'))
    expect(again.map((i) => [i.name, i.state])).toEqual([])
    expect(next.counts().active).toBe(0)
    await next.whenSettled()
    expect(await h.documentCount()).toBe(documents)

    // An old file under a new name is its pruned entry's content: a duplicate, not an upload.
    const uploads = (): number => h!.requests.filter((r) => r.includes('direct_uploads')).length
    const before = uploads()
    expect(before).toBeGreaterThanOrEqual(documents)
    const moved = finished(next, 'renamed.txt')
    renameSync(join(inbox, 'old-1.txt'), join(inbox, 'renamed.txt'))
    const dup = await moved
    expect([dup.state, dup.duplicateOf?.name]).toEqual(['duplicate', 'old-1.txt'])
    expect(uploads()).toBe(before)
    expect(await h.documentCount()).toBe(documents)
  }, 300_000)
})
