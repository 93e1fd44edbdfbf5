import type { FileStamp } from '../files/stamp'
import { DEFAULT_QUIET_MS } from '../../shared/folderDefaults'

export type GateVerdict = 'stable' | 'changed' | 'gone' | 'unknown'

interface Watch {
  stamp: FileStamp | null
  since: number
  quietMs: number
}

/**
 * The stability gate, pure: a file passes when its size and mtime stayed the same for its quiet
 * period. Any event resets the period; so does a stat that differs from the last one. Files found
 * at start-up go through the same gate (chokidar's own write-finish wait skips them).
 */
export class StabilityGate {
  private readonly watches = new Map<string, Watch>()

  constructor(private readonly defaultQuietMs = DEFAULT_QUIET_MS) {}

  get size(): number {
    return this.watches.size
  }

  has(key: string): boolean {
    return this.watches.has(key)
  }

  /** An event for the file: the quiet period starts again (with the new stamp when known). */
  observe(key: string, stamp: FileStamp | null, now: number, quietMs?: number): void {
    const cur = this.watches.get(key)
    this.watches.set(key, {
      stamp: stamp ?? cur?.stamp ?? null,
      since: now,
      quietMs: quietMs ?? cur?.quietMs ?? this.defaultQuietMs
    })
  }

  /** Files whose quiet period has elapsed and that should be stat'ed now. */
  due(now: number): string[] {
    const out: string[] = []
    for (const [k, w] of this.watches) if (now - w.since >= w.quietMs) out.push(k)
    return out
  }

  /** When the next file becomes due, or null when the gate is empty. */
  nextDueAt(): number | null {
    let next: number | null = null
    for (const w of this.watches.values()) {
      const at = w.since + w.quietMs
      if (next === null || at < next) next = at
    }
    return next
  }

  /**
   * Judges a fresh stat of a due file: `stable` (and released), `gone` (and released),
   * `changed` (the period restarts with this stamp), or `unknown` for a file not in the gate.
   */
  verdict(key: string, stamp: FileStamp | null, now: number): GateVerdict {
    const w = this.watches.get(key)
    if (!w) return 'unknown'
    if (stamp === null) {
      this.watches.delete(key)
      return 'gone'
    }
    if (w.stamp && w.stamp.size === stamp.size && w.stamp.mtimeMs === stamp.mtimeMs) {
      if (now - w.since < w.quietMs) return 'changed'
      this.watches.delete(key)
      return 'stable'
    }
    this.watches.set(key, { stamp, since: now, quietMs: w.quietMs })
    return 'changed'
  }

  forget(key: string): void {
    this.watches.delete(key)
  }
}
