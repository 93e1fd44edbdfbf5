import { FILE_STATES, type FileState, type StateChange } from '../../shared/intake'

/**
 * One change as packed: `[state, at, note?]`. A state Dropdock knows is its index in
 * FILE_STATES; a time written the way the engine writes them (Date's ISO form) is its distance
 * in ms from the change before it (the first: from the start packHistory is given). Anything else (a state or time
 * from a foreign or damaged folder) is kept as its string, so every history comes back exactly
 * as it went in.
 */
type Packed = [state: number | string, at: number | string, note?: string]

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
/** Where an ISO time has its separators, and which: - - T : : . Z */
const SEPS = [4, 45, 7, 45, 10, 84, 13, 58, 16, 58, 19, 46, 23, 90]

/** The number the `n` digits of `s` from `i` spell, or -1 when one is not a digit. */
function digits(s: string, i: number, n: number): number {
  let v = 0
  for (let k = i; k < i + n; k++) {
    const d = s.charCodeAt(k) - 48
    if (d < 0 || d > 9) return -1
    v = v * 10 + d
  }
  return v
}

/**
 * The instant of a time written as Date's ISO form writes it (`2026-03-01T08:00:00.000Z`, a
 * year from 100 on), else null: read character by character, 100,000s of them at each start.
 */
export function isoMs(at: string): number | null {
  if (at.length !== 24) return null
  for (let k = 0; k < SEPS.length; k += 2) if (at.charCodeAt(SEPS[k]) !== SEPS[k + 1]) return null
  const [y, mo, d] = [digits(at, 0, 4), digits(at, 5, 2), digits(at, 8, 2)]
  const [h, mi, s, ms] = [
    digits(at, 11, 2),
    digits(at, 14, 2),
    digits(at, 17, 2),
    digits(at, 20, 3)
  ]
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
  const days = mo === 2 && leap ? 29 : DAYS[mo - 1]
  if (y < 100 || mo < 1 || mo > 12 || d < 1 || d > days || h < 0 || h > 23) return null
  if (mi < 0 || mi > 59 || s < 0 || s > 59 || ms < 0) return null
  return Date.UTC(y, mo - 1, d, h, mi, s, ms)
}

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
const DAY_MS = 86_400_000

/**
 * An instant as Date's ISO form writes it, for one isoMs read (a year from 100 to 9999): made
 * by arithmetic, some times faster than a Date of its own, for 100,000s of them.
 */
export function isoOf(ms: number): string {
  if (!Number.isSafeInteger(ms) || ms < -59_011_459_200_000 || ms > 253_402_300_799_999)
    return new Date(ms).toISOString()
  const days = Math.floor(ms / DAY_MS)
  let rem = ms - days * DAY_MS
  // The civil date of a day count (H. Hinnant's algorithm, days from 1970-01-01).
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  const h = Math.floor(rem / 3_600_000)
  rem -= h * 3_600_000
  const mi = Math.floor(rem / 60_000)
  rem -= mi * 60_000
  const sec = Math.floor(rem / 1000)
  const milli = rem - sec * 1000
  return (
    `${TWO[Math.floor(y / 100)]}${TWO[y % 100]}-${TWO[m]}-${TWO[d]}T${TWO[h]}:${TWO[mi]}:` +
    `${TWO[sec]}.${String(milli).padStart(3, '0')}Z`
  )
}

/**
 * True when every change has only the fields a change has, of their types: what packHistory
 * gives back exactly (a change edited out of shape in the files is kept as it is).
 */
export function packable(history: readonly StateChange[]): boolean {
  return history.every(
    (h) =>
      typeof h.state === 'string' &&
      typeof h.at === 'string' &&
      (h.note === undefined || typeof h.note === 'string') &&
      Object.keys(h).length <= (h.note === undefined ? 2 : 3)
  )
}

/**
 * A history as one short string: 6 changes of a file take some 50 characters, not 300. Its first
 * time is kept from `start` on (ms; the entry's creation, usually the same instant).
 */
export function packHistory(history: readonly StateChange[], start = 0): string {
  let before = start
  const out: Packed[] = history.map((h) => {
    const i = FILE_STATES.indexOf(h.state)
    const ms = isoMs(h.at)
    const at = ms === null ? h.at : ms - before
    if (ms !== null) before = ms
    const p: Packed = [i < 0 ? h.state : i, at]
    if (h.note !== undefined) p.push(h.note)
    return p
  })
  return JSON.stringify(out)
}

/** The history packHistory packed (from the same `start`), as it was. */
export function unpackHistory(packed: string, start = 0): StateChange[] {
  let before = start
  return (JSON.parse(packed) as Packed[]).map(([state, at, note]) => {
    let time: string
    if (typeof at === 'number') {
      before += at
      time = isoOf(before)
    } else time = at
    const h: StateChange = {
      state: typeof state === 'number' ? FILE_STATES[state] : (state as FileState),
      at: time
    }
    if (note !== undefined) h.note = note
    return h
  })
}
