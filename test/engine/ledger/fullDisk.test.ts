import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { StorageError } from '../../../src/storage/storageError'
import { fullDisk, type Disk } from '../../main/support/fullDisk'
import { entry } from './entry'

vi.mock('node:fs', async (importOriginal) =>
  (await import('../../main/support/fullDisk')).injectingFs(await importOriginal())
)

let dir: string
let disk: Disk
afterEach(() => {
  disk?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('Ledger on a disk that fills up', () => {
  it('refuses a write whole (memory unchanged), cuts off what part of it made it, and goes on once there is space', () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-full-'))
    disk = fullDisk(dir)
    const a = new Ledger(disk.stateDir)
    a.create([entry('a'), entry('b')])
    disk.fill()
    // Big enough to need more than the journal's last, partly used page.
    const note = 'x'.repeat(20_000)
    let refused: unknown = null
    try {
      for (let i = 0; i < 50; i++) a.update('a', { state: 'hashing', name: `${note}${i}` })
    } catch (err) {
      refused = err
    }
    expect(refused).toBeInstanceOf(StorageError)
    expect((refused as Error).message).toBe(
      `The disk holding Dropdock's data is full: ${join(disk.stateDir, 'ledger.journal.jsonl')}`
    )
    const before = a.get('a')!
    expect(() => a.probe()).toThrow(/is full/)
    disk.free()
    a.probe()
    a.update('b', { state: 'failed' })
    a.close()
    const b = new Ledger(disk.stateDir)
    expect(b.loadReport.corrupt).toBe(0)
    expect(b.loadReport.tornTail).toBe(false)
    expect(b.get('a')).toEqual(before)
    expect(b.get('b')!.state).toBe('failed')
    expect(b.size).toBe(2)
    b.close()
  })
})
