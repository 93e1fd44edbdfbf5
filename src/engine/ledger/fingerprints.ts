import { createHash } from 'node:crypto'
import type { Fingerprint, LedgerEntry } from './types'

/** The document a pruned entry's content is held by. */
export interface KnownContent {
  documentId: string
  name: string | null
}

/**
 * A file as the watcher sees it, in 22 characters: the MD5 of its path, size and mtime. Exact
 * enough that two files never share one (a shared key would leave a new file unsent).
 */
export function fileKey(path: string, size: number, mtimeMs: number): string {
  return createHash('md5').update(`${path}\0${size}\0${mtimeMs}`).digest('base64url')
}

/** The fingerprint a pruned entry leaves, or null when it had neither a file nor a document. */
export function fingerprintOf(e: LedgerEntry): Fingerprint | null {
  const file = e.path !== null && e.mtimeMs !== null ? fileKey(e.path, e.size, e.mtimeMs) : null
  const doc = e.documentId
    ? { id: e.documentId, name: e.name }
    : e.duplicateOf
      ? { id: e.duplicateOf.id, name: e.duplicateOf.name }
      : null
  const md5 = doc && e.md5 ? e.md5 : null
  if (file === null && md5 === null) return null
  return [file, md5, md5 && doc!.id, md5 && doc!.name]
}

/** True for a value read from the ledger's files that has a fingerprint's shape. */
export function isFingerprint(v: unknown): v is Fingerprint {
  if (!Array.isArray(v) || v.length !== 4) return false
  const [file, md5, doc, name] = v as unknown[]
  const text = (x: unknown): boolean => x === null || typeof x === 'string'
  return text(file) && text(md5) && text(doc) && text(name) && (md5 === null) === (doc === null)
}

/**
 * The fingerprints of entries the ledger's bound pruned: a file sent (or failed, or found a
 * duplicate) before is left alone when it is seen again unchanged, and content a document holds
 * is known as that document without a request, however long ago it was sent. Kept up to `cap`
 * of each kind (oldest dropped first), far beyond the entries' bound: about 310 bytes each
 * (measured, file and content together) instead of the kilobytes of an entry.
 */
export class Fingerprints {
  private readonly files = new Set<string>()
  private readonly contents = new Map<string, [documentId: string, name: string | null]>()

  constructor(private readonly cap: number) {}

  /** Files and contents known (each counted once). */
  get size(): number {
    return this.files.size + this.contents.size
  }

  add([file, md5, documentId, name]: Fingerprint): void {
    if (file !== null) {
      this.files.delete(file)
      this.files.add(file)
      if (this.files.size > this.cap) this.files.delete(this.files.keys().next().value!)
    }
    if (md5 !== null && documentId !== null) {
      this.contents.delete(md5)
      this.contents.set(md5, [documentId, name])
      if (this.contents.size > this.cap) this.contents.delete(this.contents.keys().next().value!)
    }
  }

  /** True when a pruned entry left this file, unchanged since (same path, size and mtime). */
  hasFile(path: string, size: number, mtimeMs: number): boolean {
    return this.files.size > 0 && this.files.has(fileKey(path, size, mtimeMs))
  }

  /** The document holding this content, when a pruned entry knew it. */
  content(md5: string): KnownContent | undefined {
    const c = this.contents.get(md5)
    return c && { documentId: c[0], name: c[1] }
  }

  /** Every fingerprint, oldest first (files, then contents), for the snapshot. */
  *all(): IterableIterator<Fingerprint> {
    for (const file of this.files) yield [file, null, null, null]
    for (const [md5, [documentId, name]] of this.contents) yield [null, md5, documentId, name]
  }
}
