import type { FileState, IntakeItem } from '@shared/intake'
import { isNotifiable } from './summarise'

/**
 * Remembers the last state of each item so only real transitions into an outcome count: items
 * that were already finished when the app started, and repeats of the same state, say nothing.
 */
export function createOutcomeTracker(startedAt: number) {
  const last = new Map<string, FileState>()
  return {
    /** Items of this batch that just reached a notifiable state. */
    transitions(items: readonly IntakeItem[]): IntakeItem[] {
      const out: IntakeItem[] = []
      for (const item of items) {
        const before = last.get(item.id)
        last.set(item.id, item.state)
        if (!isNotifiable(item.state) || before === item.state) continue
        const isNew = before === undefined && Date.parse(item.createdAt) >= startedAt
        if (before !== undefined || isNew) out.push(item)
      }
      return out
    },
    /** Seeds the states known at start, without reporting them. */
    seed(items: readonly IntakeItem[]): void {
      for (const item of items) last.set(item.id, item.state)
    }
  }
}
