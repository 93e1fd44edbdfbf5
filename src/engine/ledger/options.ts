import type { Clock } from '../time/clock'
import type { StorageError } from '../../storage/storageError'
import type { LedgerEntry } from './types'

/** How a Ledger is opened: its clock, limits, and whether it may write. */
export interface LedgerOptions {
  clock?: Clock
  /** Journal records that trigger compaction (at least twice the number of entries). */
  compactAt?: number
  /** History entries kept per item (the first, then the most recent). */
  historyCap?: number
  /** fsync cadence for the journal, ms. */
  syncIntervalMs?: number
  /**
   * Entries kept (default 100,000): beyond it the oldest finished ones are dropped, down to 90 %,
   * each leaving a fingerprint of its file and content (Fingerprints).
   */
  maxEntries?: number
  /**
   * Fingerprints of pruned entries kept, of files and of contents (default 3 × maxEntries: the
   * last 400,000 files known; about 310 bytes of memory each, so at most about 90 MiB).
   */
  fingerprintCap?: number
  /** Which entries may be dropped when the ledger is full (finished ones). */
  isDisposable?: (e: LedgerEntry) => boolean
  /**
   * Opens for reading only: nothing is repaired, locked or written (status of a folder this
   * user may not write, or that another Dropdock is using).
   */
  readOnly?: boolean
  /** Takes the state folder's lock (default true unless read-only): one writer per folder. */
  lock?: boolean
  /**
   * A write the ledger does in the background (timed fsync, compaction) was refused by the disk.
   * Writes made for a caller throw the StorageError to that caller instead.
   */
  onStorageError?: (err: StorageError) => void
}
