import { defineStore } from 'pinia'
import { computed, onScopeDispose, reactive, ref, shallowRef, toRaw, type ComputedRef } from 'vue'
import {
  ATTENTION_STATES,
  FINAL_STATES,
  type FileState,
  type IntakeError,
  type IntakeItem,
  isAcknowledged
} from '@shared/intake'
import { bridge, unwrap } from '../bridge'
import { useAppStore } from './app'
import { inboxCommands } from './inboxCommands'
import { createInboxModel, type InboxModel } from './inboxModel'
import { useNoticesStore } from './notices'
import { folderKey } from './origins'

export { DROPPED, folderName, folderOf } from './origins'

/** 'attention' groups every state that needs the clerk. */
export type StateFilter = 'all' | 'attention' | 'active' | FileState

type Filters = { state: StateFilter; type: string; folder: string; query: string }

function matches(item: IntakeItem, query: string): boolean {
  if (item.name.toLowerCase().includes(query)) return true
  return [...item.shipmentNumbers, ...item.containerNumbers].some((n) =>
    n.toLowerCase().includes(query)
  )
}

function isActive(state: FileState): boolean {
  return !FINAL_STATES.includes(state)
}

/** True when `item` passes the state, type and folder filters and the (lower-cased) query. */
function passes(item: IntakeItem, f: Filters, query: string): boolean {
  if (f.state === 'attention' && (!ATTENTION_STATES.includes(item.state) || isAcknowledged(item)))
    return false
  if (f.state === 'active' && !isActive(item.state)) return false
  if (
    f.state !== 'all' &&
    f.state !== 'attention' &&
    f.state !== 'active' &&
    item.state !== f.state
  )
    return false
  if (f.type !== 'all' && (item.documentType ?? '') !== f.type) return false
  if (f.folder !== 'all' && folderKey(item) !== f.folder) return false
  return query === '' || matches(item, query)
}

/** The filters, and the items that pass them (the list itself while none is set). */
function filteredView(model: InboxModel) {
  const filters = reactive<Filters>({ state: 'all', type: 'all', folder: 'all', query: '' })
  const isFiltered = computed(
    () =>
      filters.state !== 'all' ||
      filters.type !== 'all' ||
      filters.folder !== 'all' ||
      filters.query.trim() !== ''
  )
  const filtered = computed(() => {
    const list = model.list.value
    if (!isFiltered.value) return list
    void model.revision.value
    const query = filters.query.trim().toLowerCase()
    const f = { ...filters }
    // Read unwatched: the revision says when a field a filter reads changed.
    return list.filter((item) => passes(toRaw(item), f, query))
  })

  function resetFilters(): void {
    Object.assign(filters, { state: 'all', type: 'all', folder: 'all', query: '' })
  }

  return { filters, isFiltered, filtered, resetFilters }
}

/** The items ticked in the list, by id. */
function selectionOf(filtered: ComputedRef<readonly IntakeItem[]>) {
  const selection = shallowRef(new Set<string>())

  function toggleSelected(id: string): void {
    const next = new Set(selection.value)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    selection.value = next
  }

  function selectAllFiltered(): void {
    selection.value = new Set(filtered.value.map((i) => i.id))
  }

  function clearSelection(): void {
    selection.value = new Set()
  }

  return { selection, toggleSelected, selectAllFiltered, clearSelection }
}

/**
 * Every file Dropdock knows: the list from main, then the `intake.items` and `intake.progress`
 * batches taken in by the inbox model (inboxModel.ts: in place, in the ledger's order, progress
 * apart). Filters, search and selection live here so the inbox components only render. Every
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
  const { filters, isFiltered, filtered, resetFilters } = filteredView(model)
  const { selection, toggleSelected, selectAllFiltered, clearSelection } = selectionOf(filtered)
  const merge = model.merge
  const applyProgress = model.applyProgress

  /** Every item, newest first (the ledger's creation order). */
  const all = computed(() => model.list.value)
  /** How many items the list holds. */
  const size = computed(() => model.list.value.length)
  const counts = computed(() => app.counts)
  const countsByState = computed(() => counts.value?.byState ?? {})
  const total = computed(() => counts.value?.total ?? 0)
  /** What "Retry failed" retries (main's retryFailed takes the same group). */
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

  async function retrySelected(): Promise<void> {
    await retry([...selection.value])
    clearSelection()
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
    selection,
    all,
    size,
    filtered,
    countsByState,
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
    toggleSelected,
    selectAllFiltered,
    clearSelection,
    load,
    addDropped,
    chooseFiles,
    addFiles,
    retry,
    retryFailed,
    retrySelected,
    cancel
  }
})
