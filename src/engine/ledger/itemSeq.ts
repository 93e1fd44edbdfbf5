/** True for a value an item's `seq` may hold: a whole number from 1 up. */
export function isItemSeq(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0
}

/**
 * Gives every loaded entry its creation number and returns the last one given. Entries come in
 * creation order (snapshot, then journal); one written before numbers existed, or whose number
 * is missing, damaged or not above the one before it, takes the next number after it. The same
 * files therefore get the same numbers at every start until a snapshot stores them, and every
 * item created later gets a larger one.
 */
export function numberEntries(entries: Iterable<{ seq: number }>): number {
  let last = 0
  for (const e of entries) {
    if (!isItemSeq(e.seq) || e.seq <= last) e.seq = last + 1
    last = e.seq
  }
  return last
}
