import { computed, onScopeDispose, reactive, shallowRef, watch } from 'vue'
import { needsAttention } from '@shared/intakeCounts'
import {
  FILE_STATES,
  FINAL_STATES,
  documentTypesOf,
  type FileState,
  type IntakeItem
} from '@shared/intake'
import { documentOutcomes } from '@shared/outcome'
import type { InboxModel } from './inboxModel'
import { newestFirst, rawItem } from './inboxModel'
import { folderKey } from './origins'

/**
 * The outcomes the status filter offers beside the states: a read document on a shipment or not,
 * or possibly the same as one taken in before.
 */
export const OUTCOME_FILTERS = ['linked', 'needs_shipment', 'possible_duplicate'] as const
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number]

/**
 * 'attention': the items that need the clerk (needsAttention), as main counts them; 'due': the
 * documents on shipments, the earliest last free day of their containers first ("What's due
 * first", dueFirst.ts).
 */
export type StateFilter = 'all' | 'attention' | 'due' | 'active' | OutcomeFilter | FileState

/** How far back the date filter reaches, in local days counted from today's midnight. */
export const RECEIVED_RANGES = ['all', 'today', 'week', 'month'] as const
export type ReceivedRange = (typeof RECEIVED_RANGES)[number]
const RANGE_DAYS: Record<Exclude<ReceivedRange, 'all'>, number> = { today: 0, week: 6, month: 29 }

/** The columns the list sorts by; `received` (newest first) is the order it starts in. */
export const SORT_KEYS = [
  'received',
  'name',
  'folder',
  'size',
  'type',
  'shipments',
  'state',
  'updated'
] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortDirection = 'asc' | 'desc'
export interface InboxSort {
  key: SortKey
  dir: SortDirection
}

export interface InboxFilters {
  state: StateFilter
  type: string
  folder: string
  received: ReceivedRange
  query: string
}

const NO_FILTERS: InboxFilters = {
  state: 'all',
  type: 'all',
  folder: 'all',
  received: 'all',
  query: ''
}
export const DEFAULT_SORT: InboxSort = { key: 'received', dir: 'desc' }

/** Where the filters and the sort are kept for the window's session (a reload, not a restart). */
export const FIND_SESSION_KEY = 'dropdock.inbox.find'

/** How long after a change the filters are written to the session (typing pauses). */
const KEEP_AFTER_MS = 300

/** The first instant of the local day `days` before `now`'s, in ms. */
export function receivedSince(range: ReceivedRange, now: Date): number {
  if (range === 'all') return -Infinity
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - RANGE_DAYS[range])
  return day.getTime()
}

const STATE_FILTERS: readonly string[] = [
  'all',
  'attention',
  'due',
  'active',
  ...OUTCOME_FILTERS,
  ...FILE_STATES
]
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T)
const isOutcomeFilter = (f: string): f is OutcomeFilter => oneOf(OUTCOME_FILTERS, f)
/** The filters that are no one state of a file. */
const GROUP_FILTERS: readonly string[] = ['all', 'attention', 'due', 'active']

/** What the session kept, each field checked; anything not understood stays at its default. */
function restored(): { filters: InboxFilters; sort: InboxSort } {
  const filters = { ...NO_FILTERS }
  const sort = { ...DEFAULT_SORT }
  let kept: Record<string, unknown> = {}
  try {
    kept = JSON.parse(sessionStorage.getItem(FIND_SESSION_KEY) ?? '{}') ?? {}
  } catch {
    return { filters, sort }
  }
  const f = (kept.filters ?? {}) as Record<string, unknown>
  const s = (kept.sort ?? {}) as Record<string, unknown>
  if (oneOf(STATE_FILTERS, f.state)) filters.state = f.state as StateFilter
  if (text(f.type, 200)) filters.type = f.type
  if (text(f.folder, 4096)) filters.folder = f.folder
  if (oneOf(RECEIVED_RANGES, f.received)) filters.received = f.received
  if (text(f.query, 500)) filters.query = f.query
  if (oneOf(SORT_KEYS, s.key)) sort.key = s.key
  if (s.dir === 'asc' || s.dir === 'desc') sort.dir = s.dir
  return { filters, sort }
}

