/** Records kept in a collection need a string id and must survive JSON.stringify. */
export interface Identified {
  id: string
}

/**
 * An ordered, in-memory set of records of one kind. Every change calls `onChange` so the owning
 * scope is persisted; records changed in place must be `put` again (or `touch`ed).
 */
export class Collection<T extends Identified> {
  constructor(
    private readonly items: Map<string, T>,
    private readonly onChange: () => void
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

  put(item: T): T {
    this.items.set(item.id, item)
    this.onChange()
    return item
  }

  /** Applies `fn` to a record in place and persists; undefined when the id is unknown. */
  update(id: string, fn: (item: T) => void): T | undefined {
    const item = this.items.get(id)
    if (!item) return undefined
    fn(item)
    this.onChange()
    return item
  }

  delete(id: string): boolean {
    const had = this.items.delete(id)
    if (had) this.onChange()
    return had
  }

  touch(): void {
    this.onChange()
  }

  get size(): number {
    return this.items.size
  }
}
