import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { ExtractedValue, ExtractedValues } from '@shared/corrections'
import type { JsonSchemaProperty } from '@shared/service'
import { bridge, toRendererError, unwrap } from '../bridge'
import { copyText } from '../lib/clipboard'
import type { ShownError } from '../lib/explain'
import { useDetailStore } from './detail'
import { useNoticesStore, type NoticeAction } from './notices'

/** Field → value to set, or null to go back to what the service read. */
type Changes = Record<string, ExtractedValue | null>

/** A correction refused, by the window's own check or by main, shown beside its field. */
export interface CorrectionRefusal {
  /** The field it was about, or `all` for "Revert all corrections". */
  key: string
  error: ShownError
}

/**
 * The clerk's corrections of the open document's extracted data (`document.correct`): which
 * field is being edited, saving, reverting one field or all, the relink a corrected reference
 * number calls for, copying a value, and Undo in the notice after each change.
 */
// eslint-disable-next-line max-lines-per-function -- a Pinia setup store: its state and actions share one closure and are returned together
export const useCorrectionsStore = defineStore('corrections', () => {
  const api = bridge()
  const detail = useDetailStore()
  const notices = useNoticesStore()
  /** The field whose editor is open (one at a time). */
  const editing = ref<string | null>(null)
  /** The field being saved, or `all`. */
  const busy = ref<string | null>(null)
  const refusal = shallowRef<CorrectionRefusal | null>(null)
  /** The item whose reference number was corrected and not yet relinked. */
  const relinkFor = ref<string | null>(null)

  watch(
    () => detail.itemId,
    () => {
      editing.value = null
      refusal.value = null
    }
  )

  const properties = computed<Record<string, JsonSchemaProperty>>(
    () => detail.schema?.schema_payload.properties ?? {}
  )
  /** The clerk's corrections as the detail gives them (the service's word, else main's). */
  const manual = computed<Record<string, unknown>>(
    () => detail.detail?.representation?.manual ?? detail.item?.manual ?? {}
  )
  /** What the service itself read: kept by main apart from the corrections, else its payload. */
  const serviceData = computed<Record<string, unknown>>(
    () =>
      detail.item?.extracted ??
      detail.detail?.item.extracted ??
      detail.detail?.representation?.payload ??
      {}
  )
  const corrected = (key: string): boolean => Object.hasOwn(manual.value, key)
  const relinkOffered = computed(
    () => relinkFor.value !== null && relinkFor.value === detail.itemId
  )

  function edit(key: string): void {
    editing.value = key
    refusal.value = null
  }

  function cancel(): void {
    editing.value = null
    refusal.value = null
  }

  /** The window's own refusal of a typed value, said beside its field. */
  function refuse(key: string, error: ShownError): void {
    refusal.value = { key, error }
  }

  /** Sends changes for an item; the refusal stays beside `key`. True when saved. */
  async function send(itemId: string, fields: Changes | null, key: string): Promise<boolean> {
    busy.value = key
    try {
      const result = await unwrap(api.document.correct({ itemId, fields }))
      if (refusal.value?.key === key) refusal.value = null
      if (result.relinkAdvised) relinkFor.value = itemId
      if (detail.itemId === itemId) await detail.refresh()
      return true
    } catch (err) {
      refusal.value = { key, error: toRendererError(err) }
      return false
    } finally {
      busy.value = null
    }
  }

  /** Undo: the values the changed fields had before (null where there was no correction). */
  function undoOf(itemId: string, fields: string[] | null, key: string): NoticeAction {
    const before = { ...manual.value } as ExtractedValues
    const restore: Changes =
      fields === null ? before : Object.fromEntries(fields.map((k) => [k, before[k] ?? null]))
    return {
      id: 'undo',
      label: 'corrections.undo',
      focus: key === 'all' ? 'extracted-title' : `correct-${key}`,
      run: () =>
        void send(itemId, restore, key).then(
          (ok) => ok && notices.show((w) => w.t('corrections.done.undone'))
        )
    }
  }

  function relinkAction(): NoticeAction[] {
    const itemId = relinkFor.value
    return relinkOffered.value && itemId
      ? [
          {
            id: 'relink',
            label: 'corrections.relink',
            focus: 'extracted-title',
            run: () => void relink(itemId)
          }
        ]
      : []
  }

  /** Saves a field's corrected value (and an amount's currency); the notice offers Undo. */
  async function save(key: string, label: string, changes: Changes): Promise<boolean> {
    const itemId = detail.itemId
    if (!itemId || busy.value) return false
    const undo = undoOf(itemId, Object.keys(changes), key)
    if (!(await send(itemId, changes, key))) return false
    // The editor closes unless the clerk has moved on to another field meanwhile.
    if (editing.value === key) editing.value = null
    notices.offer((w) => w.t('corrections.done.saved', { field: label }), [undo, ...relinkAction()])
    return true
  }

  /** Sets one field back to what the service read. */
  async function revert(key: string, label: string): Promise<boolean> {
    const itemId = detail.itemId
    if (!itemId || busy.value) return false
    const undo = undoOf(itemId, [key], key)
    if (!(await send(itemId, { [key]: null }, key))) return false
    if (editing.value === key) editing.value = null
    notices.offer(
      (w) => w.t('corrections.done.reverted', { field: label }),
      [undo, ...relinkAction()]
    )
    return true
  }

  /** Reverts every correction of the document at once (`fields: null`). */
  async function revertAll(): Promise<boolean> {
    const itemId = detail.itemId
    if (!itemId || busy.value) return false
    const undo = undoOf(itemId, null, 'all')
    if (!(await send(itemId, null, 'all'))) return false
    editing.value = null
    notices.offer((w) => w.t('corrections.done.revertedAll'), [undo, ...relinkAction()])
    return true
  }

  /** Relinks the document whose reference number was corrected (`document.relink`). */
  async function relink(itemId = relinkFor.value): Promise<void> {
    if (!itemId) return
    if ((await detail.relink({ itemId })) && relinkFor.value === itemId) relinkFor.value = null
  }

  /** Copies a field's value as shown; the notice says so. */
  async function copy(label: string, text: string): Promise<void> {
    const ok = await copyText(text)
    if (ok) notices.show((w) => w.t('corrections.copied', { field: label }))
    else notices.show((w) => w.t('detail.done.copyFailed'), 'error')
  }

  return {
    editing,
    busy,
    refusal,
    properties,
    manual,
    serviceData,
    relinkOffered,
    corrected,
    edit,
    cancel,
    refuse,
    save,
    revert,
    revertAll,
    relink,
    copy
  }
})