function keep(filters: InboxFilters, sort: InboxSort): void {
  try {
    sessionStorage.setItem(FIND_SESSION_KEY, JSON.stringify({ filters, sort }))
  } catch {
    // A full or refused session storage only loses the filters at the next reload.
  }
}

/** Keeps the filters and sort in the session: written once typing pauses, and as the window goes. */
function keptForSession(filters: InboxFilters, sort: InboxSort): void {
  let pending: ReturnType<typeof setTimeout> | null = null
  const save = (): void => {
    if (pending !== null) clearTimeout(pending)
    pending = null
    keep({ ...filters }, { ...sort })
  }
  watch(
    [filters, sort],
    () => {
      if (pending === null) pending = setTimeout(save, KEEP_AFTER_MS)
    },
    { deep: true }
  )
  window.addEventListener('pagehide', save)
  onScopeDispose(() => {
    window.removeEventListener('pagehide', save)
    if (pending !== null) save()
  })
}

/** True when `item` passes the state, type, folder and date filters. */
function passes(item: IntakeItem, f: InboxFilters, since: number): boolean {
  if (f.state === 'attention' && !needsAttention(item)) return false
  if (f.state === 'active' && FINAL_STATES.includes(item.state)) return false
  if (f.state === 'due' && !documentOutcomes(item).includes('linked')) return false
  if (isOutcomeFilter(f.state)) {
    // A file of several documents is listed when one of them has the outcome.
    if (!documentOutcomes(item).includes(f.state)) return false
  } else if (!GROUP_FILTERS.includes(f.state) && item.state !== f.state) return false
  if (f.type !== 'all' && !documentTypesOf(item).some((t) => (t ?? '') === f.type)) return false
  if (f.folder !== 'all' && folderKey(item) !== f.folder) return false
  return since === -Infinity || Date.parse(item.createdAt) >= since
}

/** What each column sorts by, ascending: a number, or a string compared as the clerk reads it. */
type Keyer = (item: IntakeItem) => string | number

function keyers(labelOf: (code: string) => string): Record<Exclude<SortKey, 'received'>, Keyer> {
  // One label per type, not one translation per item.
  const labels = new Map<string, string>()
  const label = (code: string): string => {
    let text = labels.get(code)
    if (text === undefined) labels.set(code, (text = labelOf(code)))
    return text
  }
  return {
    name: (i) => i.name,
    folder: (i) => folderKey(i),
    size: (i) => i.size,
    type: (i) => (i.documentType ? label(i.documentType) : ''),
    shipments: (i) => i.shipmentNumbers.join(', '),
    // In the order a file goes through them, as the status filter lists them.
    state: (i) => FILE_STATES.indexOf(i.state),
    updated: (i) => Date.parse(i.updatedAt)
  }
}

/** `list` sorted by `sort`: keys taken once per item, then one sort, newest first among equals. */
function sorted(
  list: readonly IntakeItem[],
  sort: InboxSort,
  keyer: Keyer,
  collator: Intl.Collator
): IntakeItem[] {
  const sign = sort.dir === 'asc' ? 1 : -1
  const keyed = list.map((item) => {
    const raw = rawItem(item)
    return { item, raw, key: keyer(raw) }
  })
  keyed.sort((a, b) => {
    const by =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key))
    return sign * by || newestFirst(a.raw, b.raw)
  })
  return keyed.map((k) => k.item)
}

/** "What's due first" without a column sort: the earliest last free day first, none last. */
function dueOrdered(list: readonly IntakeItem[], due: (itemId: string) => number): IntakeItem[] {
  const keyed = list.map((item) => ({ item, raw: rawItem(item), key: due(item.id) }))
  keyed.sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? -1 : 1) || newestFirst(a.raw, b.raw))
  return keyed.map((k) => k.item)
}

