import type { Writable } from 'node:stream'
import { ServiceError } from '../main/core/client/errors'

export interface CliIo {
  stdout: Writable & { isTTY?: boolean }
  stderr: Writable & { isTTY?: boolean }
  env: Record<string, string | undefined>
}

/**
 * Where the CLI speaks: with --json one JSON object per line on stdout (every line has an
 * `event`), otherwise sentences for a person (results on stdout, notes and errors on stderr).
 */
export class Output {
  /** Where result sentences go; progress bars reroute it so lines do not tear the bars. */
  printLine: (text: string) => void = (text) => this.io.stdout.write(`${text}\n`)

  constructor(
    readonly io: CliIo,
    readonly json: boolean
  ) {}

  /** A result line: the object for machines, the sentence for people. */
  result(event: string, data: Record<string, unknown>, text: string): void {
    if (this.json) this.io.stdout.write(`${JSON.stringify({ event, ...data })}\n`)
    else this.printLine(text)
  }

  /** Something a person may want to know (which service is used…); in JSON a `note` event. */
  note(text: string, data: Record<string, unknown> = {}): void {
    if (this.json)
      this.io.stdout.write(`${JSON.stringify({ event: 'note', message: text, ...data })}\n`)
    else this.io.stderr.write(`${text}\n`)
  }

  /** The error that ended the command. */
  error(err: unknown): void {
    const e =
      err instanceof ServiceError
        ? { kind: err.kind, message: err.message, detail: err.detail, status: err.status }
        : { kind: 'internal', message: err instanceof Error ? err.message : String(err) }
    if (this.json) this.io.stdout.write(`${JSON.stringify({ event: 'error', ...e })}\n`)
    else
      this.io.stderr.write(
        `Error: ${e.message}${e.detail && !e.message.includes(e.detail) ? `\n  (${e.detail})` : ''}\n`
      )
  }

  /** Progress bars only for a person at a terminal. */
  get interactive(): boolean {
    return !this.json && this.io.stderr.isTTY === true
  }
}
