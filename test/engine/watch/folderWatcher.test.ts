import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'
import { FolderWatcher } from '../../../src/engine/watch/folderWatcher'
import { GateRunner } from '../../../src/engine/watch/gateRunner'
import type { FileStamp } from '../../../src/engine/files/stamp'
import { ManualClock } from '../../main/support/manualClock'
import { waitFor } from '../../support/waitFor'

let dir: string
const stop: (() => Promise<void>)[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watch-'))
})
afterEach(async () => {
  for (const s of stop.splice(0)) await s()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * A watcher feeding a gate on a ManualClock, recording what the watcher handed over, what passed
 * the gate (with its size) and what vanished. Quiet periods end only when the test advances the
 * clock, so "not yet" and "nothing more" are read off the gate, not waited out.
 */
async function watchWithGate(cfg: Parameters<typeof resolveFolder>[0]) {
  const clock = new ManualClock()
  const observed: { path: string; size: number | null }[] = []
  const stable: { path: string; stamp: FileStamp }[] = []
  const gone: string[] = []
  const folder = resolveFolder(cfg)
  const gate = new GateRunner({
    clock,
    defaultQuietMs: folder.quietMs,
    onStable: (path, stamp) => stable.push({ path, stamp }),
    onGone: (path) => gone.push(path)
  })
  const fw = new FolderWatcher(folder, {
    onChanges: (changes) => {
      for (const c of changes) {
        observed.push({ path: c.path, size: c.stamp?.size ?? null })
        gate.observe(c.path, c.stamp ?? null)
      }
    }
  })
  await fw.start()
  stop.push(async () => {
    gate.close()
    await fw.close()
  })
  /** Ends every quiet period under way and waits until the gate has judged each file. */
  const endQuiet = async (): Promise<void> => {
    clock.advance(folder.quietMs)
    await waitFor(() => gate.size === 0, 'the gate to judge every file', 5_000)
  }
  return { clock, gate, observed, stable, gone, endQuiet }
}

/** A watcher alone, recording its net changes as [change, path relative to the folder]. */
async function watchChanges(cfg: Parameters<typeof resolveFolder>[0]) {
  const seen: [string, string][] = []
  const fw = new FolderWatcher(resolveFolder(cfg), {
    flushMs: 20,
    onChanges: (changes) => {
      for (const c of changes) seen.push([c.change, c.path.slice(dir.length + 1)])
    }
  })
  await fw.start()
  stop.push(() => fw.close())
  return seen
}

describe('FolderWatcher', () => {
  describe('start()', () => {
    it('passes files present at start-up through the gate, skipping junk and own folders', async () => {
      writeFileSync(join(dir, 'a.pdf'), 'aaa')
      writeFileSync(join(dir, 'b.crdownload'), 'x')
      writeFileSync(join(dir, '.hidden'), 'x')
      mkdirSync(join(dir, 'Done'))
      writeFileSync(join(dir, 'Done', 'old.pdf'), 'x')
      mkdirSync(join(dir, 'sub'))
      writeFileSync(join(dir, 'sub', 'deep.pdf'), 'x')
      const { observed, stable, endQuiet } = await watchWithGate({ path: dir, quietMs: 200 })
      // start() resolves once the start-up scan has been handed over: the gate holds all it will.
      expect(observed.map((o) => o.path)).toEqual([join(dir, 'a.pdf')])
      await endQuiet()
      expect(stable.map((s) => s.path)).toEqual([join(dir, 'a.pdf')])
    })

    it('walks subfolders when recursive and applies include patterns', async () => {
      mkdirSync(join(dir, 'sub'))
      writeFileSync(join(dir, 'sub', 'deep.pdf'), 'x')
      writeFileSync(join(dir, 'sub', 'notes.txt'), 'x')
      const { observed, stable, endQuiet } = await watchWithGate({
        path: dir,
        quietMs: 200,
        recursive: true,
        include: ['*.pdf']
      })
      expect(observed.map((o) => o.path)).toEqual([join(dir, 'sub', 'deep.pdf')])
      await endQuiet()
      expect(stable.map((s) => s.path)).toEqual([join(dir, 'sub', 'deep.pdf')])
    })
  })

  describe('usePolling', () => {
    it('finds new files by polling (network drives) and passes them through the gate', async () => {
      const { observed, stable, endQuiet } = await watchWithGate({
        path: dir,
        quietMs: 200,
        usePolling: true,
        pollIntervalMs: 100
      })
      writeFileSync(join(dir, 'polled.pdf'), 'p')
      await waitFor(() => observed.length > 0, 'the poll to find the file', 10_000)
      expect(stable).toEqual([])
      await endQuiet()
      expect(stable.map((s) => s.path)).toEqual([join(dir, 'polled.pdf')])
    })
  })

  describe('gate', () => {
    it('releases a file being written only once, after the writes stop, at its full size', async () => {
      const { clock, observed, stable, endQuiet } = await watchWithGate({
        path: dir,
        quietMs: 200
      })
      const f = join(dir, 'growing.pdf')
      const reportedAt = (size: number) =>
        waitFor(() => observed.some((o) => o.size === size), `the file at ${size} bytes`, 5_000)
      writeFileSync(f, 'x'.repeat(1000))
      await reportedAt(1000)
      for (let size = 2000; size <= 9000; size += 1000) {
        // Each write comes half a quiet period after the one before.
        clock.advance(100)
        appendFileSync(f, 'y'.repeat(1000))
        await reportedAt(size)
      }
      expect(stable).toEqual([])
      await endQuiet()
      expect(stable.map((s) => [s.path, s.stamp.size])).toEqual([[f, 9000]])
    })

    it('reports a file deleted during its quiet period as gone, never as stable', async () => {
      const { observed, stable, gone, endQuiet } = await watchWithGate({
        path: dir,
        quietMs: 200
      })
      const keep = join(dir, 'keep.pdf')
      const f = join(dir, 'brief.pdf')
      writeFileSync(keep, 'k')
      writeFileSync(f, 'x')
      await waitFor(
        () => [keep, f].every((p) => observed.some((o) => o.path === p)),
        'both files to be reported',
        5_000
      )
      rmSync(f)
      await waitFor(
        () => observed.some((o) => o.path === f && o.size === null),
        'the removal',
        5_000
      )
      await endQuiet()
      expect(stable.map((s) => s.path)).toEqual([keep])
      expect(gone).toEqual([f])
    })
  })

  describe('changes after start-up', () => {
    it('reports a file rewritten in place, a new subfolder full of files, and removals', async () => {
      writeFileSync(join(dir, 'old.pdf'), 'v1')
      const seen = await watchChanges({ path: dir, recursive: true })
      expect(seen).toEqual([['upsert', 'old.pdf']])
      writeFileSync(join(dir, 'old.pdf'), 'version 2')
      await waitFor(() => seen.length >= 2, 'the rewrite to be reported', 5_000)
      mkdirSync(join(dir, 'batch'))
      writeFileSync(join(dir, 'batch', 'b1.pdf'), '1')
      writeFileSync(join(dir, 'batch', 'b2.pdf'), '2')
      await waitFor(
        () => seen.filter(([, p]) => p.startsWith('batch')).length >= 2,
        'the new subfolder files',
        5_000
      )
      rmSync(join(dir, 'old.pdf'))
      await waitFor(() => seen.some(([c]) => c === 'remove'), 'the removal', 5_000)
      expect(seen.filter(([, p]) => p === 'old.pdf').map(([c]) => c)).toEqual([
        'upsert',
        'upsert',
        'remove'
      ])
      expect(
        seen
          .filter(([, p]) => p.startsWith('batch'))
          .map(([, p]) => p)
          .sort()
      ).toEqual([join('batch', 'b1.pdf'), join('batch', 'b2.pdf')])
    })

    it('finds a file rewritten in place on a polled folder, where only listing shows it', async () => {
      writeFileSync(join(dir, 'share.pdf'), 'v1')
      const seen = await watchChanges({ path: dir, usePolling: true, pollIntervalMs: 100 })
      expect(seen).toEqual([['upsert', 'share.pdf']])
      writeFileSync(join(dir, 'share.pdf'), 'v2 is longer')
      await waitFor(() => seen.length >= 2, 'the polled rewrite', 10_000)
      expect(seen[1]).toEqual(['upsert', 'share.pdf'])
    })

    it('keeps one OS watch per folder, not one per file', async () => {
      for (let i = 0; i < 300; i++) writeFileSync(join(dir, `f${i}.pdf`), String(i))
      const before = process.getActiveResourcesInfo().filter((r) => r === 'FSEventWrap').length
      const seen = await watchChanges({ path: dir })
      expect(seen.length).toBe(300)
      const after = process.getActiveResourcesInfo().filter((r) => r === 'FSEventWrap').length
      expect(after - before).toBe(1)
    })
  })
})
