import { UNSAFE_CHAR } from '../shared/fileNames'

/**
 * Text that reaches the terminal from outside (file names, the service's answers) is made inert
 * here, at the printing boundary: a name like `\x1b]0;pwned\x07invoice.pdf` must not set the
 * window title, clear the screen or print a forged "all files extracted".
 */

/**
 * ESC sequences whole: CSI (`ESC [ … final`, or C1 CSI), OSC/DCS/SOS/PM/APC strings ended by BEL
 * or ST (7- or 8-bit introducers), and two-byte escapes. An unterminated string loses only its introducer, so that it cannot swallow
 * the rest of a line we print.
 */
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /\x1b(?:\[[0-?]*[ -/]*[@-~]?|[\]PX^_][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)|[ -/]*[0-~]?)|\x9b[0-?]*[ -/]*[@-~]?|[\x90\x98\x9d-\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)/g

/** One line of text for a person at a terminal: escape sequences and unsafe marks removed. */
export function terminalSafe(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(UNSAFE_CHAR, '')
}

/** Text of CRLF-ended lines (a CSV) for a terminal: each line made inert, the line ends kept. */
export function terminalSafeLines(text: string): string {
  return text.split('\r\n').map(terminalSafe).join('\r\n')
}

/**
 * One JSON line that is inert when shown as is: JSON.stringify already writes C0 controls as
 * \u escapes; the C1 controls, bidi marks and separators it leaves raw are escaped as well.
 * The data itself stays exact (a script can still find the file by its name).
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_CHAR,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
