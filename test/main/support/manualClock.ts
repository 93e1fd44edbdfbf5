import type { Clock } from '../../../src/engine/time/clock'

interface Timer {
  id: number
  at: number
  ms: number
  fn: () => void
}

/**
 * A Clock driven by the test: it reads what the test set, and its timers fire only when the test
 * advances time or fires them. Proves that something did not happen without sleeping: advance to
 * just before its time and look.
 */
export class ManualClock implements Clock {
  private time: number
  /** The monotonic reading: moves only with advance(), never with set(). Timers run on it. */
  private mono = 0
  private timers: Timer[] = []
  private nextId = 1

  constructor(start = 0) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  monotonic(): number {
    return this.mono
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.nextId++
    this.timers.push({ id, at: this.mono + ms, ms, fn })
    return id
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle)
  }

  /** The delays of the timers armed and not yet fired, in the order they were armed. */
  get pendingMs(): number[] {
    return this.timers.map((t) => t.ms)
  }

  /**
   * Sets the wall reading without firing anything or moving the monotonic one (as a wall clock
   * is stepped by NTP or the user).
   */
  set(now: number): void {
    this.time = now
  }

  /** Moves time on by `ms` (wall and monotonic), firing each timer that falls due, earliest first. */
  advance(ms: number): void {
    const end = this.mono + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)
      if (due.length === 0) break
      const t = due[0]!
      this.timers = this.timers.filter((x) => x !== t)
      if (t.at > this.mono) {
        this.time += t.at - this.mono
        this.mono = t.at
      }
      t.fn()
    }
    this.time += end - this.mono
    this.mono = end
  }

  /**
   * Fires the oldest armed timer now, whatever the clock reads: real timers run on a monotonic
   * clock and may fire before the wall clock reaches their time.
   */
  fireNext(): void {
    const t = this.timers.shift()
    if (!t) throw new Error('no timer is armed')
    t.fn()
  }

  /** Fires every timer armed now, whatever the clock reads. */
  fireAll(): void {
    const armed = this.timers
    this.timers = []
    for (const t of armed) t.fn()
  }
}
