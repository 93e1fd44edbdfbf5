import { isAcknowledged, type StateChange } from '../../shared/intake'
import { documentOutcomes, outcomeOf } from '../../shared/outcome'
import { Canon } from './canon'
import { fullEntry, storedForm } from './finished'
import { Fingerprints } from './fingerprints'
import { StateIndex } from './stateIndex'
import type { JournalRecord, LedgerEntry } from './types'

/** A reference to the document holding some content (for duplicates found without a request). */
export interface ContentOwner {
  /** The item whose file it was; null when that item was pruned and only its fingerprint is left. */
  itemId: string | null
  documentId: string
  name: string | null
}

/**
 * The ledger's entries in memory, in creation order, with their indexes: by path (the newest
 * item of a path), by document, by content (MD5) of what was sent, and by state (those still in
 * the inbox). Changed only by applying
 * journal records, as they were written or replayed.
 */
export class LedgerEntries {
  private readonly entries = new Map<string, LedgerEntry>()
  private readonly paths = new Map<string, string>()
  private readonly contents = new Map<string, string>()
  private readonly documents = new Map<string, string>()
  /** The entries still in the inbox (not removed) by state, and their acknowledged tallies. */
  readonly states = new StateIndex()
  /** Creation rank of each entry: the path index names the newest item of a path. */
  private readonly rank = new Map<string, number>()
  private created = 0
  /** What entries pruned at the bound left: their files and contents stay known. */
  readonly prints: Fingerprints
  /** What entries hold alike, held once. */
  private readonly canon = new Canon()

  /**
   * `historyCap`: history entries kept per item (the first, then the most recent);
   * `printCap`: fingerprints of pruned entries kept (of files, and of contents).
   */
  constructor(
    private readonly historyCap: number,
    printCap: number
  ) {
    this.prints = new Fingerprints(printCap)
  }

  get size(): number {
    return this.entries.size
  }

  get(id: string): LedgerEntry | undefined {
    return this.entries.get(id)
  }

  has(id: string): boolean {
    return this.entries.has(id)
  }

  /** All entries in creation order. */
  values(): IterableIterator<LedgerEntry> {
    return this.entries.values()
  }

  /**
   * The newest entry for a path on disk: the item of the file's latest version. Changes to an
   * older item (a first version still being followed) never take the path back from it.
   */
  byPath(path: string): LedgerEntry | undefined {
    const id = this.paths.get(path)
    return id === undefined ? undefined : this.entries.get(id)
  }

  /** The document that already holds this content, if any file with it was sent. */
  byMd5(md5: string): ContentOwner | undefined {
    const id = this.contents.get(md5)
    const e = id === undefined ? undefined : this.entries.get(id)
    if (!e) {
      const pruned = this.prints.content(md5)
      return pruned && { itemId: null, documentId: pruned.documentId, name: pruned.name }
    }
    if (e.documentId) return { itemId: e.id, documentId: e.documentId, name: e.name }
    if (e.duplicateOf)
      return { itemId: e.id, documentId: e.duplicateOf.id, name: e.duplicateOf.name }
    return undefined
  }

  /** The entry whose file created this document (not those recorded as its duplicates). */
  holderOf(documentId: string): LedgerEntry | undefined {
    const id = this.documents.get(documentId)
    return id === undefined ? undefined : this.entries.get(id)
  }

  /** An entry read from the snapshot (indexed by indexAll once the journal is replayed). */
  load(e: LedgerEntry): void {
    this.entries.set(e.id, storedForm(this.canon.entry(e)))
    this.rank.set(e.id, ++this.created)
  }

  indexAll(): void {
    for (const e of this.entries.values()) this.index(e)
  }

  /** Applies a change to an entry, keeping the indexes right; the changed entry. */
  applyIndexed(r: JournalRecord): LedgerEntry {
    this.unindex(this.entries.get(r.id)!)
    this.apply(r)
    const e = this.entries.get(r.id)!
    this.index(e)
    return e
  }

  /** Applies a record; false when it changes or drops an item the ledger does not hold. */
  apply(r: JournalRecord): boolean {
    if ('n' in r) {
      this.entries.set(r.id, storedForm(this.canon.entry(r.n)))
      this.rank.set(r.id, ++this.created)
    } else if ('d' in r) {
      if (r.f) this.prints.add(r.f)
      if (!this.entries.delete(r.id)) return false
      this.rank.delete(r.id)
    } else {
      // Changed in place: a copy per change would make each long-lived entry old-generation
      // garbage at every step of every file. Nothing outside the engine holds an entry: the
      // public view (toPublic) is a copy. Only a finished entry, kept packed, is unpacked to
      // change, and packed again when it is still finished after the change.
      const held = this.entries.get(r.id)
      if (!held) return false
      const cur = fullEntry(held)
      Object.assign(cur, this.canon.patch(r.s))
      if (r.h) {
        const added = (Array.isArray(r.h) ? r.h : [r.h]) as StateChange[]
        this.canon.history(added)
        cur.history = capHistory([...cur.history, ...added], this.historyCap)
      }
      const stored = storedForm(cur)
      if (stored !== held) this.entries.set(r.id, stored)
    }
    return true
  }

  index(e: LedgerEntry): void {
    if (e.meta?.removedAt === undefined)
      this.states.add(e.id, e.state, outcomeOf(e), isAcknowledged(e), documentOutcomes(e))
    if (e.path) {
      const holder = this.paths.get(e.path)
      if (holder === undefined || (this.rank.get(holder) ?? 0) <= (this.rank.get(e.id) ?? 0)) {
        this.paths.set(e.path, e.id)
      }
    }
    if (e.documentId && !this.documents.has(e.documentId)) this.documents.set(e.documentId, e.id)
    if (e.md5 && (e.documentId || e.duplicateOf) && !this.contents.has(e.md5)) {
      this.contents.set(e.md5, e.id)
    }
  }

  unindex(e: LedgerEntry): void {
    this.states.remove(e.id, e.state)
    if (e.path && this.paths.get(e.path) === e.id) this.paths.delete(e.path)
    if (e.documentId && this.documents.get(e.documentId) === e.id)
      this.documents.delete(e.documentId)
    if (e.md5 && this.contents.get(e.md5) === e.id) this.contents.delete(e.md5)
  }
}

/** Keeps the first history entry (when the file was found) and the most recent ones. */
export function capHistory(h: StateChange[], cap: number): StateChange[] {
  if (h.length <= cap) return h
  return [h[0], ...h.slice(h.length - (cap - 1))]
}
