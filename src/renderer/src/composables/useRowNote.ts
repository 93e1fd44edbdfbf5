import { computed, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { IntakeItem, Outcome } from '@shared/intake'
import { dueNote } from '../lib/dueText'
import { trackingNote } from '../lib/trackingNote'
import { useDeadlinesStore } from '../stores/deadlines'
import { useDocumentsStore } from '../stores/documents'

/**
 * What a row says beside its outcome, first what is most pressing: in "What's due first" the
 * days left to the earliest last free day, holds and fees; else a number tracked from the
 * detail whose request still waits, or ended without a shipment. `bad` marks the line red.
 */
export function useRowNote(
  item: () => IntakeItem,
  outcome: ComputedRef<Outcome>
): { note: ComputedRef<string | null>; bad: ComputedRef<boolean> } {
  const i18n = useI18n()
  const documents = useDocumentsStore()
  const deadlines = useDeadlinesStore()
  const tracking = computed(() => trackingNote(item(), i18n))
  const due = computed(() =>
    documents.filters.state === 'due' && outcome.value === 'linked'
      ? dueNote(deadlines.dueOf(item().id), i18n, Date.now())
      : null
  )
  return {
    note: computed(() => due.value?.text ?? tracking.value?.text ?? null),
    bad: computed(
      () => item().state === 'failed' || tracking.value?.kind === 'failed' || !!due.value?.overdue
    )
  }
}
