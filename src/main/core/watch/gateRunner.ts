import { stat } from 'node:fs/promises'
import { DEFAULT_QUIET_MS } from '../../../shared/folderDefaults'
import { systemClock, type Clock } from '../time/clock'
import { StabilityGate, type FileStamp } from './gate'

export interface GateRunnerOptions {
  clock?: Clock
  defaultQuietMs?: number
  /** Stat of a path; null when it is gone (or is not a regular file any more). */
  stat?: (path: string) => Promise<FileStamp | null>
  onStable: (path: string, stamp: FileStamp) => void
  onGone: (path: string) => void
  /** Stats in flight at once when many files come due together. */
  parallel?: number
}

/** stat(2) as the gate wants it: size and mtime of a regular file, null otherwise. */
export async function statStamp(path: string): Promise<FileStamp | null> {
  try {
    const s = await stat(path)
    if (!s.isFile()) return null
    return { size: s.size, mtimeMs: s.mtimeMs }
  } catch {
    return null
  }
}

/**
 * Drives the pure StabilityGate with one timer: when files come due it stats them and reports
 * each one stable or gone. One runner serves every folder and dropped files alike.
 */
export class GateRunner {
  private readonly gate: StabilityGate
  private readonly clock: Clock
  private readonly statFn: (path: string) => Promise<FileStamp | null>
  private timer: unknown = null
  private timerAt = 0
  private checking = false
  private closed = false

  constructor(private readonly opts: GateRunnerOptions) {
    this.clock = opts.clock ?? systemClock
    this.gate = new StabilityGate(opts.defaultQuietMs ?? DEFAULT_QUIET_MS)
    this.statFn = opts.stat ?? statStamp
  }

  get size(): number {
    return this.gate.size
  }

  has(path: string): boolean {
    return this.gate.has(path)
  }

  /** Starts (or restarts) the quiet period of a file. */
  observe(path: string, stamp: FileStamp | null, quietMs?: number): void {
    if (this.closed) return
    const now = this.clock.now()
    this.gate.observe(path, stamp, now, quietMs)
    // A timer due no later than this file's period already covers it (10,000 files found at once
    // must not rescan the gate 10,000 times).
    const at = now + (quietMs ?? this.opts.defaultQuietMs ?? DEFAULT_QUIET_MS)
    if (this.timer !== null && this.timerAt <= at) return
    this.arm()
  }

  forget(path: string): void {
    this.gate.forget(path)
  }

  close(): void {
    this.closed = true
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
  }

  private arm(): void {
    if (this.closed || this.checking) return
    const at = this.gate.nextDueAt()
    if (at === null) return
    if (this.timer !== null && this.timerAt <= at) return
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timerAt = at
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null
        void this.check()
      },
      Math.max(0, at - this.clock.now())
    )
  }

  private async check(): Promise<void> {
    this.checking = true
    try {
      const due = this.gate.due(this.clock.now())
      const parallel = this.opts.parallel ?? 16
      for (let i = 0; i < due.length && !this.closed; i += parallel) {
        const slice = due.slice(i, i + parallel)
        const stamps = await Promise.all(slice.map((p) => this.statFn(p)))
        slice.forEach((p, j) => {
          if (this.closed) return
          const v = this.gate.verdict(p, stamps[j], this.clock.now())
          if (v === 'stable') this.opts.onStable(p, stamps[j]!)
          else if (v === 'gone') this.opts.onGone(p)
        })
      }
    } finally {
      this.checking = false
      this.arm()
    }
  }
}
