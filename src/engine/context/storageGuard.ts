import type { IntakeItem } from '../../shared/intake'
import type { StorageProblem } from '../../shared/storageProblem'
import { StorageError } from '../../storage/storageError'
import type { Clock } from '../time/clock'

export interface StorageGuardOptions {
  clock: Clock
  /** While the disk refuses the ledger's writes, how often writing is tried again. */
  retryMs: number
  /** Tries a write of the ledger; throws a StorageError while the disk still refuses. */
  probe(): void
  /** Holds the scheduler (true) or lets it go on (false). */
  block(blocked: boolean): void
  isClosing(): boolean
  log(line: string): void
  /** Tells the hosts the problem, or null once writing works again ('storage' event). */
  tell(problem: StorageProblem | null): void
  /**
   * Writing works again: the items whose change was withheld are told, and what was left
   * mid-way is picked up as after a restart.
   */
  recovered(withheld: string[]): void
}

/**
 * The storage-failure state machine. Once the disk under the ledger refuses a write nothing more
 * is started (following pauses too, since it could not record what it sees), hosts are told why,
 * and writing is tried again on the engine's clock until it works; then intake goes on.
 */
export class StorageGuard {
  private current: StorageProblem | null = null
  private timer: unknown = null
  /** Item ids whose change is written but not yet synced when the sync failed: told later. */
  private readonly withheld = new Set<string>()

  constructor(private readonly opts: StorageGuardOptions) {}

  /** Why intake waits for the disk, or null while the ledger is written normally. */
  get problem(): StorageProblem | null {
    return this.current
  }

  /** The disk refused a write: intake holds, hosts are told, writing is tried again. */
  failed(err: StorageError): void {
    if (this.opts.isClosing()) return
    const first = this.current === null
    this.current = { message: err.message, code: err.code, path: err.path }
    if (!first) return
    this.opts.log(`storage: ${err.message} (${err.code}); intake waits until writing works again`)
    this.opts.block(true)
    this.opts.tell(this.current)
    this.armProbe()
  }

  /** A ledger write; a refusal of the disk puts intake on hold before it reaches the caller. */
  written<T>(fn: () => T): T {
    try {
      return fn()
    } catch (err) {
      if (err instanceof StorageError) this.failed(err)
      throw err
    }
  }

  /**
   * Runs work started by a timer or a watcher (no caller to tell); true when it ran. A refused
   * write is already handled (intake is on hold, the item is left as written before).
   */
  guard(fn: () => void): boolean {
    try {
      fn()
      return true
    } catch (err) {
      if (!(err instanceof StorageError)) throw err
      return false
    }
  }

  /** Items whose change could not be synced: told once the disk takes writes again. */
  withhold(batch: IntakeItem[]): void {
    for (const item of batch) this.withheld.add(item.id)
  }

  close(): void {
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer)
    this.timer = null
  }

  private armProbe(): void {
    this.timer = this.opts.clock.setTimeout(() => {
      this.timer = null
      if (this.opts.isClosing() || this.current === null) return
      try {
        this.opts.probe()
      } catch (err) {
        if (!(err instanceof StorageError)) throw err
        this.current = { message: err.message, code: err.code, path: err.path }
        this.armProbe()
        return
      }
      this.recover()
    }, this.opts.retryMs)
  }

  private recover(): void {
    this.opts.log('storage: writing works again; intake goes on')
    this.current = null
    this.opts.block(false)
    this.opts.tell(null)
    const withheld = [...this.withheld]
    this.withheld.clear()
    this.opts.recovered(withheld)
  }
}
