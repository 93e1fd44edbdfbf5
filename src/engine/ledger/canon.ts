import type { ItemOrigin, StateChange } from '../../shared/intake'
import type { EntryPatch, LedgerEntry, Numbers } from './types'

/** Distinct strings shared at most: past it, a value is kept as it came. */
const CANON_MAX = 50_000

const NO_NUMBERS: Numbers = Object.freeze({
  shipments: Object.freeze([]),
  containers: Object.freeze([])
})

/**
 * Shares what many entries hold alike, so 100,000 entries read from the ledger's files do not
 * each carry a copy: one origin object per folder, one string per document type, folder id,
 * state, note, error kind, shipment or container number, and within an entry one string per
 * instant (its creation and its last change are also times of its history). Safe because entries
 * are only ever changed by replacing a field (Object.assign of a patch), never by editing a
 * shared object or array in place.
 */
export class Canon {
  private readonly strings = new Map<string, string>()
  private readonly origins = new Map<string, ItemOrigin>()
  private readonly lists = new Map<string, Numbers>()

  /** The shared copy of `s`. */
  str<T extends string | null | undefined>(s: T): T {
    if (typeof s !== 'string') return s
    const shared = this.strings.get(s)
    if (shared !== undefined) return shared as T
    if (this.strings.size < CANON_MAX) this.strings.set(s, s)
    return s
  }

  /**
   * The shared copy of an entry's reference numbers (a compact entry's, which it never hands
   * out: entryOf gives each reader lists of its own).
   */
  numbers(shipments: readonly string[], containers: readonly string[]): Numbers {
    if (shipments.length === 0 && containers.length === 0) return NO_NUMBERS
    const key = JSON.stringify([shipments, containers])
    const shared = this.lists.get(key)
    if (shared !== undefined) return shared
    const own: Numbers = Object.freeze({
      shipments: Object.freeze(shipments.map((n) => this.str(n))),
      containers: Object.freeze(containers.map((n) => this.str(n)))
    })
    if (this.lists.size < CANON_MAX) this.lists.set(key, own)
    return own
  }

  /** An entry just read (or created), its fields shared in place; returns it. */
  entry(e: LedgerEntry): LedgerEntry {
    e.origin = this.origin(e.origin)
    e.state = this.str(e.state)
    e.documentType = this.str(e.documentType)
    if (e.lastError) e.lastError.kind = this.str(e.lastError.kind)
    e.shipmentNumbers = e.shipmentNumbers.map((n) => this.str(n))
    e.containerNumbers = e.containerNumbers.map((n) => this.str(n))
    this.history(e.history)
    // The same instant once: found (the first change) and last changed (usually the latest).
    const first = e.history[0]
    const last = e.history[e.history.length - 1]
    if (first?.at === e.createdAt) e.createdAt = first.at
    if (last?.at === e.updatedAt) e.updatedAt = last.at
    if (e.meta) {
      if (e.meta.folderId !== undefined) e.meta.folderId = this.str(e.meta.folderId)
      const since = e.meta.followSince
      const at = since === undefined ? undefined : e.history.find((h) => h.at === since)?.at
      if (at !== undefined) e.meta.followSince = at
    }
    return e
  }

  /** A journal change's fields, shared before they are applied. */
  patch(p: EntryPatch): EntryPatch {
    if (p.origin) p.origin = this.origin(p.origin)
    if (p.state) p.state = this.str(p.state)
    if (p.documentType) p.documentType = this.str(p.documentType)
    if (p.shipmentNumbers) p.shipmentNumbers = p.shipmentNumbers.map((n) => this.str(n))
    if (p.containerNumbers) p.containerNumbers = p.containerNumbers.map((n) => this.str(n))
    if (p.meta?.folderId) p.meta.folderId = this.str(p.meta.folderId)
    return p
  }

  /** State changes' states and notes shared in place. */
  history(changes: StateChange[]): void {
    for (const h of changes) {
      h.state = this.str(h.state)
      if (h.note !== undefined) h.note = this.str(h.note)
    }
  }

  private origin(o: ItemOrigin): ItemOrigin {
    // A folder's origins differ by its rules too (a path has no NUL, a separator text no control).
    const key =
      o.kind === 'watch'
        ? `w:${o.folder}\0${o.type ?? ''}\0${o.split ? `s:${o.split.text}` : ''}`
        : o.kind === 'email'
          ? `e:${o.submissionId}`
          : o.kind
    const shared = this.origins.get(key)
    if (shared) return shared
    if (this.origins.size < CANON_MAX) this.origins.set(key, o)
    return o
  }
}
