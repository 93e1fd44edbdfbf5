import { Writable } from 'node:stream'
import type { CliIo } from '../../src/cli/output'

/** Streams that keep what the CLI writes, for assertions (not a TTY: no bars). */
export function captureIo(env: Record<string, string | undefined> = {}) {
  const written = new Set<() => void>()
  const sink = () => {
    const chunks: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        chunks.push(chunk.toString())
        for (const fn of written) fn()
        cb()
      }
    })
    return { stream, text: () => chunks.join('') }
  }
  const stdout = sink()
  const stderr = sink()
  const io: CliIo = { stdout: stdout.stream, stderr: stderr.stream, env }
  return {
    io,
    stdout: stdout.text,
    stderr: stderr.text,
    /** Calls `fn` after each write to stdout or stderr; returns unsubscribe. */
    onWrite: (fn: () => void): (() => void) => {
      written.add(fn)
      return () => written.delete(fn)
    },
    /** Every stdout line parsed as JSON (fails the test on a line that is not). */
    events: () =>
      stdout
        .text()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown> & { event: string })
  }
}
