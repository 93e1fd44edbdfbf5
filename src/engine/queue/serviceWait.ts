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

  close(): void {
    this.closed = true
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer)
    this.timer = null
  }

  private arm(): void {
    this.timer = this.opts.clock.setTimeout(() => {
      this.timer = null
      void this.run()
    }, this.opts.everyMs)
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
