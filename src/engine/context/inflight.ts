import type { LedgerEntry } from '../ledger/types'

/** What makes two files the same content for the service: MD5 and size. */
export function contentKey(e: Pick<LedgerEntry, 'md5' | 'size'>): string | null {
  return e.md5 ? `${e.md5}:${e.size}` : null
}

/**
 * One item per content in flight. The first item to reach the upload step with a given content
 * sends it; others with the same content wait until it has its document (they then become its
 * duplicates) or ends without one (then the next one sends). Two creates of the same content
 * never race, so a 409 can only name a document this engine recorded, or one made elsewhere.
 * In memory only: the ledger's states are enough to rebuild it after a restart.
 */
export class InFlightContent {
  private readonly owners = new Map<string, string>()
  private readonly owned = new Map<string, string>()
  private readonly waiters = new Map<string, Set<string>>()

  /** Who holds this content now, if not `id` (then `id` is parked until it is released). */
  claim(key: string, id: string): string | null {
    const owner = this.owners.get(key)
    if (owner !== undefined && owner !== id) {
      let set = this.waiters.get(key)
      if (!set) this.waiters.set(key, (set = new Set()))
      set.add(id)
      return owner
    }
    this.owners.set(key, id)
    this.owned.set(id, key)
    this.waiters.get(key)?.delete(id)
    return null
  }

  holds(id: string): boolean {
    return this.owned.has(id)
  }

  /** Lets go of the content `id` holds; returns the items that waited for it. */
  release(id: string): string[] {
    const key = this.owned.get(id)
    if (key === undefined) return []
    this.owned.delete(id)
    if (this.owners.get(key) === id) this.owners.delete(key)
    const set = this.waiters.get(key)
    this.waiters.delete(key)
    return set ? [...set] : []
  }

  /** An item that stopped waiting on its own (cancelled, forgotten). */
  drop(id: string): void {
    for (const set of this.waiters.values()) set.delete(id)
  }

  get waiting(): number {
    let n = 0
    for (const set of this.waiters.values()) n += set.size
    return n
  }
}
