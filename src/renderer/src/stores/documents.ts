import { defineStore } from 'pinia'
import { computed, onScopeDispose, reactive, ref, shallowRef } from 'vue'
import {
  ATTENTION_STATES,
  FAILED_STATES,
  FINAL_STATES,
  type FileState,
  type IntakeError,
  type IntakeItem
} from '@shared/intake'
import { IPC_MAX_BYTES, type DropResult, type ItemProgress } from '@shared/ipc'
import { bridge, toRendererError, unwrap } from '../bridge'
import { md5Base64 } from '../lib/md5'
import { errorText, refusalText } from '../lib/explain'
import { counted, formatBytes } from '../lib/format'
import type { Words } from '../lib/words'
import { useNoticesStore } from './notices'

/** Each inbox command, as its failure notice names it (`inbox.failed.<command>`). */
type FailedCommand = 'load' | 'add' | 'drop' | 'choose' | 'retry' | 'retryFailed' | 'cancel'

/** 'attention' groups every state that needs the clerk. */
export type StateFilter = 'all' | 'attention' | 'active' | FileState

/** The folder filter's value for files dropped on the window or handed over as bytes. */
export const DROPPED = ':dropped'
/** The folder filter's value for files the command line sent. */
export const COMMAND_LINE = ':cli'
/** The folder filter's value for documents mailed to the account's document alias. */
export const MAILED = ':email'

/** Where an item came from, as the folder filter knows it: its watched folder, or a fixed value. */
export function folderKey(item: IntakeItem): string {
  switch (item.origin.kind) {
    case 'watch':
      return item.origin.folder
    case 'cli':
      return COMMAND_LINE
    case 'email':
      return MAILED
    default:
      return DROPPED
  }
}

/** A folder filter value as the clerk reads it: the folder's path, "Dropped" or "Command line". */
export function folderName(key: string, { t }: Words): string {
  if (key === DROPPED) return t('inbox.folder.dropped')
  if (key === COMMAND_LINE) return t('inbox.folder.cli')
  if (key === MAILED) return t('email.origin')
  return key
}

/** Where an item came from, as the inbox shows it: its watched folder, or "Dropped". */
export function folderOf(item: IntakeItem, words: Words): string {
  return folderName(folderKey(item), words)
}

function matches(item: IntakeItem, query: string): boolean {
  if (item.name.toLowerCase().includes(query)) return true
  return [...item.shipmentNumbers, ...item.containerNumbers].some((n) =>
    n.toLowerCase().includes(query)
  )
}

function isActive(state: FileState): boolean {
  return !FINAL_STATES.includes(state)
}

/**
 * Every file Dropdock knows, kept by id: the list from main, then the `intake.items` and
 * `intake.progress` batches merged in. Filters, search, counts and selection live here so the
 * inbox components only render.
 */
