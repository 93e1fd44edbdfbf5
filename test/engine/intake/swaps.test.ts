/**
 * A colleague with write access to a shared scan folder changes what a name leads to after
 * Dropdock took the file in: a link renamed over the file while it waits out its quiet period
 * or after it failed, or a subfolder replaced by a link to a folder outside. Real temp folders,
 * real links, the rename done by a second process (`mv`), the engine over the real sandbox:
 * nothing outside the watched folder is ever sent, and the item says why.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FINAL_STATES, type IntakeItem } from '../../../src/shared/intake'
import { ManualClock } from '../../main/support/manualClock'
import { invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'
import { harness, until, type Harness } from './harness'
import { runCli } from '../../../src/cli/run'
import { captureIo } from '../../cli/capture'

let h: Harness
let key: string
beforeEach(async () => {
  h = await harness()
  // The clerk's own private key, outside every watched folder: text, so the service takes it.
  const ssh = join(h.dir, 'home', '.ssh')
  mkdirSync(ssh, { recursive: true })
  key = join(ssh, 'id_rsa')
  writeFileSync(key, `-----BEGIN OPENSSH PRIVATE KEY-----\n${invoiceText('the private key')}`)
})
afterEach(async () => {
  await h.close()
})

/** A second process renames a link to `target` over `path` (rename(2): one step, no gap). */
function colleagueLinks(target: string, path: string): void {
  const link = join(h.dir, `link-${Math.random().toString(36).slice(2)}`)
  symlinkSync(target, link)
  execFileSync('mv', ['-T', link, path])
}

/** Moves the manual clock on until the item named `name` reaches a final state. */
async function runUntilFinal(
  clock: ManualClock,
  items: () => IntakeItem[],
  name: string
): Promise<IntakeItem> {
  return waitFor(
    () => {
      const item = items().find((i) => i.name === name)
      if (item && FINAL_STATES.includes(item.state)) return item
      clock.advance(100)
      return null
    },
    () => `"${name}" to end; items: ${JSON.stringify(items().map((i) => [i.name, i.state]))}`,
    15_000
  )
}

const LINK_REFUSAL = {
  state: 'failed',
  documentId: null,
  lastError: {
    kind: 'file',
    reason: 'link',
    message: '"inv.txt" changed into a link while it was waiting: not sent.'
  }
}

describe('a watched file whose name is changed to lead elsewhere', () => {
  it('is refused when a link is renamed over it during its quiet period, and nothing is sent', async () => {
    const clock = new ManualClock(Date.now())
    const s = h.service({ clock })
    const f = join(h.inbox, 'inv.txt')
    writeFileSync(f, invoiceText('the real invoice'))
    await s.watch([{ path: h.inbox, quietMs: 5000 }])
    // Taken in and waiting out its quiet period: the engine's own state says so.
    await until(s, (xs) => xs[0]?.state === 'waiting')

    colleagueLinks(key, f)

    const item = await runUntilFinal(clock, () => s.list(), 'inv.txt')
    expect(item).toMatchObject(LINK_REFUSAL)
    expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
    expect(await h.documentCount()).toBe(0)
  })

  it('is refused on "Retry failed" when a link took its place after it failed', async () => {
    const clock = new ManualClock(Date.now())
    const s = h.service({ clock })
    const f = join(h.inbox, 'inv.txt')
    // A zip named .txt: refused for its bytes, so it fails without anything sent.
    writeFileSync(f, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]))
    await s.watch([{ path: h.inbox, quietMs: 1000 }])
    const failed = await runUntilFinal(clock, () => s.list(), 'inv.txt')
    expect(failed).toMatchObject({ state: 'failed', lastError: { kind: 'not_a_document' } })

    colleagueLinks(key, f)
    expect(s.retryFailed()).toEqual({ count: 1 })

    const item = await runUntilFinal(clock, () => s.list(), 'inv.txt')
    expect(item).toMatchObject(LINK_REFUSAL)
    expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
    expect(await h.documentCount()).toBe(0)
  })
})

describe('a dropped file whose name is changed to lead elsewhere', () => {
  it('is refused when a link took its place before it was read', async () => {
    const s = h.service({ paused: true })
    const f = join(h.dir, 'inv.txt')
    writeFileSync(f, invoiceText('dropped from a shared folder'))
    const { ids } = await s.addFiles([f])
    colleagueLinks(key, f)
    s.resume()

    const [item] = await until(s, (xs) => FINAL_STATES.includes(xs[0].state))
    expect(item.id).toBe(ids[0])
    expect(item).toMatchObject(LINK_REFUSAL)
    expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])

    // The CLI says why, from the same state folder.
    await s.close()
    const c = captureIo()
    expect(await runCli(['status', '--state', h.stateDir], c.io)).toBe(1)
    expect(c.stdout()).toContain(
      'FAIL inv.txt: failed: "inv.txt" changed into a link while it was waiting: not sent.'
    )
  })
})

describe('a recursive watched folder whose subfolder is swapped for a link', () => {
  it('sends none of the files of the folder the link leads to', async () => {
    const sub = join(h.inbox, 'sub')
    mkdirSync(sub)
    writeFileSync(join(sub, 'inv.txt'), invoiceText('in the subfolder'))
    const s = h.service()
    // Polled, as network shares are: every poll lists each watched folder by its path.
    await s.watch([
      { path: h.inbox, quietMs: 200, recursive: true, usePolling: true, pollIntervalMs: 100 }
    ])
    await until(s, (xs) => xs.length === 1 && FINAL_STATES.includes(xs[0].state))

    renameSync(sub, join(h.inbox, 'old'))
    symlinkSync(join(h.dir, 'home', '.ssh'), sub)

    // The polls after the swap list `sub` again: the key is found there, and refused.
    const items = await until(
      s,
      (xs) =>
        xs.some((i) => i.path === join(sub, 'id_rsa')) &&
        xs.some((i) => i.path === join(h.inbox, 'old', 'inv.txt')) &&
        xs.every((i) => FINAL_STATES.includes(i.state))
    )
    const found = items.find((i) => i.path === join(sub, 'id_rsa'))
    expect(found).toMatchObject({
      state: 'failed',
      documentId: null,
      lastError: {
        kind: 'file',
        reason: 'folder_link',
        message: '"id_rsa" is in a folder that was changed into a link ("sub"): not sent.'
      }
    })
    // The invoice was sent once; its move to old/ is known content, and nothing else went.
    expect(await h.documentCount()).toBe(1)
    const names = (await h.client.listDocuments({ size: 100 })).data.map((d) => d.attributes.name)
    expect(names).toEqual(['inv.txt'])
  })
})
