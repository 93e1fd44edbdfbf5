import { isAcknowledged, type StateChange } from '../../shared/intake'
import { documentOutcomes, outcomeOf } from '../../shared/outcome'
import { Canon } from './canon'
import { isCompact, pathCut, shownEntry, storedForm, type CompactEntry } from './finished'
import { Fingerprints } from './fingerprints'
import { numberEntries } from './itemSeq'
import { StateIndex } from './stateIndex'
import type { JournalRecord, LedgerEntry } from './types'

/** A reference to the document holding some content (for duplicates found without a request). */
export interface ContentOwner {
  /** The item whose file it was; null when that item was pruned and only its fingerprint is left. */
  itemId: string | null
  documentId: string
  name: string | null
}

/** An entry as memory holds it: a finished one compact (finished.ts), any other as it is. */
type Held = LedgerEntry | CompactEntry

/**
 * The ledger's entries in memory, in creation order, with their indexes: by path (the newest
 * item of a path), by document, by content (MD5) of what was sent, and by state (those still in
 * the inbox). Changed only by applying
 * journal records, as they were written or replayed. What it hands out is a LedgerEntry (a
 * finished one given back whole from its compact form, a copy of its own).
 */
export class LedgerEntries {
  private readonly entries = new Map<string, Held>()
  /** By folder (a path up to its last separator), then the rest of the path: the item's id. */
  private readonly paths = new Map<string, Map<string, string>>()
  private readonly contents = new Map<string, string>()
  private readonly documents = new Map<string, string>()
  /** The entries still in the inbox (not removed) by state, and their acknowledged tallies. */
  readonly states = new StateIndex()
  /** What entries pruned at the bound left: their files and contents stay known. */
  readonly prints: Fingerprints
  /** What entries hold alike, held once. */
  private readonly canon = new Canon()

  /**
   * `historyCap`: history entries kept per item (the first, then the most recent);
   * `printCap`: fingerprints of pruned entries kept (of files, and of contents); `compact`:
   * finished entries kept compact and what entries hold alike shared (not for one pass over
   * the files, LedgerPasses, which holds each entry only while it is handed on).
   */
  constructor(
    private readonly historyCap: number,
    printCap: number,
    private readonly compact = true
  ) {
    this.prints = new Fingerprints(printCap)
  }

  /** The form an entry just read or changed is held in. */
  private stored(e: LedgerEntry): Held {
    return this.compact ? storedForm(this.canon.entry(e), this.canon) : e
  }

  get size(): number {
    return this.entries.size
  }

  get(id: string): LedgerEntry | undefined {
    const e = this.entries.get(id)
    return e && shownEntry(e)
  }

  has(id: string): boolean {
    return this.entries.has(id)
  }

  /** All entries in creation order. */
  *values(): IterableIterator<LedgerEntry> {
    for (const e of this.entries.values()) yield shownEntry(e)
  }

  /** The entries not kept compact, in creation order: all but finished ones (finished.ts). */
  *unfinished(): IterableIterator<LedgerEntry> {
    for (const e of this.entries.values()) if (!isCompact(e)) yield e
  }

  /** Gives every entry its creation number (numberEntries); the last one given. */
  numberAll(): number {
    return numberEntries(this.entries.values())
  }

  /**
   * The newest entry for a path on disk: the item of the file's latest version. Changes to an
   * older item (a first version still being followed) never take the path back from it.
   */
  byPath(path: string): LedgerEntry | undefined {
    const cut = pathCut(path)
    const id = this.paths.get(path.slice(0, cut))?.get(path.slice(cut))
    return id === undefined ? undefined : this.get(id)
  }

  /** The document that already holds this content, if any file with it was sent. */
  byMd5(md5: string): ContentOwner | undefined {
    const id = this.contents.get(md5)
    const e = id === undefined ? undefined : this.get(id)
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
    return id === undefined ? undefined : this.get(id)
  }

  /** An entry read from the snapshot (indexed by indexAll once the journal is replayed). */
  load(e: LedgerEntry): void {
    this.entries.set(e.id, this.stored(e))
  }

  /** Indexes every entry, numbered first (the path index names the one numbered last). */
  indexAll(): void {
    this.numberAll()
    for (const e of this.entries.values()) this.index(e)
  }

  /** Applies a change to an entry, keeping the indexes right; the changed entry. */
  applyIndexed(r: JournalRecord): LedgerEntry {
    this.unindexId(r.id)
    this.apply(r)
    this.indexId(r.id)
    return this.get(r.id)!
  }

