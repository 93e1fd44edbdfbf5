import type { IntakeItem } from '../../shared/intake'

/** Engine-private facts kept with an item so they survive a restart; never shown to hosts. */
export interface EntryMeta {
  /** The storage refused this content's checksum once already (the retry is spent). */
  checksumRetried?: boolean
  /** When following started (for `stalled`), ISO time. */
  followSince?: string
  /** Watched folder id the file came from (after-upload actions need its settings). */
  folderId?: string
  /** Local copy of bytes handed over without a path (mail attachments), under the state dir. */
  spoolPath?: string
  /** Create requests sent for this item; above 1, a 409 may name our own earlier document. */
  createAttempts?: number
  /** updated_at of the representation last seen (to tell a fresh extraction after reextract). */
  extractedAt?: string
  /** A representation with this updated_at predates a reclassify/reextract: not a result yet. */
  staleExtractedAt?: string
  /**
   * Device and inode of the file as intake last saw it (dropped, passed by the quiet-period
   * gate, hashed): with its size and mtime, the file's identity. The file is read only when the
   * descriptor opened on it has this identity, and it tells the file that was sent from a later
   * version saved under the same name.
   */
  dev?: number
  ino?: number
  /** The path was a link when the clerk handed it over: its target is read (not for watched files). */
  linked?: boolean
  /** Polls to make before a final state counts (after relink, whose result is not marked). */
  followMinPolls?: number
  /**
   * The document's `updated_at` when a relink was asked: its links are the relink's once that
   * changed (or once `followMinPolls` polls found it unchanged, from a service that keeps it).
   */
  updatedBefore?: string
  /**
   * The tracking request "Track this number" left pending (`trackingPending`): its id, and how
   * many times it was looked at since, for the growing delay between looks.
   */
  trackRelink?: { requestId: string; looks: number }
  /** When the item was removed from the inbox: a tombstone, its document and content known. */
  removedAt?: string
  /**
   * The service's one document of a file the clerk split (docs/packets.md, "Split by the
   * clerk"), written before the first part is sent: deleted once every part is at the service.
   */
  replaces?: string
  /** That document, once deleted (or found gone): the file is its parts. */
  replaced?: string
}

/** One ledger entry: the public item plus engine-private facts. */
export interface LedgerEntry extends IntakeItem {
  meta?: EntryMeta
}

/** A compact entry's reference numbers (finished.ts), shared with every entry that has the same. */
export interface Numbers {
  readonly shipments: readonly string[]
  readonly containers: readonly string[]
}

/**
 * The fields an update may set (history is appended by the ledger when `state` changes; `seq` is
 * given once, by `Ledger.create`).
 */
export type EntryPatch = Partial<Omit<LedgerEntry, 'id' | 'seq' | 'history' | 'createdAt'>>

/**
 * What the ledger keeps of an entry its bound pruned, as written to its files:
 * `[file, md5, documentId, name]`.
 * - `file`: the key of the file as it was last seen (fileKey: path, size, mtime), or null when
 *   the entry had no file on disk;
 * - `md5`: its content, when a document holds it (sent, or known as a duplicate), else null;
 * - `documentId`, `name`: that document and its name (null without `md5`).
 */
export type Fingerprint = [
  file: string | null,
  md5: string | null,
  documentId: string | null,
  name: string | null
]

/** A state change as the journal holds it. */
export interface JournalStateChange {
  state: string
  at: string
  note?: string
}

/**
 * One journal line. Its fields are single letters (a line per change, 100,000s of them); the
 * legend of every single-letter field of the ledger's files, journal and snapshot alike:
 *
 * | field | where                            | meaning                                          |
 * | ----- | -------------------------------- | ------------------------------------------------ |
 * | `q`   | journal record                   | sequence number: replay over a snapshot that     |
 * |       |                                  | already holds the record (its `q` ≤ the          |
 * |       |                                  | snapshot's) skips it                             |
 * | `q`   | base line, snapshot header       | the last record the snapshot includes            |
 * | `n`   | journal record                   | a new entry, whole (LedgerEntry)                 |
 * | `s`   | journal record                   | the fields a change sets (EntryPatch)            |
 * | `h`   | journal record, beside `s`       | the state change it makes, or several when       |
 * |       |                                  | passing steps (Ledger.advance) are written with  |
 * |       |                                  | the change after them (JournalStateChange)       |
 * | `d`   | journal record                   | 1: the entry is dropped                          |
 * | `f`   | journal record, beside `d`       | the fingerprint a pruned entry leaves (the       |
 * |       |                                  | ledger's bound; see Fingerprint)                 |
 * | `v`   | snapshot header (its first line) | format: 1 plain JSON lines, 2 sealed lines, 3 as |
 * |       |                                  | 2 with fingerprints after the entries            |
 * | `p`   | snapshot, after the entries      | up to 500 fingerprints of pruned entries         |
 *
 * Fields spelled out: `id` (the item a record is about), `base` (`{ q, count }`, the first line
 * of an emptied journal: the snapshot it continues from, see SnapshotBase), `count` and
 * `prints` (in the snapshot header: entries and fingerprints it holds). Every line is sealed:
 * 8 hex digits of the CRC-32 of its JSON, a space, the JSON (lineSeal.ts).
 */
export type JournalRecord =
  | { q: number; id: string; n: LedgerEntry }
  | { q: number; id: string; s: EntryPatch; h?: JournalStateChange | JournalStateChange[] }
  | { q: number; id: string; d: 1; f?: Fingerprint }
