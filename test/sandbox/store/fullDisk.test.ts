/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { nodeFs, type StoreFs } from '../../../src/sandbox/store/fsLayer'
import { api } from '../support/client'

const dataDir = mkdtempSync(join(tmpdir(), 'sbx-full-'))

/** A real 2 MiB tmpfs when running as root and mount works; otherwise ENOSPC is injected. */
function mountSmallDisk(): boolean {
  if (process.getuid?.() !== 0) return false
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dataDir], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const realDisk = mountSmallDisk()
const MODE = realDisk
  ? 'a real 2 MiB tmpfs filled up'
  : 'ENOSPC injected in the store (not root, or mount refused)'

function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
}

/** Fills the disk (real) or makes the store's writes fail (injected); undo with `free`. */
function diskFiller(): { fs?: StoreFs; fill(): void; free(): void } {
  if (realDisk) {
    const filler = join(dataDir, 'filler')
    return {
      fill() {
        const fd = openSync(filler, 'w')
        const chunk = Buffer.alloc(4096, 1)
        try {
          for (;;) writeSync(fd, chunk)
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err
        } finally {
          closeSync(fd)
        }
      },
      free: () => rmSync(filler)
    }
  }
  let full = false
  const fs: StoreFs = {
    ...nodeFs,
    write: (fd, data, position) =>
      full ? Promise.reject(enospc()) : nodeFs.write(fd, data, position),
    replaceFile: (path, chunks) =>
      full ? Promise.reject(enospc()) : nodeFs.replaceFile(path, chunks)
  }
  return { fs, fill: () => (full = true), free: () => (full = false) }
}

const hook = (n: number) => ({
  data: {
    type: 'webhook',
    attributes: { url: `https://example.invalid/hook/${n}`, events: ['container.created'] }
  }
})

let sb: RunningSandbox | undefined
afterAll(async () => {
  await sb?.close()
  if (realDisk) execFileSync('umount', [dataDir])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('store on a full disk', () => {
  it(`answers writes 507, keeps serving reads, writes again once space returns (${MODE})`, async () => {
    console.log(`full-disk test mode: ${MODE}`)
    const disk = diskFiller()
    sb = await startSandbox({ dataDir, storeFs: disk.fs, log: () => undefined })
    const acknowledged: string[] = []
    const first = await api(sb, 'POST', '/webhooks', hook(0))
    expect(first.status).toBe(201)
    acknowledged.push(first.body.data.id)

    disk.fill()
    // A real disk may still take a few lines into the last page of the journal.
    let refused: any
    for (let n = 1; n <= 200 && !refused; n++) {
      const res = await api(sb, 'POST', '/webhooks', hook(n))
      if (res.status === 201) acknowledged.push(res.body.data.id)
      else refused = res
    }
    expect(refused?.status).toBe(507)
    expect(refused.body.errors[0]).toMatchObject({
      status: '507',
      title: 'Insufficient Storage',
      code: 'insufficient_storage'
    })
    expect(refused.body.errors[0].detail).toMatch(/disk holding the sandbox's data is full/)

    const again = await api(sb, 'POST', '/webhooks', hook(1000))
    expect(again.status).toBe(507)
    const list = await api(sb, 'GET', '/webhooks')
    expect(list.status).toBe(200)
    const shown = await api(sb, 'GET', `/webhooks/${acknowledged[0]}`)
    expect(shown.status).toBe(200)

    disk.free()
    let after: any
    await expect
      .poll(
        async () => {
          after = await api(sb!, 'POST', '/webhooks', hook(2000))
          return after.status
        },
        { timeout: 10_000, interval: 100 }
      )
      .toBe(201)
    acknowledged.push(after.body.data.id)

    await sb.close()
    sb = await startSandbox({ dataDir, log: () => undefined })
    for (const id of acknowledged) {
      expect((await api(sb, 'GET', `/webhooks/${id}`)).status, id).toBe(200)
    }
  })
})
