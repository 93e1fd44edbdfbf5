import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'
import { FolderWatcher } from '../../../src/engine/watch/folderWatcher'
import { waitFor } from '../../support/waitFor'

let dir: string
let watcher: FolderWatcher | null = null
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'burst-'))
})
afterEach(async () => {
  await watcher?.close()
  watcher = null
  rmSync(dir, { recursive: true, force: true })
})

/**
 * A second process makes `folders` new subfolders of `root` and writes `files` small files into
 * each as soon as it exists, as a scanner's batch job or a copy from a stick does; resolves once
 * it has ended.
 */
function writeBurst(root: string, folders: string[], files: number): Promise<void> {
  const script = `
    const { mkdirSync, writeFileSync } = require('node:fs')
    const { join } = require('node:path')
    const [root, files, ...folders] = process.argv.slice(1)
    for (const folder of folders) {
      const sub = join(root, folder)
      mkdirSync(sub, { recursive: true })
      for (let f = 0; f < +files; f++) writeFileSync(join(sub, 'scan' + f + '.pdf'), 'page ' + f)
    }`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, root, String(files), ...folders], {
      stdio: ['ignore', 'ignore', 'inherit']
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the writer ended with ${code}`))
    )
  })
}

/**
 * A recursive watcher on `dir`, and the files it has reported present (relative paths). Its
 * periodic rescan is ten minutes away: what it knows comes from its watches and from listing
 * each new folder again, not from the rescan's safety net.
 */
async function watchKnown(): Promise<Set<string>> {
  const known = new Set<string>()
  const folder = resolveFolder({ path: dir, recursive: true, pollIntervalMs: 600_000 })
  watcher = new FolderWatcher(folder, {
    flushMs: 20,
    onChanges: (changes) => {
      for (const c of changes) {
        const rel = c.path.slice(dir.length + 1)
        if (c.change === 'upsert') known.add(rel)
        else known.delete(rel)
      }
    }
  })
  await watcher.start()
  return known
}

/** Every path a burst into `folders` wrote. */
function burstPaths(folders: string[], files: number): string[] {
  return folders.flatMap((d) => Array.from({ length: files }, (_, f) => join(d, `scan${f}.pdf`)))
}

const flat = Array.from({ length: 100 }, (_, d) => `batch${d}`)

describe('FolderWatcher: folders that appear in a burst', () => {
  it('knows all 10,000 files written into 100 new subfolders as they appear', async () => {
    const known = await watchKnown()
    await writeBurst(dir, flat, 100)
    await waitFor(
      () => known.size === 10_000,
      () => `all 10,000 files to be known (${known.size} are)`,
      60_000
    )
    expect([...known].sort()).toEqual(burstPaths(flat, 100).sort())
  }, 90_000)

  it('knows the files of subfolders made inside a new subfolder as it is read', async () => {
    const nested = flat.map((d, i) => join(`batch${i % 10}`, d))
    const known = await watchKnown()
    await writeBurst(dir, nested, 20)
    await waitFor(
      () => known.size === 2_000,
      () => `all 2,000 files to be known (${known.size} are)`,
      60_000
    )
    expect([...known].sort()).toEqual(burstPaths(nested, 20).sort())
    // Each of them is watched from now on: one more file in each is reported by its watch.
    for (const d of nested) writeFileSync(join(dir, d, 'late.pdf'), 'late')
    await waitFor(
      () => known.size === 2_100,
      () => `the 100 late files to be known (${known.size - 2_000} are)`,
      10_000
    )
  }, 90_000)
})
