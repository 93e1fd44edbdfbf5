/**
 * What was found damaged or missing in the state folder when it was opened. Each part was read
 * around (the rest of the ledger loads), and files whose records were lost are found again and
 * sent again; the service answers their content with the documents it already holds.
 */
export const STATE_DAMAGE_KINDS = [
  /** The snapshot the journal continues from is gone. */
  'snapshot_missing',
  /** The snapshot holds fewer entries than its header says: cut short. */
  'snapshot_cut',
  /** Snapshot lines whose checksum or shape is wrong: skipped. */
  'snapshot_lines',
  /** Journal lines whose checksum or shape is wrong: skipped. */
  'journal_lines',
  /** Journal records that are missing between the snapshot and the journal. */
  'journal_gap',
  /** Changes to files the ledger does not hold (their first record is lost). */
  'journal_orphans',
  /** A change being written when Dropdock stopped, cut off (it is redone). */
  'torn_tail'
] as const

export type StateDamageKind = (typeof STATE_DAMAGE_KINDS)[number]

export interface StateDamagePart {
  kind: StateDamageKind
  /** Entries, lines or records it concerns. */
  count: number
  /** One English sentence (the CLI's, the log's). */
  message: string
}

/** The damage found in a state folder; `message` says all of it in one line. */
export interface StateDamage {
  path: string
  parts: StateDamagePart[]
  message: string
  /**
   * Files whose record was lost that were found again and taken back from the service's
   * documents in this run (followed to their outcome, not sent as new documents).
   */
  recovered?: number
}

/** The kinds that lose something; a torn tail alone only cut off a change that is redone. */
export function losesRecords(d: StateDamage): boolean {
  return d.parts.some((p) => p.kind !== 'torn_tail')
}

/**
 * What the history of an item says when its document was taken back from the service: the
 * state folder had lost the file's record, and the service already held the document it sent.
 */
export const REBUILT_NOTE =
  "taken back from the service: the state folder had lost this file's record"

/** True for an item whose document was taken back from the service after its record was lost. */
export function wasRebuilt(item: { history: readonly { note?: string }[] }): boolean {
  return item.history.some((h) => h.note === REBUILT_NOTE)
}
