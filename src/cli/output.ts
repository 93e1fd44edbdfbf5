import type { Writable } from 'node:stream'
import { detailForPerson, errorRecord } from './errors'
import { summaryText, type Summary } from './summary'
import { jsonLine, terminalSafe, terminalSafeLines } from './terminalText'

export interface CliIo {
  stdout: Writable & { isTTY?: boolean }
  stderr: Writable & { isTTY?: boolean }
  env: Record<string, string | undefined>
}

/** A sentence, or several lines of one result (never joined with "\n" by the caller). */
export type Text = string | readonly string[]

/** Characters of stdout held before they are written (Output.hold): 64 Ki, a pipe's buffer. */
const HELD_CHARS = 1 << 16

const lines = (text: Text): string[] => (typeof text === 'string' ? [text] : [...text])

/**
 * Where the CLI speaks: with --json one JSON object per line on stdout (every line has an
 * `event`), otherwise sentences for a person (results on stdout, notes and errors on stderr).
 * Everything passes through terminalSafe / jsonLine here: names and the service's words never
 * reach the terminal raw.
 */
export class Output {
  /**
   * Where every line for a person goes (results to stdout, notes and errors to stderr); progress
   * bars reroute it to print each line above them at once, so a line neither tears the bars nor
   * waits for a redraw that may never come.
   */
  printLine: (to: 'stdout' | 'stderr', text: string) => void = (to, text) =>
    this.write(to, `${text}\n`)
  private summaries = 0
  /** What hold() gathered for stdout, not written yet (null when not holding). */
  private held: string[] | null = null
  private heldChars = 0

  constructor(
    readonly io: CliIo,
    readonly json: boolean
  ) {}

  /**
   * A result: the object for machines, the line(s) for people (or what makes them, when only a
   * person's output needs them: status words 100,000 lines).
   */
  result(event: string, data: Record<string, unknown>, text: Text | (() => Text)): void {
    if (this.json) this.write('stdout', `${jsonLine({ event, ...data })}\n`)
    else {
      const said = typeof text === 'function' ? text() : text
      for (const line of lines(said)) this.printLine('stdout', terminalSafe(line))
    }
  }

  /** Something a person may want to know (which service is used…); in JSON a `note` event. */
  note(text: string, data: Record<string, unknown> = {}): void {
    if (this.json) this.write('stdout', `${jsonLine({ event: 'note', message: text, ...data })}\n`)
    else this.printLine('stderr', terminalSafe(text))
  }

  /**
   * A document written whole on stdout (the CSV export), lines ended by CRLF: in a pipe or a
   * file its bytes exact, at a terminal each line made inert like every other line printed.
   */
  document(text: string): void {
    this.write('stdout', this.io.stdout.isTTY === true ? terminalSafeLines(text) : text)
  }

  /** The error that ended the command. */
  error(err: unknown): void {
    const e = errorRecord(err)
    if (this.json) {
      this.write('stdout', `${jsonLine({ event: 'error', ...e })}\n`)
      return
    }
    this.printLine('stderr', `Error: ${terminalSafe(e.message)}`)
    const detail = detailForPerson(e)
    if (detail) this.printLine('stderr', `  (${terminalSafe(detail)})`)
  }

  /**
   * The one summary line of a command that handles files: `{"event":"summary",…}` or the same
   * counts in a sentence, then `after` (a word on why the command stopped) for a person.
   */
  summary(s: Summary, after?: string): void {
    this.summaries++
    if (this.json) this.write('stdout', `${jsonLine({ event: 'summary', ...s })}\n`)
    else
      this.printLine('stdout', terminalSafe(after ? `${summaryText(s)} ${after}` : summaryText(s)))
  }

  /** True once a summary was printed (a command that fails late must not print a second). */
  get summarized(): boolean {
    return this.summaries > 0
  }

  /**
   * From now on what goes to stdout is written in chunks of about HELD_CHARS, until release():
   * status's 100,000 lines in some hundreds of writes instead of one each. Anything for stderr
   * first writes what is held, so the two keep their order.
   */
  hold(): void {
    this.held ??= []
  }

  /** Writes what hold() gathered, and writes each line as it comes again. */
  release(): void {
    this.flush()
    this.held = null
  }

  private flush(): void {
    if (!this.held?.length) return
    const text = this.held.join('')
    this.held.length = 0
    this.heldChars = 0
    this.io.stdout.write(text)
  }

  private write(to: 'stdout' | 'stderr', text: string): void {
    if (to === 'stdout' && this.held) {
      this.held.push(text)
      this.heldChars += text.length
      if (this.heldChars >= HELD_CHARS) this.flush()
      return
    }
    if (to === 'stderr') this.flush()
    this.io[to].write(text)
  }

  /** Progress bars only for a person at a terminal. */
  get interactive(): boolean {
    return !this.json && this.io.stderr.isTTY === true
  }
}
