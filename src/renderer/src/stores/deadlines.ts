import { defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'
import type { IntakeItem } from '@shared/intake'
import { outcomeOf } from '@shared/outcome'
import type { ContainerView } from '@shared/views'
import { bridge, unwrap } from '../bridge'
import { documentDue, dueKey, type KnownDue } from '../lib/inbox/dueFirst'
import { useDetailStore } from './detail'
import { useDocumentsStore } from './documents'

/** How many documents' containers "What's due first" asks main for at once, and at most. */
const LANES = 2
export const DUE_FETCH_MAX = 200

/**
 * The containers' last free days, holds and fees of the documents on shipments, for "What's due
 * first": taken from every detail the window opens, and fetched (`document.detail`, two at a
 * time, at most DUE_FETCH_MAX) for the linked documents the view shows and has not seen since
 * their item last changed.
 */
export const useDeadlinesStore = defineStore('deadlines', () => {
  const api = bridge()
  const documents = useDocumentsStore()
  const detail = useDetailStore()
  const known = shallowRef(new Map<string, KnownDue>())
  const asking = new Set<string>()

  function record(item: IntakeItem, containers: readonly ContainerView[] | null): void {
    const entry: KnownDue = containers
      ? { updatedAt: item.updatedAt, due: documentDue(containers), failed: false }
      : { updatedAt: item.updatedAt, due: null, failed: true }
    known.value = new Map(known.value).set(item.id, entry)
  }

  // The detail the clerk opens holds the containers already.
  watch(
    () => detail.detail,
    (d) => {
      if (d) record(d.item, d.containers)
    }
  )

  /** Known for this version of the item; a failed ask only when `again` is not asked for. */
  const fresh = (item: IntakeItem, again: boolean) => {
    const k = known.value.get(item.id)
    return !!k && !(again && k.failed) && k.updatedAt === item.updatedAt
  }

  async function fetchOne(item: IntakeItem): Promise<void> {
    try {
      const d = await unwrap(api.document.detail({ itemId: item.id }))
      record(d.item, d.containers)
    } catch {
      record(item, null)
    } finally {
      asking.delete(item.id)
    }
  }

  /**
   * Asks for the containers of the linked documents among `items` not known in this version;
   * with `again` (the view chosen anew), also those main could not give before.
   */
  async function ensure(items: readonly IntakeItem[], again = false): Promise<void> {
    const wanted = items
      .filter((i) => outcomeOf(i) === 'linked' && !fresh(i, again) && !asking.has(i.id))
      .slice(0, DUE_FETCH_MAX)
    // Queued is asked: a second call while these wait does not ask for them again.
    for (const i of wanted) asking.add(i.id)
    const lane = async (): Promise<void> => {
      for (let next = wanted.shift(); next; next = wanted.shift()) await fetchOne(next)
    }
    await Promise.all(Array.from({ length: LANES }, lane))
  }

  /** What is known of a document's deadlines (undefined: not yet). */
  function dueOf(itemId: string): KnownDue | undefined {
    return known.value.get(itemId)
  }

  // The inbox orders "What's due first" by these.
  documents.dueWith((id) => dueKey(known.value.get(id)?.due ?? undefined))

  return { known, dueOf, ensure, record }
})
