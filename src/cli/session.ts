import type { IntakeService } from '../engine/intake/intakeService'
import type { IntakeItem } from '../shared/intake'
import { FINAL_STATES } from '../shared/intake'
import { endedWell } from '../shared/outcome'
import { itemRecord, itemSentence, warningSentence } from './describeItem'
import type { Output } from './output'
import { createProgressView, type ProgressView } from './progressView'

/**
 * Watches an IntakeService on behalf of a command: feeds the progress view and prints each
 * file's outcome once, when it reaches a final state.
 */
/**
 * Resolves when the disk refuses the ledger's writes: a command cannot go on without them.
 * Both file commands race it against the user's stop.
 */
export function storageRefused(svc: IntakeService): Promise<void> {
  return new Promise((resolve) => {
    if (svc.storageProblem()) resolve()
    svc.on('storage', (problem) => problem && resolve())
  })
}

export class IntakeSession {
  private readonly view: ProgressView
  private readonly reported = new Set<string>()
  /** Warnings printed, by item and reason: each once. */
  private readonly warned = new Set<string>()
  /**
   * This command's items as the engine last told them (each told once on disk), by id: what the
   * command waits on and sums up, kept from events so that a ledger of 100,000 earlier files is
   * never gone over while it waits.
   */
  private readonly mine = new Map<string, IntakeItem>()
  private readonly unsubscribe: (() => void)[]
  private closed = false

  constructor(
    private readonly svc: IntakeService,
    private readonly out: Output,
    /** Which items this command answers for. */
    concerns: (item: IntakeItem) => boolean,
    /** Said after the engine's word that files wait for the service ("Press Enter…"), if any. */
    tryNowHint: string | null = null
  ) {
    this.view = createProgressView(out)
    const waiting = (): void => this.view.waiting(svc.waitingForService())
    this.unsubscribe = [
      svc.on('items', (items) => {
        // An item leaving the inbox (retention removing what was done weeks ago) is no outcome
        // of this command: told as removed, it was not taken in now.
        const mine = items.filter((i) => !i.removed && concerns(i))
        for (const item of mine) this.mine.set(item.id, item)
        if (mine.some((i) => i.state === 'retrying')) waiting()
        this.view.items(mine)
        for (const item of mine) this.report(item)
      }),
      svc.on('progress', (list) => this.view.progress(list)),
      svc.on('wait', (info) => this.view.waiting(info)),
      // The engine's word on the service or a held file: without it a run that waits looks hung.
      svc.on('notice', ({ message, ...data }) => {
        const waits = data.kind === 'service_down' || data.kind === 'service_wait'
        out.note(waits && tryNowHint ? `${message}. ${tryNowHint}` : `${message}.`, data)
      })
    ]
  }

  private report(item: IntakeItem): void {
    if (!FINAL_STATES.includes(item.state)) return
    if (!this.reported.has(item.id)) {
      this.reported.add(item.id)
      this.out.result('file', itemRecord(item), itemSentence(item))
    }
    // The folder's action runs after the outcome: its failure comes as a line of its own.
    const warning = warningSentence(item)
    const key = `${item.id} ${item.warning?.reason}`
    if (warning && !this.warned.has(key)) {
      this.warned.add(key)
      this.out.result('warning', { id: item.id, name: item.name, warning: item.warning }, warning)
    }
  }

  /**
   * Answers for these items too, as they are now (files given again that will not change: the
   * engine tells nothing of them).
   */
  track(ids: Iterable<string>): void {
    for (const id of ids) {
      const item = this.svc.get(id)
      if (item && !this.mine.has(id)) this.mine.set(id, item)
    }
  }

  /**
   * Resolves true once `done(items)` holds for this command's items (checked every 200 ms, and
   * newly finished files reported), false on stop.
   */
  async until(done: (items: IntakeItem[]) => boolean, stop: Promise<void>): Promise<boolean> {
    let stopped = false
    void stop.then(() => (stopped = true))
    while (!stopped) {
      const mine = this.items()
      for (const item of mine) this.report(item)
      if (done(mine)) break
      await new Promise((r) => setTimeout(r, 200))
    }
    // What happened since the last batch of events (a final state reached just now) is told too.
    for (const item of this.svc.items([...this.mine.keys()])) {
      this.mine.set(item.id, item)
      this.report(item)
    }
    return !stopped
  }

  /** Items this command answers for, as the engine last told them. */
  items(): IntakeItem[] {
    return [...this.mine.values()]
  }

  allGood(): boolean {
    return this.items().every(endedWell)
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    for (const u of this.unsubscribe) u()
    this.view.stop()
  }
}
