import { FILE_STATES, type FileState, type StateChange } from '../../shared/intake'

/**
 * One change as packed: `[state, at, note?]`. A state Dropdock knows is its index in
 * FILE_STATES; a time written the way the engine writes them (Date's ISO form) is its distance
 * in ms from the change before it (the first: ms since 1970). Anything else (a state or time
 * from a foreign or damaged folder) is kept as its string, so every history comes back exactly
 * as it went in.
 */
type Packed = [state: number | string, at: number | string, note?: string]

function timeOf(at: string): number | null {
  const ms = Date.parse(at)
  return Number.isFinite(ms) && new Date(ms).toISOString() === at ? ms : null
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

/** A history as one short string: 6 changes of a file take some 70 characters, not 300. */
export function packHistory(history: readonly StateChange[]): string {
  let before = 0
  const out: Packed[] = history.map((h) => {
    const i = FILE_STATES.indexOf(h.state)
    const ms = timeOf(h.at)
    const at = ms === null ? h.at : ms - before
    if (ms !== null) before = ms
    const p: Packed = [i < 0 ? h.state : i, at]
    if (h.note !== undefined) p.push(h.note)
    return p
  })
  return JSON.stringify(out)
}

/** The history packHistory packed, as it was. */
export function unpackHistory(packed: string): StateChange[] {
  let before = 0
  return (JSON.parse(packed) as Packed[]).map(([state, at, note]) => {
    let time: string
    if (typeof at === 'number') {
      before += at
      time = new Date(before).toISOString()
    } else time = at
    const h: StateChange = {
      state: typeof state === 'number' ? FILE_STATES[state] : (state as FileState),
      at: time
    }
    if (note !== undefined) h.note = note
    return h
  })
}