export const useDocumentsStore = defineStore('documents', () => {
  const api = bridge()
  const notices = useNoticesStore()
  /** Replaced, never mutated, so one batch costs one re-render. */
  const byId = shallowRef(new Map<string, IntakeItem>())
  const loaded = ref(false)
  const error = ref<IntakeError | null>(null)
  const filters = reactive({ state: 'all' as StateFilter, type: 'all', folder: 'all', query: '' })
  const selection = shallowRef(new Set<string>())

  function merge(items: readonly IntakeItem[]): void {
    if (items.length === 0) return
    const next = new Map(byId.value)
    for (const item of items) {
      const known = next.get(item.id)
      if (known && known.updatedAt > item.updatedAt) continue
      next.set(item.id, Object.freeze({ ...item }))
    }
    byId.value = next
  }

  function applyProgress(updates: readonly ItemProgress[]): void {
    const next = new Map(byId.value)
    let changed = false
    for (const p of updates) {
      const item = next.get(p.id)
      if (!item) continue
      next.set(p.id, Object.freeze({ ...item, bytesSent: p.bytesSent, size: p.size }))
      changed = true
    }
    if (changed) byId.value = next
  }

  const all = computed(() =>
    [...byId.value.values()].sort((a, b) =>
      a.createdAt === b.createdAt
        ? a.name.localeCompare(b.name)
        : a.createdAt < b.createdAt
          ? 1
          : -1
    )
  )

  const filtered = computed(() => {
    const query = filters.query.trim().toLowerCase()
    return all.value.filter((item) => {
      if (filters.state === 'attention' && !ATTENTION_STATES.includes(item.state)) return false
      if (filters.state === 'active' && !isActive(item.state)) return false
      if (
        filters.state !== 'all' &&
        filters.state !== 'attention' &&
        filters.state !== 'active' &&
        item.state !== filters.state
      )
        return false
      if (filters.type !== 'all' && (item.documentType ?? '') !== filters.type) return false
      if (filters.folder !== 'all' && folderKey(item) !== filters.folder) return false
      return query === '' || matches(item, query)
    })
  })

  const countsByState = computed(() => {
    const counts: Partial<Record<FileState, number>> = {}
    for (const item of byId.value.values()) counts[item.state] = (counts[item.state] ?? 0) + 1
    return counts
  })
  const total = computed(() => byId.value.size)
  /** What "Retry failed" retries (main's retryFailed takes the same group). */
  const failedCount = computed(() =>
    FAILED_STATES.reduce((sum, s) => sum + (countsByState.value[s] ?? 0), 0)
  )
  const attentionCount = computed(() =>
    ATTENTION_STATES.reduce((sum, s) => sum + (countsByState.value[s] ?? 0), 0)
  )
  const folders = computed(() => [...new Set(all.value.map(folderKey))].sort())
  const types = computed(() =>
    [...new Set(all.value.map((i) => i.documentType).filter((t): t is string => !!t))].sort()
  )
  const isFiltered = computed(
    () =>
      filters.state !== 'all' ||
      filters.type !== 'all' ||
      filters.folder !== 'all' ||
      filters.query.trim() !== ''
  )

  function get(id: string): IntakeItem | undefined {
    return byId.value.get(id)
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

  /**
   * Runs a command; a failure is kept and shown as a notice naming what was asked
   * (`inbox.failed.<what>`, with the file's `name` when given), kept until dismissed, with
   * "Try again" running `again`.
   */
  async function run<T>(
    work: () => Promise<T>,
    what: { key: FailedCommand; name?: string; again: () => void }
  ): Promise<T | undefined> {
    try {
      const value = await work()
      error.value = null
      return value
    } catch (err) {
      const failure = toRendererError(err)
      error.value = failure
      notices.show(
        (words) =>
          words.t(`inbox.failed.${what.key}`, {
            name: what.name ?? '',
            reason: errorText(failure, words)
          }),
        'error',
        failure.message,
        what.again
      )
      return undefined
    }
  }

  async function load(): Promise<void> {
    const items = await run(() => unwrap(api.intake.list()), { key: 'load', again: () => load() })
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
    const result = await run(() => unwrap(api.intake.addFiles(files)), {
      key: 'drop',
      again: () => void addDropped(files)
    })
    if (!result) return
    const { withoutPath, ...dropped } = result
    if (withoutPath.length < files.length) tellDrop(dropped)
    await addFiles(withoutPath.map((i) => files[i]))
  }

  /** "Add files…" (button, Ctrl/Cmd+O): main's own open dialog; nothing happens on Cancel. */
  async function chooseFiles(): Promise<void> {
    const result = await run(() => unwrap(api.intake.chooseFiles()), {
      key: 'choose',
      again: () => void chooseFiles()
    })
    if (result) tellDrop(result)
  }

  /** What main made of a drop (on the window, or on the tray icon), as one notice. */
  function tellDrop({ accepted, rejected }: DropResult): void {
    notices.show(
      (words) =>
        [
          words.t('inbox.notice.added', counted(accepted, words.locale.value), accepted),
          ...rejected.map((r) => refusalText(r, words))
        ].join(words.t('inbox.notice.joiner')),
      rejected.length > 0 ? 'error' : 'info',
      rejected.length > 0 ? rejected.map((r) => r.reason).join('\n') : undefined
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
      const added = await run(
        async () => {
          const md5 = await md5Base64(file)
          const bytes = new Uint8Array(await file.arrayBuffer())
          return unwrap(api.intake.addBytes({ name: file.name, bytes, md5 }))
        },
        { key: 'add', name: file.name, again: () => void addFiles([file]) }
      )
      if (added) notices.show(({ t }) => t('inbox.notice.fileAdded', { name: file.name }))
    }
  }

  async function retry(ids: string[]): Promise<void> {
    const result = await run(() => unwrap(api.intake.retry({ ids })), {
      key: 'retry',
      again: () => void retry(ids)
    })
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) => t('inbox.notice.retrying', counted(count, locale.value), count))
  }

  async function retryFailed(): Promise<void> {
    const result = await run(() => unwrap(api.intake.retryFailed()), {
      key: 'retryFailed',
      again: () => void retryFailed()
    })
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
    await run(() => unwrap(api.intake.cancel({ ids })), {
      key: 'cancel',
      again: () => void cancel(ids)
    })
  }

  const unsubscribe = [
    api.on('intake.items', merge),
    api.on('intake.progress', applyProgress),
    api.on('intake.dropped', tellDrop)
  ]
  onScopeDispose(() => unsubscribe.forEach((off) => off()))

  return {
    byId,
    loaded,
    error,
    filters,
    selection,
    all,
    filtered,
    countsByState,
    total,
    failedCount,
    attentionCount,
    folders,
    types,
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
