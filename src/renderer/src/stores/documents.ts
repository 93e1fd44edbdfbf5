import { defineStore } from 'pinia'
import { computed, onScopeDispose, ref, shallowRef, type ComputedRef } from 'vue'
import type { IntakeError, IntakeItem } from '@shared/intake'
import { bridge, unwrap } from '../bridge'
import { windowI18n } from '../i18n'
import { useAppStore } from './app'
import { inboxCommands } from '../lib/inbox/inboxCommands'
import { inboxFind, type FindOptions } from '../lib/inbox/inboxFind'
import { createInboxModel } from '../lib/inbox/inboxModel'
import { useNoticesStore } from './notices'

export { DROPPED, folderName, folderOf } from '../lib/inbox/origins'

/** What the sort reads of the window: its language (the detail store gives the types' labels). */
const FIND_OPTIONS: FindOptions = { locale: () => windowI18n().global.locale.value }

/**
 * The items ticked in the list, by id. A toggle sets the anchor a range starts from (Shift-click,
 * Shift+Arrow): the range is the rows between the anchor and the row reached, in the list's
 * order, added to what was selected when the anchor was set, so extending further or back
 * shrinks or grows only the range.
 */
function selectionOf(filtered: ComputedRef<readonly IntakeItem[]>) {
  const selection = shallowRef(new Set<string>())
  let anchor: string | null = null
  let base = new Set<string>()

  function toggleSelected(id: string): void {
    const next = new Set(selection.value)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    selection.value = next
    anchor = id
    base = new Set(next)
  }

  /**
   * Selects the rows from the anchor to `to`. `from` starts a new range there (the first
   * Shift+Arrow of a run); without an anchor in the list, the range starts at `to` itself.
   */
  function selectRange(to: string, from?: string): void {
    const ids = filtered.value.map((i) => i.id)
    if (from !== undefined || anchor === null || !ids.includes(anchor)) {
      anchor = from !== undefined && ids.includes(from) ? from : to
      base = new Set(selection.value)
    }
    const a = ids.indexOf(anchor)
    const b = ids.indexOf(to)
    if (b < 0) return
    const next = new Set(base)
    for (let i = Math.min(a, b); i <= Math.max(a, b); i++) next.add(ids[i])
    selection.value = next
  }

  function selectAllFiltered(): void {
    selection.value = new Set(filtered.value.map((i) => i.id))
    anchor = null
  }

  function clearSelection(): void {
    selection.value = new Set()
    anchor = null
  }

  return { selection, toggleSelected, selectRange, selectAllFiltered, clearSelection }
}

/**
 * Every file Dropdock knows: the list from main, then the `intake.items` and `intake.progress`
 * batches taken in by the inbox model (inboxModel.ts: in place, in the ledger's order, progress
 * apart). Filters, search and sort (inboxFind.ts) and selection live here so the inbox
 * components only render. Every
 * count shown (the filters', "Retry failed", the navigation's badge) is main's, from the status
 * the header and the tray show too.
 */
export const useDocumentsStore = defineStore('documents', () => {
  const api = bridge()
  const app = useAppStore()
  const notices = useNoticesStore()
  const model = createInboxModel()
  const loaded = ref(false)
  const error = ref<IntakeError | null>(null)
  const find = inboxFind(model, FIND_OPTIONS)
  const { filters, sort, activeFilters, isFiltered, filtered, sortBy, resetFilters } = find
  const { selection, toggleSelected, selectRange, selectAllFiltered, clearSelection } =
    selectionOf(filtered)
  const merge = model.merge
  const applyProgress = model.applyProgress

  /** Every item, newest first (the ledger's creation order). */
  const all = computed(() => model.list.value)
  /** How many items the list holds. */
  const size = computed(() => model.list.value.length)
  const counts = computed(() => app.counts)
  const countsByState = computed(() => counts.value?.byState ?? {})
  const countsByOutcome = computed(() => counts.value?.byOutcome ?? {})
  const total = computed(() => counts.value?.total ?? 0)
  /** What "Retry failed" retries (main's retryFailed takes the same group), within attention. */
  const failedCount = computed(() => counts.value?.failed ?? 0)
  const attentionCount = computed(() => counts.value?.attention ?? 0)

  function get(id: string): IntakeItem | undefined {
    return model.get(id)
  }

  const { run, addDropped, chooseFiles, tellDrop, addFiles, retry, retryFailed, cancel } =
    inboxCommands(api, notices, error)

  async function load(): Promise<void> {
    const items = await run(() => unwrap(api.intake.list()), {
      key: 'load',
      again: () => void load()
    })
    if (items) merge(items)
    loaded.value = true
  }

  const unsubscribe = [
    api.on('intake.items', merge),
    api.on('intake.progress', applyProgress),
    api.on('intake.dropped', tellDrop)
  ]
  onScopeDispose(() => unsubscribe.forEach((off) => off()))

  return {
    loaded,
    error,
    filters,
    sort,
    activeFilters,
    selection,
    all,
    size,
    filtered,
    countsByState,
    countsByOutcome,
    total,
    failedCount,
    attentionCount,
    folders: model.folders,
    types: model.types,
    isFiltered,
    get,
    merge,
    applyProgress,
    onStateChange: model.onStateChange,
    resetFilters,
    sortBy,
    labelTypesWith: find.labelTypesWith,
    dueWith: find.dueWith,
    toggleSelected,
    selectRange,
    selectAllFiltered,
    clearSelection,
    load,
    addDropped,
    chooseFiles,
    addFiles,
    retry,
    retryFailed,
    cancel
  }
})
