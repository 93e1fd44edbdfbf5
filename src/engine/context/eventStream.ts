import type { EngineNotice, IntakeItem } from '../../shared/intake'
import type { ItemProgress } from '../../shared/intake'
import type { Clock } from '../time/clock'
import { Emitter, Throttle, type IntakeEvents } from './events'

export interface EventStreamOptions {
  clock: Clock
  /** Interval of the batched 'items' and 'progress' events. */
  intervalMs: number
  log: (line: string) => void
  /** True once the engine closes: nothing more is told but the last batches. */
  isClosing(): boolean
  /** An item as it is now, read at delivery (null once it is gone). */
  item(id: string): IntakeItem | null
  /** An item's upload progress as it is now, read at delivery. */
  progress(id: string): ItemProgress | null
  /** Where a batch of changed items goes (the report gate: told once it is on disk). */
  deliverItems(batch: IntakeItem[]): void
}

/**
 * The engine's one event stream: the listeners, the throttled 'items' and 'progress' batches
 * (latest value per item, at most once per interval), and the notices, each internal fault told
 * once per sentence.
 */
export class IntakeEventStream {
  private readonly emitter: Emitter<IntakeEvents>
  private readonly items: Throttle<IntakeItem>
  private readonly progress: Throttle<ItemProgress>
  private readonly internalTold = new Set<string>()

  constructor(private readonly opts: EventStreamOptions) {
    this.emitter = new Emitter<IntakeEvents>((event, err) => {
      opts.log(
        `a listener of '${String(event)}' failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`
      )
      // A failing notice listener is only logged: telling it would call it again.
      if (event !== 'notice') this.internal(`a listener of '${String(event)}'`, err)
    })
    this.items = new Throttle(opts.clock, opts.intervalMs, opts.item, opts.deliverItems)
    this.progress = new Throttle(opts.clock, opts.intervalMs, opts.progress, (b) =>
      this.emitter.emit('progress', b)
    )
  }

  on<K extends keyof IntakeEvents>(event: K, fn: (payload: IntakeEvents[K]) => void): () => void {
    return this.emitter.on(event, fn)
  }

  emit<K extends keyof IntakeEvents>(event: K, payload: IntakeEvents[K]): void {
    this.emitter.emit(event, payload)
  }

  /** The item changed: it is in the next 'items' batch. */
  markItem(id: string): void {
    this.items.mark(id)
  }

  /** The item's upload moved on: it is in the next 'progress' batch. */
  markProgress(id: string): void {
    this.progress.mark(id)
  }

  /** Logs the notice's sentence and tells it to whoever listens, unless closing. */
  notice(n: EngineNotice): void {
    this.opts.log(n.message)
    if (!this.opts.isClosing()) this.emitter.emit('notice', n)
  }

  /** A fault of Dropdock's own, told once per sentence (a listener throws at every batch). */
  internal(where: string, err: unknown): void {
    const message = `Internal error (${where}): ${err instanceof Error ? err.message : String(err)}`
    if (this.internalTold.has(message)) return
    this.internalTold.add(message)
    this.notice({ kind: 'internal', message })
  }

  /** Hands over the pending batches now (on close). */
  flush(): void {
    this.items.flush()
    this.progress.flush()
  }
}
