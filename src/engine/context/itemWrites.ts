import type { Ledger } from '../ledger/ledger'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import type { Scheduler } from '../queue/scheduler'
import { isFinal, priorityOf } from './entries'
import type { InFlightContent } from './inflight'
import type { StorageGuard } from './storageGuard'

export interface ItemWritesOptions {
  ledger: Ledger
  storage: Pick<StorageGuard, 'written'>
  scheduler: Pick<Scheduler, 'enqueue'>
  inflight: InFlightContent
  /** The item changed: it goes into the next 'items' event. */
  mark(id: string): void
  /** The entry as written (the judgement of possible duplicates follows each change). */
  written?: (e: LedgerEntry) => void
}

/**
 * Every change of an item goes through here: written to the ledger (a refusal of the disk puts
 * intake on hold first), announced, and, once the item that sends a content settles, the items
 * that waited for it go on.
 */
export class ItemWrites {
  constructor(private readonly opts: ItemWritesOptions) {}

  /** Writes a transition (before the caller acts on it) and announces it. */
  set(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    const e = this.opts.storage.written(() => this.opts.ledger.update(id, patch, note))
    this.opts.mark(id)
    this.settleContent(e)
    this.opts.written?.(e)
    return this.opts.ledger.get(id) ?? e
  }

  /** A passing step (hashing, uploading), written with the item's next lasting change. */
  advance(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    const e = this.opts.ledger.advance(id, patch, note)
    this.opts.mark(id)
    return e
  }

  setMany(changes: { id: string; patch: EntryPatch; note?: string }[]): void {
    if (changes.length === 0) return
    for (const e of this.opts.storage.written(() => this.opts.ledger.updateMany(changes))) {
      this.opts.mark(e.id)
      this.settleContent(e)
      this.opts.written?.(e)
    }
  }

  create(entries: LedgerEntry[]): void {
    if (entries.length === 0) return
    this.opts.storage.written(() => this.opts.ledger.create(entries))
    for (const e of entries) {
      this.opts.mark(e.id)
      this.opts.written?.(e)
    }
  }

  /**
   * Once the item sending a content has its document, ends without one, or no longer has that
   * content (the file changed), the items that waited for it go on: to `duplicate` when there is
   * a document, else the next one sends.
   */
  private settleContent(e: LedgerEntry): void {
    const { inflight, ledger, scheduler } = this.opts
    if (isFinal(e.state)) inflight.drop(e.id)
    if (!inflight.holds(e.id)) return
    const settled =
      e.documentId !== null || e.duplicateOf !== null || isFinal(e.state) || e.md5 === null
    if (!settled) return
    for (const w of inflight.release(e.id)) {
      const next = ledger.get(w)
      if (next && !isFinal(next.state)) scheduler.enqueue('upload', w, priorityOf(next.origin))
    }
  }
}
