/**
 * A service answer's JSON, read within SERVICE_ANSWER_LIMITS. JSON.parse runs on the thread
 * that calls it, which in the app is Electron's main: an answer nested millions deep took it
 * 17 to 28 s. A scan of the text for its depth, with no allocation, refuses such an answer at
 * its 65th bracket, before JSON.parse is called; the size bound keeps the parse of anything
 * flat short (a 4 MiB answer, the largest read, is the linear worst case).
 */
import { SERVICE_ANSWER_LIMITS } from '../../shared/serviceAnswer'

/** An answer past one of the bounds; `reason` says which, in a few words. */
export class AnswerTooLarge extends Error {
  readonly code = 'ANSWER_TOO_LARGE'
  constructor(readonly reason: string) {
    super(`the answer is ${reason}`)
    this.name = 'AnswerTooLarge'
  }
}

export const BYTES_REASON = `larger than ${SERVICE_ANSWER_LIMITS.bytes / 1024 / 1024} MiB`
const DEPTH_REASON = `nested deeper than ${SERVICE_ANSWER_LIMITS.depth} levels`

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d

/** True when the brackets of `text` outside strings nest deeper than `max`. */
function deeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--
  }
  return false
}

/**
 * JSON.parse of a service answer; throws AnswerTooLarge past the bounds (checked first), and
 * JSON.parse's SyntaxError for text that is not JSON.
 */
export function parseAnswer(text: string): unknown {
  if (text.length > SERVICE_ANSWER_LIMITS.bytes) throw new AnswerTooLarge(BYTES_REASON)
  if (deeperThan(text, SERVICE_ANSWER_LIMITS.depth)) throw new AnswerTooLarge(DEPTH_REASON)
  return JSON.parse(text)
}

/** The reason of an AnswerTooLarge (the parse's, or the transport's on a body), else null. */
export function tooLargeReason(err: unknown): string | null {
  return err instanceof AnswerTooLarge ? err.reason : null
}
