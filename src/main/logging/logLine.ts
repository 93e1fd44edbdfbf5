/**
 * Everything main logs may hold text from outside: a file name, an IPC field name, a service's
 * answer. A line break in it would start a line of its own that looks like ours ("[info] key
 * saved"), so every logged string becomes one inert line here: line breaks, tabs and the other
 * C0/C1 controls, line separators and bidi marks are written as escapes (`\n`, `\u202e`).
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' }

/** `text` as one log line: nothing in it can end the line or reorder what a reader sees. */
export function logSafe(text: string): string {
  return text.replace(
    UNSAFE,
    (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