  /** Applies a record; false when it changes or drops an item the ledger does not hold. */
  apply(r: JournalRecord): boolean {
    if ('n' in r) {
      this.entries.set(r.id, this.stored(r.n))
    } else if ('d' in r) {
      if (r.f) this.prints.add(r.f)
      if (!this.entries.delete(r.id)) return false
    } else {
      // Changed in place: a copy per change would make each long-lived entry old-generation
      // garbage at every step of every file. Nothing outside the engine holds an entry: the
      // public view (toPublic) is a copy. Only a finished entry, kept compact, is given its
      // full form to change, and made compact again when it is still finished after the change.
      const held = this.entries.get(r.id)
      if (!held) return false
      const cur = shownEntry(held)
      Object.assign(cur, this.compact ? this.canon.patch(r.s) : r.s)
      if (r.h) {
        const added = (Array.isArray(r.h) ? r.h : [r.h]) as StateChange[]
        if (this.compact) this.canon.history(added)
        cur.history = capHistory([...cur.history, ...added], this.historyCap)
      }
      const stored = this.compact ? storedForm(cur, this.canon) : cur
      if (stored !== held) this.entries.set(r.id, stored)
    }
    return true
  }

  /** Indexes the entry `id` (when held). */
  indexId(id: string): void {
    const e = this.entries.get(id)
    if (e) this.index(e)
  }

  /** Takes the entry `id` out of the indexes (when held). */
  unindexId(id: string): void {
    const e = this.entries.get(id)
    if (e) this.unindex(e)
  }

  private index(held: Held): void {
    const e = isCompact(held) ? indexFacts(held) : held
    if (e.meta?.removedAt === undefined) {
      // Acknowledged: judged by the history, written out only for an entry that has one.
      const acknowledged = e.acknowledgedAt ? isAcknowledged(shownEntry(held)) : false
      this.states.add(e.id, e.state, outcomeOf(e), acknowledged, documentOutcomes(e))
    }
    const at = this.placeIn(held)
    if (at) {
      let byRest = this.paths.get(at[0])
      if (!byRest) this.paths.set(at[0], (byRest = new Map()))
      const holder = byRest.get(at[1])
      // The newest item of the path by creation number (Ledger.create numbers each after the last).
      if (holder === undefined || (this.entries.get(holder)?.seq ?? 0) <= e.seq) {
        byRest.set(at[1], e.id)
      }
    }
    if (e.documentId && !this.documents.has(e.documentId)) this.documents.set(e.documentId, e.id)
    if (e.md5 && (e.documentId || e.duplicateOf) && !this.contents.has(e.md5)) {
      this.contents.set(e.md5, e.id)
    }
  }

  private unindex(e: Held): void {
    this.states.remove(e.id, e.state)
    const at = this.placeIn(e)
    const byRest = at && this.paths.get(at[0])
    if (at && byRest?.get(at[1]) === e.id) {
      byRest.delete(at[1])
      if (byRest.size === 0) this.paths.delete(at[0])
    }
    if (e.documentId && this.documents.get(e.documentId) === e.id)
      this.documents.delete(e.documentId)
    if (e.md5 && this.contents.get(e.md5) === e.id) this.contents.delete(e.md5)
  }

  /** The key of an entry's path in the path index: its folder's string (shared), then the rest. */
  private placeIn(e: Held): [string, string] | null {
    if (isCompact(e)) return e.dir === null ? null : [e.dir, e.base]
    if (!e.path) return null
    const cut = pathCut(e.path)
    return [this.canon.str(e.path.slice(0, cut)), e.path.slice(cut)]
  }
}

/** What indexing reads of an entry, from a compact one without writing it out whole. */
type IndexFacts = Pick<
  LedgerEntry,
  | 'id'
  | 'seq'
  | 'state'
  | 'documentId'
  | 'md5'
  | 'duplicateOf'
  | 'shipmentNumbers'
  | 'containerNumbers'
  | 'possibleDuplicateOf'
  | 'manual'
  | 'parts'
  | 'acknowledgedAt'
  | 'meta'
>

function indexFacts(c: CompactEntry): IndexFacts {
  const rest = c.rest ?? {}
  return {
    id: c.id,
    seq: c.seq,
    state: c.state,
    documentId: c.documentId,
    md5: c.md5,
    duplicateOf: rest.duplicateOf ?? null,
    shipmentNumbers: c.numbers.shipments as string[],
    containerNumbers: c.numbers.containers as string[],
    possibleDuplicateOf: rest.possibleDuplicateOf,
    manual: rest.manual,
    parts: rest.parts,
    acknowledgedAt: rest.acknowledgedAt,
    meta: c.meta
  }
}

/** Keeps the first history entry (when the file was found) and the most recent ones. */
export function capHistory(h: StateChange[], cap: number): StateChange[] {
  if (h.length <= cap) return h
  return [h[0], ...h.slice(h.length - (cap - 1))]
}
