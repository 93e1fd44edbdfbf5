import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'
import { allFinal, harness, until, type Harness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

/**
 * A scanner that holds `scan.txt` open: it writes `first` (possibly nothing) at once, is seen
 * still open past the quiet period, then writes the rest and closes. The watched folder moves
 * sent files.
 */
async function slowScan(first: string, rest: string): Promise<void> {
  const lines: string[] = []
  const s = h.service({ log: (line) => lines.push(line) })
  const held: string[] = []
  s.on('notice', (n) => n.kind === 'held_open' && held.push(n.name))
  await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
  const f = join(h.inbox, 'scan.txt')
  const fd = openSync(f, 'w')
  try {
    if (first !== '') writeSync(fd, first)
    // The engine looked at the quiet file and found the writer still at it.
    await waitFor(
      () => lines.some((l) => l.includes('"scan.txt" is still open for writing')),
      'the engine to see scan.txt still open for writing',
      10_000
    )
    writeSync(fd, rest)
  } finally {
    closeSync(fd)
  }
  const items = await until(s, allFinal(1))
  await s.whenSettled()
  expect(items[0].state).toBe('extracted')
  const res = await fetch(await h.client.downloadUrl(items[0].documentId!))
  expect(await res.text()).toBe(first + rest)
  expect(readFileSync(join(h.inbox, 'Done', 'scan.txt'), 'utf8')).toBe(first + rest)
  expect(existsSync(join(h.inbox, 'Failed'))).toBe(false)
  expect(await h.documentCount()).toBe(1)
  // Said once, as a notice a person running the CLI reads, not only in the log.
  expect(held).toEqual(['scan.txt'])
}

describe('watch() with a writer that holds the file open', () => {
  it('does not end a 0-byte file as empty while it is open, and sends what is written later', async () => {
    await slowScan('', invoiceText('written after the quiet period'))
  })

  it('sends a file whose writer paused past the quiet period once, whole', async () => {
    const whole = invoiceText('second page')
    const cut = Math.floor(whole.length / 2)
    await slowScan(whole.slice(0, cut), whole.slice(cut))
  })
})
