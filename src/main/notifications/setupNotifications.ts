import { Notification } from 'electron'
import type { IntakeItem } from '@shared/intake'
import type { NotificationLevel } from '@shared/settingsSchema'
import type { Translator } from '../i18n/translate'
import { createOutcomeTracker } from './outcomeTracker'
import { outcomeOf, summarise, type Outcome } from './summarise'
import { systemClock, type Clock } from '../../engine/time/clock'
import { createBurstBatcher } from './burstBatcher'

export interface NotifierHandle {
  /** Feed every 'items' batch of the intake service here. */
  onItems(items: readonly IntakeItem[]): void
  seed(items: readonly IntakeItem[]): void
  dispose(): void
}

/** Summarised, throttled desktop notifications; a click opens the item in the window. */
export function setupNotifications(opts: {
  level(): NotificationLevel
  /** The clerk's language now (the setting can change while the app runs). */
  translator(): Translator
  openItem(itemId: string | null): void
  settleMs?: number
  minIntervalMs?: number
  clock?: Clock
}): NotifierHandle {
  const clock = opts.clock ?? systemClock
  const tracker = createOutcomeTracker(clock.now())
  const throttle = createBurstBatcher<Outcome>({
    clock,
    settleMs: opts.settleMs ?? 3_000,
    minIntervalMs: opts.minIntervalMs ?? 30_000,
    release(batch) {
      const spec = summarise(batch, opts.level(), opts.translator())
      if (!spec || !Notification.isSupported()) return
      const note = new Notification({ title: spec.title, body: spec.body, silent: true })
      note.on('click', () => opts.openItem(spec.itemId))
      note.show()
    }
  })
  return {
    onItems(items) {
      if (opts.level() === 'none') {
        tracker.transitions(items)
        return
      }
      for (const item of tracker.transitions(items)) throttle.push(outcomeOf(item))
    },
    seed: (items) => tracker.seed(items),
    dispose: () => throttle.dispose()
  }
}
