import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { Output } from '../../src/cli/output'
import { createProgressView } from '../../src/cli/progressView'
import { clockTime } from '../../src/engine/time/clock'
import { makeItem } from '../support/makeItem'
import { whenSeen } from '../support/whenSeen'

/** A terminal as the bars see it: a TTY 100 columns wide, what it was sent kept as text. */
function terminal() {
  let text = ''
  const written = new Set<() => void>()
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _enc, cb) {
        text += chunk.toString()
        for (const fn of written) fn()
        cb()
      }
    }),
    { isTTY: true, columns: 100, rows: 30, cursorTo: () => true, moveCursor: () => true }
  )
  const onWrite = (fn: () => void): (() => void) => (written.add(fn), () => written.delete(fn))
  return { stream, text: () => text, onWrite }
}

describe('the progress bars at a terminal', () => {
  it('say of a file waiting for the service when it is tried next, not "uploading"', async () => {
    const tty = terminal()
    const out = new Output({ stdout: tty.stream, stderr: tty.stream, env: {} }, false)
    const view = createProgressView(out)
    const at = Date.now() + 20 * 60_000
    const item = makeItem({ id: 'a', name: 'scan.pdf', size: 4096, state: 'uploading' })
    view.items([item])
    view.items([{ ...item, state: 'retrying', nextAttemptAt: new Date(at).toISOString() }])
    const said = `waiting for the service — next try ${clockTime(at)}`
    await whenSeen(tty.onWrite, () => tty.text().includes(said), said)
    // Its own time passed, the engine's next connection check is the next try.
    const check = at + 30_000 + 60_000
    view.items([
      { ...item, state: 'retrying', nextAttemptAt: new Date(Date.now() - 1).toISOString() }
    ])
    view.waiting({ nextTryAt: new Date(check).toISOString(), files: 1 })
    const later = `waiting for the service — next try ${clockTime(check)}`
    await whenSeen(tty.onWrite, () => tty.text().includes(later), later)
    view.stop()
    expect(tty.text().lastIndexOf('uploading')).toBeLessThan(tty.text().indexOf(said))
  })
})
