import {
  computed,
  shallowReactive,
  shallowRef,
  toRaw,
  type ComputedRef,
  type ShallowRef
} from 'vue'
import { documentTypesOf, type FileState, type IntakeItem, type ItemProgress } from '@shared/intake'
import { folderKey } from './origins'
import { searchTextOf } from './searchText'

/**
 * The inbox's items, kept so that a batch costs what it changes, not what the inbox holds:
 *
 * - Each item is one shallow-reactive object, changed in place: a row redraws when its own
 *   item's fields change, and nothing else does.
 * - `list` is in the ledger's creation order, newest first (`seq`, which never changes): a
 *   change of state moves no row, so `list` is a new array only when items arrive, and then
 *   they are merged in, not the whole list sorted again.
 * - Progress (bytes sent) touches the two fields of the item it names and nothing else: not
 *   `list`, not `revision`, not the folders or types.
 * - `revision` counts changes to the fields the filters, the search and the sort read (state,
 *   name, type, folder, numbers, extracted values), so a filtered view is recomputed for them
 *   and only for them.
 * - Each item's search text (searchText.ts) is built when it arrives or changes, not per key
 *   press: typing costs one `includes` per item.
 * - Folders and types are counted as items arrive and change, never by a rescan.
 * - An item sent with `removed: true` (the clerk removed it, or retention did) leaves: `list`
 *   is a new array without it, its folder and type are counted out, `revision` goes up.
 */
export interface InboxModel {
  /** Every item, newest first. A new array only when items were added. */
  readonly list: ShallowRef<readonly IntakeItem[]>
  /** Goes up when a field a filter reads changed on an item already listed. */
  readonly revision: ShallowRef<number>
  /** The folder keys items came from, sorted. */
  readonly folders: ComputedRef<string[]>
  /** The document types items have, sorted. */
  readonly types: ComputedRef<string[]>
  get(id: string): IntakeItem | undefined
  /** What the search reads of a listed item, lower-cased (searchText.ts). */
  searchText(item: IntakeItem): string
  /**
   * Takes a batch of items (a newer copy replaces the fields of the one held; older ones are
   * ignored; one marked `removed` is dropped).
   */
  merge(items: readonly IntakeItem[]): void
  /** Takes a batch of byte counts: only the rows of those items redraw. */
  applyProgress(updates: readonly ItemProgress[]): void
  /**
   * Calls `listener` after each merge for every listed item whose state changed in it (not for
   * items that arrive); returns the way to stop.
   */
  onStateChange(listener: StateChangeListener): () => void
}

/** What the model holds beside each listed item (keyed by the item as listed, its proxy). */
interface Held {
  /** The item itself, unwatched: read without a proxy trap per field, 10,000 times a key press. */
  raw: IntakeItem
  /** Its search text (searchText.ts). */
  text: string
}
const HELD = new WeakMap<IntakeItem, Held>()

/**
 * A listed item unwatched, found without touching its proxy (toRaw goes through one): what a
 * pass over every item reads when it needs no change of a field to wake it.
 */
export function rawItem(item: IntakeItem): IntakeItem {
  return HELD.get(item)?.raw ?? toRaw(item)
}

/** An item already listed moved from state `from` to the state it now has. */
export type StateChangeListener = (item: IntakeItem, from: FileState) => void

/** Newest first: a higher creation number comes first; the id decides between equal ones. */
export function newestFirst(a: IntakeItem, b: IntakeItem): number {
  return b.seq - a.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Merges `added` (sorted) into `list` (sorted): O(n), and a prepend when all are newer. */
function mergeSorted(list: readonly IntakeItem[], added: IntakeItem[]): IntakeItem[] {
  if (list.length === 0) return added
  if (newestFirst(added[added.length - 1], list[0]) < 0) return [...added, ...list]
  const out: IntakeItem[] = new Array(list.length + added.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < list.length && j < added.length)
    out[k++] = newestFirst(added[j], list[i]) < 0 ? added[j++] : list[i++]
  while (i < list.length) out[k++] = list[i++]
  while (j < added.length) out[k++] = added[j++]
  return out
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i])

/**
 * True when a field the filters or the sort read differs between two copies of an item (the
 * search's fields are compared as its text).
 */
function filterFieldsDiffer(a: IntakeItem, b: IntakeItem): boolean {
  return (
    a.state !== b.state ||
    a.acknowledgedAt !== b.acknowledgedAt ||
    a.possibleDuplicateOf?.id !== b.possibleDuplicateOf?.id ||
    a.name !== b.name ||
    documentTypesOf(a).join() !== documentTypesOf(b).join() ||
    a.size !== b.size ||
    a.updatedAt !== b.updatedAt ||
    folderKey(a) !== folderKey(b) ||
    !sameList(a.shipmentNumbers, b.shipmentNumbers)
  )
}

