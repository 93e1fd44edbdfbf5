import { computed, onScopeDispose, watchEffect, type ComputedRef } from 'vue'
import { bridge } from '../bridge'
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

/**
 * When the open document leaves the inbox however it went (removed from the list's selection,
 * by retention, or by the detail's own Remove), the document after it shows, else the one
 * before, else the panel closes. Its neighbour is remembered while it is listed: once the item
 * event says `removed`, the inbox model no longer holds it.
 */
export function useFollowRemoval(steps: DocumentSteps): void {
  const detail = useDetailStore()
  let leaving: { id: string | null; then: string | null } = { id: null, then: null }
  watchEffect(() => {
    const then = steps.afterLeaving.value
    if (then !== null || leaving.id !== detail.itemId) leaving = { id: detail.itemId, then }
  })
  const off = bridge().on('intake.items', (items) => {
    const id = detail.itemId
    if (!id || !items.some((i) => i.id === id && i.removed)) return
    const then = leaving.id === id ? leaving.then : null
    // Removed in the same batch, the neighbour is gone too: the panel closes.
    const listed = then !== null && !items.some((i) => i.id === then && i.removed)
    if (then && listed) void detail.open(then)
    else detail.close()
  })
  onScopeDispose(off)
}
