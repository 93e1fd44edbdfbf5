import { Writable } from 'node:stream'
import type { CliIo } from '../../src/cli/output'

/** Streams that keep what the CLI writes, for assertions (not a TTY: no bars). */
export function captureIo(env: Record<string, string | undefined> = {}) {
  const sink = () => {
    const chunks: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        chunks.push(chunk.toString())
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
    /** Every stdout line parsed as JSON (fails the test on a line that is not). */
    events: () =>
      stdout
        .text()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown> & { event: string })
  }
}
