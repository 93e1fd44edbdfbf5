import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FolderHealth } from '../../../src/shared/folderHealth'
import type { NetChange } from '../../../src/engine/watch/coalesce'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'
import { WatchedFolders } from '../../../src/engine/watch/watchedFolders'
import { ManualClock } from '../../main/support/manualClock'
import { waitFor } from '../../support/waitFor'

let dir: string
let folders: WatchedFolders | null = null
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'health-'))
})
afterEach(async () => {
  await folders?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Watched folders on a ManualClock: a retry happens only when the test moves time on. */
function watched() {
  const clock = new ManualClock()
  const health: FolderHealth[] = []
  const changes: NetChange[] = []
  folders = new WatchedFolders({
    clock,
    retryMs: 1000,
    onChanges: (batch) => changes.push(...batch),
    onHealth: (h) => health.push(h),
    log: () => undefined
  })
  return { clock, health, changes, folders }
}

describe('WatchedFolders', () => {
  it('retries a missing folder on the engine clock and takes its files once it is there', async () => {
    const share = join(dir, 'share')
    const { clock, health, changes, folders: f } = watched()
    await f.set([resolveFolder({ path: share })])
    expect(health).toEqual([
      {
        path: share,
        state: 'unreachable',
        code: 'ENOENT',
        reason: `The folder "${share}" does not exist (or cannot be reached).`
      }
    ])
    mkdirSync(share)
    writeFileSync(join(share, 'scan.pdf'), 'scan')
    // Before the retry is due nothing looks at the folder again.
    clock.advance(999)
    expect(health.map((h) => h.state)).toEqual(['unreachable'])
    clock.advance(1)
    await waitFor(() => health.at(-1)?.state === 'watching', 'the folder to join', 5000)
    expect(health.map((h) => h.state)).toEqual(['unreachable', 'retrying', 'watching'])
    expect(changes).toEqual([
      { path: join(share, 'scan.pdf'), change: 'upsert', stamp: expect.any(Object) }
    ])
  })

  it('calls a folder removed while watched unreachable without calling its files gone, and watches it again once it is back', async () => {
    const share = join(dir, 'share')
    mkdirSync(share)
    writeFileSync(join(share, 'kept.pdf'), 'kept')
    const { clock, health, changes, folders: f } = watched()
    await f.set([resolveFolder({ path: share })])
    expect(health.map((h) => h.state)).toEqual(['watching'])
    rmSync(share, { recursive: true, force: true })
    // Whether the watch fires or the next check finds it, the folder is unreachable.
    await waitFor(
      () => {
        clock.advance(1000)
        return health.at(-1)?.state === 'unreachable'
      },
      () => `the folder to be unreachable; health ${JSON.stringify(health)}`,
      5000
    )
    expect(f.health()).toEqual([expect.objectContaining({ state: 'unreachable', code: 'ENOENT' })])
    mkdirSync(share)
    writeFileSync(join(share, 'new.pdf'), 'new')
    await waitFor(
      () => {
        clock.advance(1000)
        return health.at(-1)?.state === 'watching'
      },
      'the folder to be watched again',
      5000
    )
    expect(changes.map((c) => [c.path, c.change])).toEqual(
      expect.arrayContaining([[join(share, 'new.pdf'), 'upsert']])
    )
    // An unreadable folder is not an empty one: its file was never reported removed.
    expect(changes.filter((c) => c.change === 'remove')).toEqual([])
  })
})
