import type { IntakeItem } from '../../shared/intake'
import type { Ledger } from '../ledger/ledger'
import { StorageError } from '../../storage/storageError'
import type { StorageGuard } from './storageGuard'

export interface ReportGateOptions {
  ledger: Pick<Ledger, 'flush' | 'flushAsync' | 'unsynced'>
  storage: Pick<StorageGuard, 'problem' | 'failed' | 'withhold'>
  isClosing(): boolean
  /** Tells a batch of items (the 'items' event): what it shows is on disk. */
  report(batch: IntakeItem[]): void
}

/**
 * A state is shown as reached only once it is on disk: batches of item events wait for the
 * ledger's fdatasync under way, in order; while the disk refuses writes they are withheld.
 */
export class ReportGate {
  /** Batches of item events waiting for the ledger's fdatasync under way, in order. */
  private queue: IntakeItem[][] = []
  private syncing = false
  /** Grows when close delivers the queued batches itself (a sync under way then drops them). */
  private epoch = 0

  constructor(private readonly opts: ReportGateOptions) {}

  /**
   * Syncs the ledger before anything is reported, blocking (a list, close): a state is shown as
   * reached only once it is on disk.
   */
  syncForReport(): boolean {
    if (this.opts.storage.problem !== null) return false
    try {
      this.opts.ledger.flush()
      return true
    } catch (err) {
      if (!(err instanceof StorageError)) throw err
      this.opts.storage.failed(err)
      return false
    }
  }

  /**
   * Hands a batch of item events over once what it shows is on disk: at once when nothing new
   * was written since the last sync, else after an fdatasync in the thread pool (one per batch
   * at most, shared by the batches that come meanwhile), so a burst of 10,000 files does not
   * stop the event loop for a disk flush every 100 ms. Batches keep their order.
   */
  deliver(batch: IntakeItem[]): void {
    const { storage, report } = this.opts
    if (this.opts.isClosing()) {
      if (!this.syncForReport()) {
        for (const b of [...this.queue, batch]) storage.withhold(b)
      } else {
        for (const b of this.queue) report(b)
        report(batch)
      }
      this.queue = []
      this.epoch++
      this.syncing = false
      return
    }
    if (storage.problem !== null) {
      storage.withhold(batch)
      return
    }
    if (!this.syncing && !this.opts.ledger.unsynced) {
      report(batch)
      return
    }
    this.queue.push(batch)
    if (!this.syncing) void this.syncThenReport()
  }

  private async syncThenReport(): Promise<void> {
    const { storage, report } = this.opts
    this.syncing = true
    const epoch = this.epoch
    try {
      while (this.queue.length > 0 && epoch === this.epoch) {
        const n = this.queue.length
        let failed: unknown = null
        try {
          await this.opts.ledger.flushAsync()
        } catch (err) {
          failed = err
        }
        // Close delivered (or withheld) everything itself meanwhile.
        if (epoch !== this.epoch) return
        const batches = this.queue.splice(0, n)
        if (failed !== null) {
          if (!(failed instanceof StorageError)) throw failed
          storage.failed(failed)
        }
        if (storage.problem !== null) {
          for (const b of [...batches, ...this.queue.splice(0)]) storage.withhold(b)
          return
        }
        for (const b of batches) report(b)
      }
    } finally {
      if (epoch === this.epoch) this.syncing = false
    }
  }
}
