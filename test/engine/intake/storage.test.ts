import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Ledger } from '../../../src/engine/ledger/ledger'
import type { IntakeItem } from '../../../src/shared/intake'
import type { StorageProblem } from '../../../src/shared/storageProblem'
import { fullDisk, type Disk } from '../../main/support/fullDisk'
import { harness, until, type Harness } from './harness'
import { invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'

vi.mock('node:fs', async (importOriginal) =>
  (await import('../../main/support/fullDisk')).injectingFs(await importOriginal())
)

let h: Harness | null = null
let disk: Disk | null = null
afterEach(async () => {
  await h?.close().catch(() => undefined)
  disk?.close()
  h = null
  disk = null
})

describe('a full disk under the state folder', () => {
  it('pauses intake with the reason, reports nothing as done meanwhile, and resumes by itself once space is freed', async () => {
    h = await harness({ delayMs: 400 })
    disk = fullDisk(h.dir)
    const svc = h.service({ stateDir: disk.stateDir, storageRetryMs: 50 })
    const storage: (StorageProblem | null)[] = []
    svc.on('storage', (s) => storage.push(s))
    const reported: IntakeItem[] = []
    svc.on('items', (items) => reported.push(...items))
    const paths: string[] = []
    for (let i = 0; i < 5; i++) {
      const p = join(h.inbox, `invoice-${i}.txt`)
      writeFileSync(p, invoiceText(`copy ${i}`))
      paths.push(p)
    }
    await svc.addFiles(paths)
    // Taken in; every step from here on (hash, upload, create, follow) must be written first.
    // (A real disk takes a few more records into the journal's last, partly used page.)
    disk.fill()
    await until(svc, () => storage.length > 0)
    const problem = svc.storageProblem()!
    expect(problem.code).toBe('ENOSPC')
    expect(problem.message).toBe(
      `The disk holding Dropdock's data is full: ${join(disk.stateDir, 'ledger.journal.jsonl')}`
    )
    // While full, nothing that could not be written is reported, nor started: shown after the
    // engine tried the disk again (its probe refused too).
    const before = reported.length
    // The probe's refusal changes the problem's path without a 'storage' event: looked at.
    await waitFor(
      () => svc.storageProblem()?.path.endsWith('ledger.probe') === true,
      'the engine to try the disk again',
      8000
    )
    expect(reported.slice(before).filter((i) => i.state === 'extracted')).toEqual([])
    expect(svc.list().filter((i) => i.state === 'extracted')).toEqual([])
    disk.free()
    const done = await until(
      svc,
      (items) => items.length === 5 && items.every((i) => i.state === 'extracted')
    )
    expect(storage.at(-1)).toBeNull()
    expect(svc.storageProblem()).toBeNull()
    expect(new Set(done.map((i) => i.documentId)).size).toBe(5)
    expect(await h.documentCount()).toBe(5)
    await svc.close()
    const ledger = Ledger.openReadOnly(disk.stateDir)
    const entries = [...ledger.values()]
    expect(entries.map((e) => e.name).sort()).toEqual(paths.map((p) => p.split('/').pop()).sort())
    expect(entries.every((e) => e.state === 'extracted')).toBe(true)
  }, 40_000)
})
