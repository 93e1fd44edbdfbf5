import { FINAL_STATES, type FileState, type ItemOrigin } from '../../shared/intake'
import { isoMs, isoOf as iso, packable, packHistory, unpackHistory } from './historyCode'
import type { EntryMeta, LedgerEntry, Numbers } from './types'

/** The fields a compact entry keeps in slots of its own; any other field is in its `rest`. */
const SLOTS = new Set<string>([
  'id',
  'seq',
  'origin',
  'path',
  'name',
  'size',
  'mtimeMs',
  'md5',
  'state',
  'attempts',
  'documentId',
  'documentType',
  'shipmentNumbers',
  'containerNumbers',
  'history',
  'createdAt',
  'updatedAt',
  'meta'
])

/**
 * Fields every entry has that are null on nearly every finished one (absent from `rest` then);
 * bytesSent is too, when it is the file's size.
 */
const NULLS = ['lastError', 'nextAttemptAt', 'signedId', 'duplicateOf'] as const

/**
 * A finished entry as the ledger keeps it in memory (`FINAL_STATES`: nothing more happens to it
 * on its own), 100,000 of them at the ledger's bound: fixed slots instead of an object of two
 * dozen fields and its meta, its times as one number (ms) and small distances from it, its
 * history packed in one short string (historyCode.ts), its path as the folder's shared string
 * and the name's, its numbers shared with the entries that have the same, and the fields a
 * finished file seldom has (an error, a duplicate, its extraction, corrections, parts…) in
 * `rest`, null without any. Never handed out: entryOf gives it back as the LedgerEntry it was.
 * (A slot that may hold a number holds undefined for none, never NaN: V8 then keeps a small
 * number in the slot itself instead of a box of its own.)
 */
export class CompactEntry {
  constructor(
    readonly id: string,
    public seq: number,
    readonly origin: ItemOrigin,
    /** The path up to and with its last separator (the folder's string, shared); null: no path. */
    readonly dir: string | null,
    /** The rest of the path (the name's own string when they are the same). */
    readonly base: string,
    readonly name: string,
    readonly size: number,
    readonly md5: string | null,
    readonly state: FileState,
    readonly attempts: number,
    readonly documentId: string | null,
    readonly documentType: string | null,
    readonly numbers: Numbers,
    /** The history, packed, its times from `created` on. */
    readonly packed: string,
    /** createdAt, in ms; updatedAt, mtimeMs and meta.followSince as distances from it. */
    readonly created: number,
    readonly updated: number,
    readonly mtime: number | undefined,
    readonly follow: number | undefined,
    /** meta.folderId and meta.ino, when the meta has them. */
    readonly folderId: string | undefined,
    readonly ino: number | undefined,
    /** The other fields of the meta (undefined: the entry has no meta). */
    readonly meta: EntryMeta | undefined,
    readonly rest: Partial<LedgerEntry> | null
  ) {}

  /** The item's path on disk, as it was. */
  get path(): string | null {
    return this.dir === null ? null : this.dir + this.base
  }
}

export function isCompact(e: LedgerEntry | CompactEntry): e is CompactEntry {
  return e instanceof CompactEntry
}

/** Where a path is cut into its folder and the rest (any cut gives the path back whole). */
export function pathCut(path: string): number {
  return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1
}

/** Shares what many compact entries hold alike (the ledger's Canon). */
export interface Sharing {
  str<T extends string | null | undefined>(s: T): T
  numbers(shipments: readonly string[], containers: readonly string[]): Numbers
}

const NO_META: EntryMeta = Object.freeze({})

/** `ms` as a distance from `from` that gives it back exactly; null when none does. */
function distance(ms: number, from: number): number | null {
  const d = ms - from
  return from + d === ms ? d : null
}

/**
 * The fields of `e` a compact entry keeps in `rest` (null: none), or false when one of them
 * would not come back as it was (an entry out of shape is kept as it is).
 */
function restOf(e: LedgerEntry): Record<string, unknown> | null | false {
  for (const k of SLOTS) if (k !== 'meta' && !(k in e)) return false
  for (const k of NULLS) if (!(k in e)) return false
  if (!('bytesSent' in e)) return false
  let rest: Record<string, unknown> | null = null
  for (const k of Object.keys(e)) {
    const v = (e as unknown as Record<string, unknown>)[k]
    if (SLOTS.has(k) || (v === null && (NULLS as readonly string[]).includes(k))) continue
    if (k === 'bytesSent' && v === e.size) continue
    if (v === undefined) return false
    ;(rest ??= {})[k] = v
  }
  return rest
}

