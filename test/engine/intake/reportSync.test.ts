import type * as Fs from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { IntakeItem } from '../../../src/shared/intake'
import { harness, until, type Harness } from './harness'

/**
 * node:fs whose fdatasync on the ledger's journal is held until the test lets it go, so a test
 * can see what the engine does while the disk is still flushing.
 */
const disk = vi.hoisted(() => ({
  journalFds: new Set<number>(),
  holding: false,
  held: [] as (() => void)[],
  onHeld: null as (() => void) | null
}))

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>()
  const openSync = ((path: string, ...rest: unknown[]) => {
    const fd = (fs.openSync as (...a: unknown[]) => number)(path, ...rest)
    if (String(path).endsWith('ledger.journal.jsonl')) disk.journalFds.add(fd)
    return fd
  }) as typeof fs.openSync
  const fdatasync = ((fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
    if (!disk.holding || !disk.journalFds.has(fd)) return fs.fdatasync(fd, cb)
    disk.held.push(() => fs.fdatasync(fd, cb))
    disk.onHeld?.()
  }) as typeof fs.fdatasync
  const all = { ...fs, openSync, fdatasync }
  return { ...all, default: all }
})

let h: Harness | null = null
afterEach(async () => {
  disk.holding = false
  for (const go of disk.held.splice(0)) go()
  await h?.close()
  h = null
})

describe('reporting item states', () => {
  it('reports a state only once the ledger holding it is synced, without stopping the engine meanwhile', async () => {
    h = await harness({ delayMs: 50 })
    const svc = h.service()
    const reported: IntakeItem[] = []
    svc.on('items', (items) => reported.push(...items))
    disk.holding = true
    const held = new Promise<void>((resolve) => (disk.onHeld = resolve))
    svc.addBytes('held.txt', new TextEncoder().encode('reported once on disk'))
    await held
    // The sync is under way: nothing is reported yet, and timers and I/O still run.
    expect(reported).toEqual([])
    const ticked = await new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1))
    expect(ticked).toBe(true)
    expect(reported).toEqual([])
    const delivered = new Promise<IntakeItem[]>((resolve) => {
      const off = svc.on('items', (items) => {
        off()
        resolve(items)
      })
    })
    disk.holding = false
    for (const go of disk.held.splice(0)) go()
    expect((await delivered).map((x) => x.name)).toEqual(['held.txt'])
    await until(svc, (xs) => xs.every((x) => x.documentId !== null))
  })
})
