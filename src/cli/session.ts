import type { IntakeService } from '../main/core/intake/intakeService'
import type { IntakeItem } from '../shared/intake'
import { FINAL_STATES, GOOD_FINAL_STATES } from '../shared/intake'
import { itemRecord, itemSentence } from './describeItem'
import type { Output } from './output'
import { createProgressView, type ProgressView } from './progressView'

/**
 * Watches an IntakeService on behalf of a command: feeds the progress view and prints each
 * file's outcome once, when it reaches a final state.
 */
export class IntakeSession {
  private readonly view: ProgressView
  private readonly reported = new Map<string, IntakeItem>()
  private readonly unsubscribe: (() => void)[]
  private closed = false

  constructor(
    private readonly svc: IntakeService,
    private readonly out: Output,
    /** Which items this command answers for. */
    private readonly concerns: (item: IntakeItem) => boolean
  ) {
    this.view = createProgressView(out)
    this.unsubscribe = [
      svc.on('items', (items) => {
        const mine = items.filter(concerns)
        this.view.items(mine)
        for (const item of mine) this.report(item)
      }),
      svc.on('progress', (list) => this.view.progress(list))
    ]
  }

  private report(item: IntakeItem): void {
    if (!FINAL_STATES.includes(item.state) || this.reported.has(item.id)) return
    this.reported.set(item.id, item)
    this.out.result('file', itemRecord(item), itemSentence(item))
  }

  /** Resolves true once `done()` holds (checked as events arrive and every 200 ms), false on stop. */
  async until(done: () => boolean, stop: Promise<void>): Promise<boolean> {
    let stopped = false
    void stop.then(() => (stopped = true))
    while (!stopped) {
      for (const item of this.svc.list()) if (this.concerns(item)) this.report(item)
      if (done()) return true
      await new Promise((r) => setTimeout(r, 200))
    }
    return false
  }

  /** Items this command answers for, as they are now. */
  items(): IntakeItem[] {
    return this.svc.list().filter(this.concerns)
  }

  allGood(ids?: Set<string>): boolean {
    return this.items()
      .filter((i) => !ids || ids.has(i.id))
      .every((i) => GOOD_FINAL_STATES.includes(i.state))
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    for (const u of this.unsubscribe) u()
    this.view.stop()
  }
}
