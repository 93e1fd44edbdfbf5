import type { EngineNotice } from '../../shared/intake'
import { clockTime, type Clock } from '../time/clock'

export interface ServiceWaitOptions {
  clock: Clock
  /** How long between two connection checks (the retry ceiling). */
  everyMs: number
  /** The connection check: resolves when the service answers as it should. */
  check: () => Promise<unknown>
  /** The service answers again: these items go on (those still waiting for it). */
  onBack: (ids: string[]) => void
  /**
   * The first item of an outage begins to wait (said once until the service is back), with the
   * wall-clock time of the next connection check.
   */
  onWait?: (nextCheckAt: number) => void
  /** When the next connection check is now due changed (armed again, run, or none): for displays. */
  onChange?: () => void
}

/**
 * Items whose retry steps are spent on failures retrying can fix (the service down, answering
 * 5xx, the network gone): they wait for the service instead of failing. One connection check
 * for all of them, on the engine's clock every `everyMs`; once it passes, every waiting item
 * goes on by itself.
 */
export class ServiceWait {
  private readonly waiting = new Set<string>()
  private timer: unknown = null
  /** Wall-clock time of the armed check, while one is. */
  private dueAt: number | null = null
  private checking = false
  private closed = false

  constructor(private readonly opts: ServiceWaitOptions) {}

  /** The item waits for the service to answer again. */
  add(id: string): void {
    if (this.closed) return
    const first = this.waiting.size === 0 && !this.checking
    this.waiting.add(id)
    if (this.timer === null && !this.checking) this.arm()
    if (first) this.opts.onWait?.(this.opts.clock.now() + this.opts.everyMs)
  }

  /** The item no longer waits (cancelled, retried by hand). */
  remove(id: string): void {
    this.waiting.delete(id)
  }

  /** How many items wait for the service. */
  get size(): number {
    return this.waiting.size
  }

  /** Wall-clock time of the next connection check, or null while none is armed. */
  nextCheckAt(): number | null {
    return this.dueAt
  }

  /** Checks the connection at once (the clerk's "Try now"); true when items wait for it. */
  checkNow(): boolean {
    if (this.closed || this.waiting.size === 0) return false
    if (this.checking) return true
    this.disarm()
    void this.run()
    return true
  }

  close(): void {
    this.closed = true
    this.disarm()
  }

  private disarm(): void {
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer)
    this.timer = null
    this.dueAt = null
  }

  private arm(): void {
    this.dueAt = this.opts.clock.now() + this.opts.everyMs
    this.timer = this.opts.clock.setTimeout(() => {
      this.timer = null
      this.dueAt = null
      void this.run()
    }, this.opts.everyMs)
    this.opts.onChange?.()
  }

  private async run(): Promise<void> {
    if (this.closed || this.waiting.size === 0) return
    this.checking = true
    let back = false
    try {
      await this.opts.check()
      back = true
    } catch {
      // Still down: checked again after another period.
    } finally {
      this.checking = false
    }
    if (this.closed) return
    if (!back) {
      if (this.waiting.size > 0) this.arm()
      return
    }
    const ids = [...this.waiting]
    this.waiting.clear()
    this.opts.onChange?.()
    this.opts.onBack(ids)
  }
}

/** What is said once when files begin to wait for the service: when it is asked again. */
export function serviceDownNotice(nextCheckAt: number): EngineNotice {
  return {
    kind: 'service_down',
    until: new Date(nextCheckAt).toISOString(),
    message: `The service does not answer; files wait for it and go on by themselves (asked again at ${clockTime(nextCheckAt)})`
  }
}
