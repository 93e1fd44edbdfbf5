import type { Writable } from 'node:stream'
import { ServiceError } from '../main/core/client/errors'
import { summaryText, type Summary } from './summary'
import { jsonLine, terminalSafe } from './terminalText'

export interface CliIo {
  stdout: Writable & { isTTY?: boolean }
  stderr: Writable & { isTTY?: boolean }
  env: Record<string, string | undefined>
}

/** A sentence, or several lines of one result (never joined with "\n" by the caller). */
export type Text = string | readonly string[]

const lines = (text: Text): string[] => (typeof text === 'string' ? [text] : [...text])

/**
 * Where the CLI speaks: with --json one JSON object per line on stdout (every line has an
 * `event`), otherwise sentences for a person (results on stdout, notes and errors on stderr).
 * Everything passes through terminalSafe / jsonLine here: names and the service's words never
 * reach the terminal raw.
 */
export class Output {
  /** Where result lines go; progress bars reroute it so lines do not tear the bars. */
  printLine: (text: string) => void = (text) => this.io.stdout.write(`${text}\n`)
  private summaries = 0

  constructor(
    readonly io: CliIo,
    readonly json: boolean
  ) {}

  /** A result: the object for machines, the line(s) for people. */
  result(event: string, data: Record<string, unknown>, text: Text): void {
    if (this.json) this.io.stdout.write(`${jsonLine({ event, ...data })}\n`)
    else for (const line of lines(text)) this.printLine(terminalSafe(line))
  }

  /** Something a person may want to know (which service is used…); in JSON a `note` event. */
  note(text: string, data: Record<string, unknown> = {}): void {
    if (this.json) this.io.stdout.write(`${jsonLine({ event: 'note', message: text, ...data })}\n`)
    else this.io.stderr.write(`${terminalSafe(text)}\n`)
  }

  /** The error that ended the command. */
  error(err: unknown): void {
    const e =
      err instanceof ServiceError
        ? { kind: err.kind, message: err.message, detail: err.detail, status: err.status }
        : { kind: 'internal', message: err instanceof Error ? err.message : String(err) }
    if (this.json) {
      this.io.stdout.write(`${jsonLine({ event: 'error', ...e })}\n`)
      return
    }
    this.io.stderr.write(`Error: ${terminalSafe(e.message)}\n`)
    if (e.detail && !e.message.includes(e.detail))
      this.io.stderr.write(`  (${terminalSafe(e.detail)})\n`)
  }

  /**
   * The one summary line of a command that handles files: `{"event":"summary",…}` or the same
   * counts in a sentence, then `after` (a word on why the command stopped) for a person.
   */
  summary(s: Summary, after?: string): void {
    this.summaries++
    if (this.json) this.io.stdout.write(`${jsonLine({ event: 'summary', ...s })}\n`)
    else this.printLine(terminalSafe(after ? `${summaryText(s)} ${after}` : summaryText(s)))
  }

  /** True once a summary was printed (a command that fails late must not print a second). */
  get summarized(): boolean {
    return this.summaries > 0
  }

  /** Progress bars only for a person at a terminal. */
  get interactive(): boolean {
    return !this.json && this.io.stderr.isTTY === true
  }
}
