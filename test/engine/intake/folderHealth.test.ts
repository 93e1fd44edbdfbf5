import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FolderHealth } from '../../../src/shared/folderHealth'
import { invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'
import { harness, until, type Harness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

/** The newest health told for `path`, from the events seen. */
const latest = (seen: FolderHealth[], path: string): FolderHealth | undefined =>
  seen.filter((x) => x.path === path).at(-1)

describe('IntakeService folder health (real folders, real sandbox)', () => {
  it('watches the reachable folder while another is missing, and takes the missing one once it appears', async () => {
    const missing = join(h.dir, 'share')
    // A real clock: chokidar's events and the gate run on it too; retries come every 100 ms.
    const s = h.service({ folderRetryMs: 100 })
    const seen: FolderHealth[] = []
    s.on('folder', (x) => seen.push(x))
    await s.watch([
      { path: h.inbox, quietMs: 100 },
      { path: missing, quietMs: 100 }
    ])
    expect(latest(seen, missing)).toMatchObject({ state: 'unreachable', code: 'ENOENT' })
    expect(latest(seen, h.inbox)).toMatchObject({ state: 'watching' })

    writeFileSync(join(h.inbox, 'a.txt'), invoiceText('reachable folder'))
    await until(s, (items) => items.some((i) => i.name === 'a.txt' && i.state === 'extracted'))

    mkdirSync(missing)
    await waitFor(() => latest(seen, missing)?.state === 'watching', 'the share to join', 8000)
    expect(seen.filter((x) => x.path === missing).map((x) => x.state)).toEqual([
      'unreachable',
      'retrying',
      'watching'
    ])
    writeFileSync(join(missing, 'b.txt'), invoiceText('share came up'))
    await until(s, (items) => items.some((i) => i.name === 'b.txt' && i.state === 'extracted'))
  })

  it('calls a watched folder that is removed unreachable, not empty, and sends what is written once it is back', async () => {
    const s = h.service({ folderRetryMs: 100 })
    const seen: FolderHealth[] = []
    s.on('folder', (x) => seen.push(x))
    writeFileSync(join(h.inbox, 'before.txt'), invoiceText('before the folder went away'))
    await s.watch([{ path: h.inbox, quietMs: 100 }])
    await until(s, (items) => items.some((i) => i.name === 'before.txt' && i.state === 'extracted'))

    rmSync(h.inbox, { recursive: true, force: true })
    await waitFor(
      () => latest(seen, h.inbox)?.state === 'unreachable',
      () => `the folder to be unreachable; seen ${JSON.stringify(seen)}`,
      8000
    )
    expect(latest(seen, h.inbox)).toMatchObject({
      code: 'ENOENT',
      reason: expect.stringContaining(h.inbox)
    })
    expect(s.folderHealth()).toEqual([latest(seen, h.inbox)])

    mkdirSync(h.inbox)
    await waitFor(() => latest(seen, h.inbox)?.state === 'watching', 'the folder to join', 8000)
    writeFileSync(join(h.inbox, 'after.txt'), invoiceText('after the folder came back'))
    const items = await until(s, (all) =>
      all.some((i) => i.name === 'after.txt' && i.state === 'extracted')
    )
    expect(items.map((i) => i.name).sort()).toEqual(['after.txt', 'before.txt'])
  })
})
