/** A first-in first-out queue with O(1) removal by marking (10,000 queued files stay cheap). */
export class Fifo {
  private items: (string | null)[] = []
  private head = 0
  private live = 0

  get size(): number {
    return this.live
  }

  push(id: string): void {
    this.items.push(id)
    this.live++
  }

  /** Removes an id wherever it is; the slot is skipped later. */
  remove(id: string): boolean {
    const i = this.items.indexOf(id, this.head)
    if (i === -1) return false
    this.items[i] = null
    this.live--
    return true
  }

  shift(): string | undefined {
    while (this.head < this.items.length) {
      const id = this.items[this.head++]
      if (id !== null) {
        this.live--
        this.compact()
        return id
      }
    }
    return undefined
  }

  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head)
      this.head = 0
    }
  }
}
