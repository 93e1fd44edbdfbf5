import { defineStore } from 'pinia'
import { computed, onScopeDispose, reactive, ref, shallowRef, toRaw } from 'vue'
import {
  ATTENTION_STATES,
  FINAL_STATES,
  type FileState,
  type IntakeError,
  type IntakeItem
} from '@shared/intake'
import { IPC_MAX_BYTES, type DropResult } from '@shared/ipc'
import { bridge, toRendererError, unwrap } from '../bridge'
import { md5Base64 } from '../lib/md5'
import { errorText } from '../lib/explain'
import { counted, formatBytes } from '../lib/format'
import { useAppStore } from './app'
import { createInboxModel } from './inboxModel'
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
  if (f.state === 'attention' && !ATTENTION_STATES.includes(item.state)) return false
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
  const filters = reactive<Filters>({ state: 'all', type: 'all', folder: 'all', query: '' })
  const selection = shallowRef(new Set<string>())
  const merge = model.merge
  const applyProgress = model.applyProgress

  /** Every item, newest first (the ledger's creation order). */
  const all = computed(() => model.list.value)
  /** How many items the list holds. */
  const size = computed(() => model.list.value.length)
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

  const counts = computed(() => app.counts)
  const countsByState = computed(() => counts.value?.byState ?? {})
  const total = computed(() => counts.value?.total ?? 0)
  /** What "Retry failed" retries (main's retryFailed takes the same group). */
  const failedCount = computed(() => counts.value?.failed ?? 0)
  const attentionCount = computed(() => counts.value?.attention ?? 0)

  function get(id: string): IntakeItem | undefined {
    return model.get(id)
  }

  function resetFilters(): void {
    Object.assign(filters, { state: 'all', type: 'all', folder: 'all', query: '' })
  }

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

  /** Runs a command; a failure is kept and shown, after `about` (a file's name) when given. */
  async function run<T>(work: () => Promise<T>, about?: string): Promise<T | undefined> {
    try {
      const value = await work()
      error.value = null
      return value
    } catch (err) {
      const failure = toRendererError(err)
      error.value = failure
      notices.show(
        (words) => {
          const reason = errorText(failure, words)
          return about ? words.t('errors.about', { name: about, reason }) : reason
        },
        'error',
        failure.message
      )
      return undefined
    }
  }

  async function load(): Promise<void> {
    const items = await run(() => unwrap(api.intake.list()))
    if (items) merge(items)
    loaded.value = true
  }

  /**
   * Hands a drop's File objects to main: the bridge reads the paths of those on disk (the window
   * never names a path) and tells which have none; those are read here and handed over as bytes.
   * The whole drop is told in one notice.
   */
  async function addDropped(files: File[]): Promise<void> {
    if (files.length === 0) return
    const result = await run(() => unwrap(api.intake.addFiles(files)))
    if (!result) return
    const { withoutPath, ...dropped } = result
    if (withoutPath.length < files.length) tellDrop(dropped)
    await addFiles(withoutPath.map((i) => files[i]))
  }

  /** "Add files…" (button, Ctrl/Cmd+O): main's own open dialog; nothing happens on Cancel. */
  async function chooseFiles(): Promise<void> {
    const result = await run(() => unwrap(api.intake.chooseFiles()))
    if (result) tellDrop(result)
  }

  /** What main made of a drop (on the window, or on the tray icon), as one notice. */
  function tellDrop({ accepted, rejected }: DropResult): void {
    // Main's reason for a refused path is its own sentence (English): shown as it is.
    notices.show(
      ({ t, locale }) =>
        [
          t('inbox.notice.added', counted(accepted, locale.value), accepted),
          ...rejected.map((r) =>
            t('inbox.notice.rejected', {
              name: r.path.split(/[\\/]/).pop() ?? r.path,
              reason: r.reason
            })
          )
        ].join('. '),
      rejected.length > 0 ? 'error' : 'info'
    )
  }

  /** Files without a path (mail attachments): read and fingerprinted here, handed over as bytes. */
  async function addFiles(files: File[]): Promise<void> {
    for (const file of files) {
      // Checked before a byte is read: main would refuse it after the window read and hashed it.
      if (file.size > IPC_MAX_BYTES) {
        notices.show(
          ({ t, locale }) =>
            t('inbox.notice.tooLargeToHandOver', {
              name: file.name,
              size: formatBytes(IPC_MAX_BYTES, locale.value)
            }),
          'error'
        )
        continue
      }
      const added = await run(async () => {
        const md5 = await md5Base64(file)
        const bytes = new Uint8Array(await file.arrayBuffer())
        return unwrap(api.intake.addBytes({ name: file.name, bytes, md5 }))
      }, file.name)
      if (added) notices.show(({ t }) => t('inbox.notice.fileAdded', { name: file.name }))
    }
  }

  async function retry(ids: string[]): Promise<void> {
    const result = await run(() => unwrap(api.intake.retry({ ids })))
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) => t('inbox.notice.retrying', counted(count, locale.value), count))
  }

  async function retryFailed(): Promise<void> {
    const result = await run(() => unwrap(api.intake.retryFailed()))
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) =>
      t('inbox.notice.retryingFailed', counted(count, locale.value), count)
    )
  }

  async function retrySelected(): Promise<void> {
    await retry([...selection.value])
    clearSelection()
  }

  async function cancel(ids: string[]): Promise<void> {
    await run(() => unwrap(api.intake.cancel({ ids })))
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
