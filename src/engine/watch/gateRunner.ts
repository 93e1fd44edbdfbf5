import { basename } from 'node:path'
import { DEFAULT_QUIET_MS } from '../../shared/folderDefaults'
import { displayName } from '../../shared/fileNames'
import type { FileError } from '../files/fileErrors'
import { systemClock, type Clock } from '../time/clock'
import { lookAtItemFile, type FileLook } from '../files/itemFile'
import type { FileStamp } from '../files/stamp'
import { StabilityGate } from './gate'
import { fileKey, openForWriting } from './openWriters'

export interface GateRunnerOptions {
  clock?: Clock
  defaultQuietMs?: number
  /**
   * A look at a path: its stamp, null when it is gone (or is not a regular file any more), or
   * the refusal when a link took its place (default: lookAtFile).
   */
  stat?: (path: string) => Promise<FileLook>
  onStable: (path: string, stamp: FileStamp) => void
  onGone: (path: string) => void
  /** A link took the file's place, or one of its folders' (default: as if it were gone). */
  onRefused?: (path: string, refusal: FileError) => void
  /**
   * A quiet file that a process still holds open for writing: it stays in the gate for another
   * quiet period (a scanner that writes later, or pauses between pages).
   */
  onHeld?: (path: string) => void
  /** Which files (fileKey) are open for writing (default: read from /proc on Linux). */
  openForWriting?: (files: ReadonlySet<string>) => Promise<Set<string>>
  /** Stats in flight at once when many files come due together. */
  parallel?: number
}

/**
 * A path as the gate looks at it when it knows nothing more (no watched folder): the file itself,
 * never a link's target (see lookAtItemFile).
 */
export function lookAtFile(path: string): Promise<FileLook> {
  const name = displayName(basename(path))
  return lookAtItemFile({
    path,
    name,
    root: null,
    followLink: false,
    seen: { size: 0, mtimeMs: null }
  })
}

const isRefusal = (look: FileLook): look is { refused: FileError } =>
  look !== null && 'refused' in look

/** The fileKey of a stamp that carries its device and inode. */
function keyOf(look: FileLook): string | null {
  if (look === null || isRefusal(look)) return null
  return look.dev !== undefined && look.ino !== undefined ? fileKey(look.dev, look.ino) : null
}

/**
 * Drives the pure StabilityGate with one timer: when files come due it looks at them and reports
 * each one stable, gone, or refused (a link where the file was); one still open for writing stays
 * for another quiet period. One runner serves every folder and dropped files alike.
 */
export class GateRunner {
  private readonly gate: StabilityGate
  private readonly clock: Clock
  private readonly statFn: (path: string) => Promise<FileLook>
  private timer: unknown = null
  private timerAt = 0
  private checking = false
  private closed = false

  constructor(private readonly opts: GateRunnerOptions) {
    this.clock = opts.clock ?? systemClock
    this.gate = new StabilityGate(opts.defaultQuietMs ?? DEFAULT_QUIET_MS)
    this.statFn = opts.stat ?? lookAtFile
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
    const now = this.clock.monotonic()
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
      Math.max(0, at - this.clock.monotonic())
    )
  }

  private async check(): Promise<void> {
    this.checking = true
    try {
      const due = this.gate.due(this.clock.monotonic())
      const parallel = this.opts.parallel ?? 16
      const stamps: FileLook[] = []
      for (let i = 0; i < due.length && !this.closed; i += parallel) {
        stamps.push(...(await Promise.all(due.slice(i, i + parallel).map((p) => this.statFn(p)))))
      }
      // One look at the open files for the whole batch, not one per file.
      const keys = new Set(stamps.map(keyOf).filter((k): k is string => k !== null))
      const open =
        keys.size === 0
          ? new Set<string>()
          : await (this.opts.openForWriting ?? openForWriting)(keys).catch(() => new Set<string>())
      due.forEach((p, j) => {
        if (this.closed || j >= stamps.length) return
        const stamp = stamps[j]
        if (isRefusal(stamp)) return this.refuse(p, stamp.refused)
        const key = keyOf(stamp)
        if (key !== null && open.has(key) && this.gate.has(p)) {
          this.gate.observe(p, stamp, this.clock.monotonic())
          this.opts.onHeld?.(p)
          return
        }
        const v = this.gate.verdict(p, stamp, this.clock.monotonic())
        if (v === 'stable') this.opts.onStable(p, stamp!)
        else if (v === 'gone') this.opts.onGone(p)
      })
    } finally {
      this.checking = false
      this.arm()
    }
  }

  private refuse(path: string, refusal: FileError): void {
    if (!this.gate.has(path)) return
    this.gate.forget(path)
    if (this.opts.onRefused) this.opts.onRefused(path, refusal)
    else this.opts.onGone(path)
  }
}