/** How many items hold each value; `changed` goes up when a value appears or goes. */
function tally() {
  const counts = new Map<string, number>()
  const changed = shallowRef(0)
  return {
    add(key: string | null): void {
      if (key === null) return
      const n = counts.get(key) ?? 0
      counts.set(key, n + 1)
      if (n === 0) changed.value++
    },
    remove(key: string | null): void {
      if (key === null) return
      const n = counts.get(key) ?? 0
      if (n <= 1) {
        counts.delete(key)
        changed.value++
      } else counts.set(key, n - 1)
    },
    sorted: computed(() => {
      void changed.value
      return [...counts.keys()].sort()
    })
  }
}

/**
 * Puts a newer copy's fields on the item held, dropping those the copy no longer has. Only the
 * fields that differ are written through the proxy: a write is what wakes a row.
 */
function assignInPlace(held: IntakeItem, next: IntakeItem): void {
  const target = held as unknown as Record<string, unknown>
  const raw = toRaw(held) as unknown as Record<string, unknown>
  const fresh = next as unknown as Record<string, unknown>
  for (const key in raw) if (!(key in fresh)) delete target[key]
  for (const key in fresh) if (raw[key] !== fresh[key]) target[key] = fresh[key]
}

type Tally = ReturnType<typeof tally>

/**
 * Takes a newer copy into the item held, keeping its search text and the folder and type counts:
 * true when a field the filters, the search or the sort read changed.
 */
function refresh(mine: IntakeItem, item: IntakeItem, folders: Tally, types: Tally): boolean {
  const kept = HELD.get(mine)!
  const before = kept.raw
  let touched = false
  const text = searchTextOf(item)
  if (text !== kept.text) {
    kept.text = text
    touched = true
  }
  if (filterFieldsDiffer(before, item)) {
    touched = true
    folders.remove(folderKey(before))
    for (const t of documentTypesOf(before)) types.remove(t)
    folders.add(folderKey(item))
    for (const t of documentTypesOf(item)) types.add(t)
  }
  assignInPlace(mine, item)
  return touched
}

export function createInboxModel(): InboxModel {
  const byId = new Map<string, IntakeItem>()
  const list = shallowRef<readonly IntakeItem[]>([])
  const revision = shallowRef(0)
  const folders = tally()
  const types = tally()
  const listeners = new Set<StateChangeListener>()

  function merge(items: readonly IntakeItem[]): void {
    const added: IntakeItem[] = []
    const moved: [IntakeItem, FileState][] = []
    const gone = new Set<IntakeItem>()
    let touched = false
    for (const item of items) {
      const mine = byId.get(item.id)
      if (item.removed) {
        if (mine && toRaw(mine).updatedAt <= item.updatedAt) gone.add(drop(mine))
        continue
      }
      if (!mine) {
        const made = shallowReactive({ ...item })
        byId.set(item.id, made)
        HELD.set(made, { raw: toRaw(made), text: searchTextOf(item) })
        added.push(made)
        folders.add(folderKey(item))
        for (const t of documentTypesOf(item)) types.add(t)
        continue
      }
      const before = HELD.get(mine)!.raw
      if (before.updatedAt > item.updatedAt) continue
      if (before.state !== item.state) moved.push([mine, before.state])
      if (refresh(mine, item, folders, types)) touched = true
    }
    if (gone.size > 0) {
      // An item removed and given again in one batch is a new object, so `gone` spares it.
      list.value = list.value.filter((i) => !gone.has(i))
      touched = true
    }
    if (added.length > 0) list.value = mergeSorted(list.value, added.sort(newestFirst))
    if (touched) revision.value++
    for (const [item, from] of moved) for (const listener of listeners) listener(item, from)
  }

  /** Forgets an item held: out of the index and the folder and type counts (not yet `list`). */
  function drop(held: IntakeItem): IntakeItem {
    const raw = toRaw(held)
    byId.delete(raw.id)
    folders.remove(folderKey(raw))
    for (const t of documentTypesOf(raw)) types.remove(t)
    return held
  }

  function onStateChange(listener: StateChangeListener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  function applyProgress(updates: readonly ItemProgress[]): void {
    for (const p of updates) {
      const held = byId.get(p.id)
      if (!held) continue
      held.bytesSent = p.bytesSent
      held.size = p.size
    }
  }

  function get(id: string): IntakeItem | undefined {
    // Read so that a caller waiting for an item that is not here yet hears when it comes.
    void list.value
    return byId.get(id)
  }

  function searchText(item: IntakeItem): string {
    return HELD.get(item)?.text ?? ''
  }

  return {
    list,
    revision,
    folders: folders.sorted,
    types: types.sorted,
    get,
    searchText,
    merge,
    applyProgress,
    onStateChange
  }
}