export interface FindOptions {
  /** The window's language, for comparing names as its clerk reads them. */
  locale: () => string
  /** The time the date filter counts from. */
  now?: () => Date
}

/**
 * The inbox's filters, search and sort, kept for the window's session, and the items that pass
 * them in that order (the model's list itself while none is set). The search matches each
 * item's text (built by the model as items change) and the labels of the types, once per query.
 */
export function inboxFind(model: InboxModel, options: FindOptions) {
  const start = restored()
  const filters = reactive<InboxFilters>(start.filters)
  // A type's label as the list shows it: set by the detail store, which holds the types.
  const labeller = shallowRef<(code: string) => string>((code) => code)
  const labelOf = (code: string): string => labeller.value(code)
  // When a document's containers must be picked up by (ms; Infinity: not known), from the
  // deadlines store, which fetches them.
  const dueOf = shallowRef<(itemId: string) => number>(() => Infinity)
  const sort = reactive<InboxSort>(start.sort)
  const now = options.now ?? (() => new Date())
  keptForSession(filters, sort)

  /** How many of the folded filters (status, type, folder, date) are set. */
  const activeFilters = computed(
    () =>
      Number(filters.state !== 'all') +
      Number(filters.type !== 'all') +
      Number(filters.folder !== 'all') +
      Number(filters.received !== 'all')
  )
  const isFiltered = computed(() => activeFilters.value > 0 || filters.query.trim() !== '')
  const isSorted = computed(() => sort.key !== DEFAULT_SORT.key || sort.dir !== DEFAULT_SORT.dir)

  /** The type codes whose label, as shown, holds the query. */
  function typesLabelled(query: string): Set<string> {
    return new Set(model.types.value.filter((code) => labelOf(code).toLowerCase().includes(query)))
  }

  const filtered = computed(() => {
    const list = model.list.value
    if (!isFiltered.value) return list
    void model.revision.value
    const f = { ...filters }
    const query = f.query.trim().toLowerCase()
    const since = receivedSince(f.received, now())
    const labelled = query ? typesLabelled(query) : new Set<string>()
    // Read unwatched: the revision says when a field a filter reads changed.
    return list.filter((item) => {
      const raw = rawItem(item)
      if (!passes(raw, f, since)) return false
      if (!query) return true
      return (
        model.searchText(item).includes(query) ||
        (raw.documentType !== null && labelled.has(raw.documentType))
      )
    })
  })

  const shown = computed((): readonly IntakeItem[] => {
    const list = filtered.value
    if (!isSorted.value && filters.state === 'due') return dueOrdered(list, dueOf.value)
    if (!isSorted.value) return list
    if (sort.key === 'received') return sort.dir === 'asc' ? [...list].reverse() : list
    void model.revision.value
    const collator = new Intl.Collator(options.locale(), { numeric: true, sensitivity: 'base' })
    return sorted(list, { ...sort }, keyers(labelOf)[sort.key], collator)
  })

  /** Sorts by `key`: ascending first, then descending, then back to newest first. */
  function sortBy(key: SortKey): void {
    if (sort.key !== key) Object.assign(sort, { key, dir: 'asc' })
    else if (sort.dir === 'asc') sort.dir = 'desc'
    else Object.assign(sort, DEFAULT_SORT)
  }

  function resetFilters(): void {
    Object.assign(filters, NO_FILTERS)
  }

  /** Has the search and the sort read types' labels with `label` (the window's language). */
  function labelTypesWith(label: (code: string) => string): void {
    labeller.value = label
  }

  /** Has "What's due first" order documents by `due` (ms of the earliest last free day). */
  function dueWith(due: (itemId: string) => number): void {
    dueOf.value = due
  }

  return {
    filters,
    sort,
    activeFilters,
    isFiltered,
    filtered: shown,
    sortBy,
    resetFilters,
    labelTypesWith,
    dueWith
  }
}
