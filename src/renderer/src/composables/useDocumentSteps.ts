import { computed, type ComputedRef } from 'vue'
import { useDetailStore } from '../stores/detail'
import { useDocumentsStore } from '../stores/documents'

export interface DocumentSteps {
  /** The open document's place in the inbox as filtered now (1-based), 0 when it is not in it. */
  index: ComputedRef<number>
  count: ComputedRef<number>
  previousId: ComputedRef<string | null>
  nextId: ComputedRef<string | null>
  /** The document to show once the open one leaves the list: the next, else the previous. */
  afterLeaving: ComputedRef<string | null>
  step(by: 1 | -1): void
}

/**
 * Next and previous document in the detail, in the inbox's current order (its filters and
 * search applied), so the clerk goes through what they see in the list.
 */
export function useDocumentSteps(): DocumentSteps {
  const detail = useDetailStore()
  const documents = useDocumentsStore()
  const position = computed(() =>
    detail.itemId ? documents.filtered.findIndex((i) => i.id === detail.itemId) : -1
  )
  const at = (i: number): string | null => documents.filtered[i]?.id ?? null
  // An open document filtered out of the list has no neighbours but the list's first one.
  const nextId = computed(() => at(position.value + 1))
  const previousId = computed(() => (position.value > 0 ? at(position.value - 1) : null))
  return {
    index: computed(() => position.value + 1),
    count: computed(() => documents.filtered.length),
    previousId,
    nextId,
    afterLeaving: computed(() => (position.value < 0 ? null : (nextId.value ?? previousId.value))),
    step(by) {
      const id = by > 0 ? nextId.value : previousId.value
      if (id) void detail.open(id)
    }
  }
}
