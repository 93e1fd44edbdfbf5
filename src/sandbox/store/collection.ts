/** Records kept in a collection need a string id and must survive JSON.stringify. */
export interface Identified {
  id: string
}

/** Where a collection reports each change, so it can be journaled. */
export interface ChangeSink<T> {
  put(item: T): void
  delete(id: string): void
}

/** Per field: field value -> ids of the records holding it. Shared by a collection's handles. */
export type FieldIndexes = Map<string, Map<unknown, Set<string>>>

/**
 * An ordered, in-memory set of records of one kind. Every change is reported to `sink` (the
 * store's journal) with the whole record; records changed in place must be `put` again (or
 * `touch`ed), or the change is not kept.
 */
export class Collection<T extends Identified> {
  constructor(
    private readonly items: Map<string, T>,
    private readonly sink: ChangeSink<T>,
    private readonly indexes: FieldIndexes = new Map()
  ) {}

  get(id: string): T | undefined {
    return this.items.get(id)
  }

  /** All records in insertion order (a copy: safe to sort). */
  all(): T[] {
    return [...this.items.values()]
  }

  find(pred: (item: T) => boolean): T | undefined {
    for (const item of this.items.values()) if (pred(item)) return item
    return undefined
  }

  filter(pred: (item: T) => boolean): T[] {
    return this.all().filter(pred)
  }

  /**
   * Records whose `field` equals `value`, in insertion order, through an index built on first use
   * and kept in step by `put` and `delete` (so hot lookups such as an upload token do not scan
   * every record). Only for fields never changed in place: an in-place change is not indexed.
   */
  findBy<K extends keyof T & string>(field: K, value: T[K]): T[] {
    const ids = this.index(field).get(value)
    if (!ids) return []
    const found: T[] = []
    for (const id of ids) {
      const item = this.items.get(id)
      if (item && item[field] === value) found.push(item)
    }
    return found
  }

  private index(field: string): Map<unknown, Set<string>> {
    let index = this.indexes.get(field)
    if (!index) {
      index = new Map()
      this.indexes.set(field, index)
      for (const item of this.items.values()) addTo(index, field, item)
    }
    return index
  }

  private unindex(item: T): void {
    for (const [field, index] of this.indexes) {
      const value = (item as unknown as Record<string, unknown>)[field]
      const ids = index.get(value)
      ids?.delete(item.id)
      if (ids?.size === 0) index.delete(value)
    }
  }

  put(item: T): T {
    const old = this.items.get(item.id)
    if (old) this.unindex(old)
    this.items.set(item.id, item)
    for (const [field, index] of this.indexes) addTo(index, field, item)
    this.sink.put(item)
    return item
  }

  /** Applies `fn` to a record in place and persists; undefined when the id is unknown. */
  update(id: string, fn: (item: T) => void): T | undefined {
    const item = this.items.get(id)
    if (!item) return undefined
    fn(item)
    this.sink.put(item)
    return item
  }

  delete(id: string): boolean {
    const old = this.items.get(id)
    if (old) this.unindex(old)
    const had = this.items.delete(id)
    if (had) this.sink.delete(id)
    return had
  }

  /** Journals every record again (after changes in place without `put`). */
  touch(): void {
    for (const item of this.items.values()) this.sink.put(item)
  }

  get size(): number {
    return this.items.size
  }
}

function addTo(index: Map<unknown, Set<string>>, field: string, item: Identified): void {
  const value = (item as unknown as Record<string, unknown>)[field]
  let ids = index.get(value)
  if (!ids) {
    ids = new Set()
    index.set(value, ids)
  }
  ids.add(item.id)
}