/** The form memory keeps `e` in: compact when it is finished and every field fits, else `e`. */
export function storedForm(e: LedgerEntry, share: Sharing): LedgerEntry | CompactEntry {
  if (!FINAL_STATES.includes(e.state) || !packable(e.history)) return e
  const created = typeof e.createdAt === 'string' ? isoMs(e.createdAt) : null
  const updatedMs = typeof e.updatedAt === 'string' ? isoMs(e.updatedAt) : null
  if (created === null || updatedMs === null) return e
  const updated = distance(updatedMs, created)
  if (typeof e.mtimeMs !== 'number' && e.mtimeMs !== null) return e
  const mtime = e.mtimeMs === null ? undefined : distance(e.mtimeMs, created)
  if (updated === null || mtime === null) return e
  if ((typeof e.path !== 'string' || e.path === '') && e.path !== null) return e
  if (!Array.isArray(e.shipmentNumbers) || !Array.isArray(e.containerNumbers)) return e
  const rest = restOf(e)
  if (rest === false) return e
  let meta: EntryMeta | undefined
  let follow: number | undefined
  let folderId: string | undefined
  let ino: number | undefined
  if (e.meta) {
    const { followSince, folderId: folder, ino: inode, ...others } = e.meta
    if (Object.values(e.meta).includes(undefined)) return e
    if (followSince !== undefined) {
      const since = typeof followSince === 'string' ? isoMs(followSince) : null
      const d = since === null ? null : distance(since, created)
      if (d === null) return e
      follow = d
    }
    if (folder !== undefined && typeof folder !== 'string') return e
    if (inode !== undefined && typeof inode !== 'number') return e
    ;[folderId, ino] = [share.str(folder), inode]
    meta = Object.keys(others).length === 0 ? NO_META : others
  }
  const cut = e.path === null ? 0 : pathCut(e.path)
  const base = e.path === null ? '' : e.path.slice(cut)
  return new CompactEntry(
    e.id,
    e.seq,
    e.origin,
    e.path === null ? null : share.str(e.path.slice(0, cut)),
    base === e.name ? e.name : base,
    e.name,
    e.size,
    e.md5,
    e.state,
    e.attempts,
    e.documentId,
    e.documentType,
    share.numbers(e.shipmentNumbers, e.containerNumbers),
    packHistory(e.history, created),
    created,
    updated,
    mtime,
    follow,
    folderId,
    ino,
    meta,
    rest as Partial<LedgerEntry> | null
  )
}

/** A compact entry's meta as it was (undefined when it had none). */
function metaOf(c: CompactEntry): EntryMeta | undefined {
  if (c.meta === undefined) return undefined
  const meta: EntryMeta = { ...c.meta }
  if (c.folderId !== undefined) meta.folderId = c.folderId
  if (c.ino !== undefined) meta.ino = c.ino
  if (c.follow !== undefined) meta.followSince = iso(c.created + c.follow)
  return meta
}

/**
 * A compact entry as the LedgerEntry it was: a plain object of its own (changing it changes
 * nothing the ledger holds), every field written out (its times by isoOf, some times faster
 * than Date's; an accessor that would write the history out only when read costs each object a
 * shape of its own, more than it saves).
 */
function entryOf(c: CompactEntry): LedgerEntry {
  const out: LedgerEntry = {
    id: c.id,
    seq: c.seq,
    origin: c.origin,
    path: c.path,
    name: c.name,
    size: c.size,
    mtimeMs: c.mtime === undefined ? null : c.created + c.mtime,
    md5: c.md5,
    state: c.state,
    bytesSent: c.size,
    attempts: c.attempts,
    lastError: null,
    nextAttemptAt: null,
    signedId: null,
    documentId: c.documentId,
    duplicateOf: null,
    documentType: c.documentType,
    shipmentNumbers: [...c.numbers.shipments],
    containerNumbers: [...c.numbers.containers],
    history: unpackHistory(c.packed, c.created),
    createdAt: iso(c.created),
    updatedAt: iso(c.created + c.updated)
  }
  if (c.rest) Object.assign(out, c.rest)
  const meta = metaOf(c)
  if (meta) out.meta = meta
  return out
}

/**
 * What the ledger hands out for what it holds: a compact entry written out (a plain object of
 * its own, which the ledger changes in place when it is active again), any other as it is.
 */
export function shownEntry(e: LedgerEntry | CompactEntry): LedgerEntry {
  return isCompact(e) ? entryOf(e) : e
}
