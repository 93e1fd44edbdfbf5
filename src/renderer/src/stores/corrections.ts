import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type {
  CorrectionConflict,
  CorrectionOutcome,
  ExtractedValue,
  ExtractedValues
} from '@shared/corrections'
import type { JsonSchemaProperty } from '@shared/service'
import { bridge, toRendererError, unwrap } from '../bridge'
import { copyText } from '../lib/clipboard'
import type { ShownError } from '../lib/explain'
import { useDetailStore } from './detail'
import { useNoticesStore, type NoticeAction, type NoticeText } from './notices'

/** Field → value to set, or null to go back to what the service read. */
type Changes = Record<string, ExtractedValue | null>

/**
 * Fields someone else changed since the clerk opened them (another desktop on the account):
 * not saved, shown beside the field the clerk saved until they keep theirs or use their own.
 */
export interface ShownConflict {
  /** The field whose editor saved them (an amount's currency comes with its amount). */
  key: string
  itemId: string
  conflicts: CorrectionConflict[]
}

/** A correction refused, by the window's own check or by main, shown beside its field. */
export interface CorrectionRefusal {
  /** The field it was about, or `all` for "Revert all corrections". */
  key: string
  error: ShownError
}

/**
 * The last change the clerk made to a document's data, with its Undo (and relink): in the notice
 * while the document is open, then in its detail, so it never acts while another one is open.
 */
export interface LastChange {
  text: NoticeText
  actions: NoticeAction[]
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
  const conflict = shallowRef<ShownConflict | null>(null)
  /** The item whose reference number was corrected and not yet relinked. */
  const relinkFor = ref<string | null>(null)
  /** Each document's last change, by item: shown in its detail once its notice has gone. */
  const lastChanges = shallowRef<ReadonlyMap<string, LastChange>>(new Map())
  /** What the clerk saw of each field when they opened an editor: what a save is checked by. */
  let seenAtOpen: ExtractedValues = {}
  /** The item whose data the clerk began to enter by hand ("Enter the data"). */
  const keyingFor = ref<string | null>(null)

  watch(
    () => detail.itemId,
    (_now, before) => {
      editing.value = null
      refusal.value = null
      conflict.value = null
      keyingFor.value = null
      // Its notice would act on a document no longer open: it stays in that document's detail.
      if (before) notices.forget(before)
    }
  )

  /** The open document's last change, while no notice shows it. */
  const lastChange = computed<LastChange | null>(() => {
    const id = detail.itemId
    if (!id || notices.list.some((n) => n.about === id)) return null
    return lastChanges.value.get(id) ?? null
  })

  function setLastChange(itemId: string, change: LastChange | null): void {
    const next = new Map(lastChanges.value)
    if (change) next.set(itemId, change)
    else next.delete(itemId)
    lastChanges.value = next
  }

  /** A change is done: its notice, named after the document, and its detail's last change. */
  function changed(itemId: string, text: NoticeText, actions: NoticeAction[]): void {
    setLastChange(itemId, { text, actions })
    notices.offer(text, actions, itemId)
  }

  /** The open document's name, for the sentences that must say which document they are about. */
  const nameOf = (itemId: string): string =>
    detail.itemId === itemId ? (detail.item?.name ?? '') : ''

  const properties = computed<Record<string, JsonSchemaProperty>>(
    () => detail.schema?.schema_payload.properties ?? {}
  )
  /** The document shown as main keeps it: the file, or the part of it open (its own data). */
  const kept = computed(() =>
    detail.partId
      ? (detail.item?.parts?.find((p) => p.documentId === detail.partId) ?? null)
      : detail.item
  )
  /** The clerk's corrections as the detail gives them (the service's word, else main's). */
  const manual = computed<Record<string, unknown>>(
    () => detail.detail?.representation?.manual ?? kept.value?.manual ?? {}
  )
  /** What the service itself read: kept by main apart from the corrections, else its payload. */
  const serviceData = computed<Record<string, unknown>>(
    () =>
      kept.value?.extracted ??
      (detail.partId ? null : detail.detail?.item.extracted) ??
      detail.detail?.representation?.payload ??
      {}
  )
  const corrected = (key: string): boolean => Object.hasOwn(manual.value, key)
  /**
   * The service read nothing and the type's schema is known: the values are entered by hand,
   * with no value of the service beside them (KEYED_DATA, src/shared/corrections.ts).
   */
  const byHand = computed(
    () => !!detail.detail?.keyedSchema && Object.keys(serviceData.value).length === 0
  )
  /** The fields to key are shown: some were entered, or the clerk began to enter them. */
  const keying = computed(
    () =>
      byHand.value &&
      (Object.keys(manual.value).length > 0 ||
        (keyingFor.value !== null && keyingFor.value === detail.itemId))
  )
  /** Every field as the detail shows it now: the service's values under the corrections. */
  const shownNow = (): ExtractedValues =>
    ({ ...serviceData.value, ...manual.value }) as ExtractedValues
  /** Offered after a reference number was corrected here, or while main says one is due. */
  const relinkOffered = computed(
    () =>
      (relinkFor.value !== null && relinkFor.value === detail.itemId) ||
      detail.item?.relinkDue === true
  )

  function edit(key: string): void {
    editing.value = key
    refusal.value = null
    conflict.value = null
    seenAtOpen = shownNow()
  }

  function cancel(): void {
    editing.value = null
    refusal.value = null
  }

  /** "Enter the data": the fields of the type's schema show, the first one's editor open. */
  function startKeying(firstKey: string): void {
    keyingFor.value = detail.itemId
    edit(firstKey)
  }

  /** What the clerk saw of the fields changed: at the editor's opening, else as shown now. */
  function seenOf(fields: string[], fromEditor: boolean): Record<string, ExtractedValue | null> {
    const base = fromEditor ? seenAtOpen : shownNow()
    return Object.fromEntries(fields.map((k) => [k, Object.hasOwn(base, k) ? base[k] : null]))
  }

  /** The window's own refusal of a typed value, said beside its field. */
  function refuse(key: string, error: ShownError): void {
    refusal.value = { key, error }
  }

  /**
   * Sends changes for an item, with what the clerk saw of them; the refusal stays beside `key`.
   * The outcome when the service took them (its conflicts included), null when refused.
   */
  async function send(
    itemId: string,
    fields: Changes | null,
    key: string,
    how: { seen: Record<string, ExtractedValue | null>; useMine?: boolean },
    partId: string | null = detail.itemId === itemId ? detail.partId : null
  ): Promise<CorrectionOutcome | null> {
    busy.value = key
    // The part of the file it is about (by default the one open): its own document is corrected.
    const part = partId ? { partId } : {}
    try {
      const result = await unwrap(api.document.correct({ itemId, ...part, fields, ...how }))
      if (refusal.value?.key === key) refusal.value = null
      if (result.relinkAdvised) relinkFor.value = itemId
      if (detail.itemId === itemId) await detail.refresh()
      return result
    } catch (err) {
      refusal.value = { key, error: toRendererError(err) }
      return null
    } finally {
      busy.value = null
    }
  }

  /** Shows the fields kept as someone else saved them; true when there were none. */
  function settled(result: CorrectionOutcome, itemId: string, key: string): boolean {
    if (result.conflicts.length === 0) return true
    conflict.value = { key, itemId, conflicts: result.conflicts }
    return false
  }

  /** Undo: the values the changed fields had before (null where there was no correction). */
  function undoOf(itemId: string, fields: string[] | null, key: string): NoticeAction {
    const before = { ...manual.value } as ExtractedValues
    const name = nameOf(itemId)
    // The part the change was made on: its Undo acts there, whichever part is open by then.
    const partId = detail.itemId === itemId ? detail.partId : null
    const restore: Changes =
      fields === null ? before : Object.fromEntries(fields.map((k) => [k, before[k] ?? null]))
    const undo: NoticeAction = {
      id: 'undo',
      label: 'corrections.undo',
      focus: key === 'all' ? 'extracted-title' : `correct-${key}`,
      run: () => {
        // Undone, the change is no one's last change any more (its notice went with the press).
        if (lastChanges.value.get(itemId)?.actions.includes(undo)) setLastChange(itemId, null)
        void (async () => {
          // Another part open now: the one the change was made on is shown again, so what the
          // Undo is checked by (the values seen) and what it shows are that part's.
          if (detail.itemId === itemId && detail.partId !== partId) await detail.openPart(partId)
          const seen = seenOf(Object.keys(restore), false)
          const r = await send(itemId, restore, key, { seen }, partId)
          if (r && settled(r, itemId, key)) {
            notices.show((w) => w.t('corrections.done.undone', { name }))
          }
        })()
      }
    }
    return undo
  }

  function relinkAction(): NoticeAction[] {
    const itemId = relinkFor.value
    return relinkOffered.value && itemId
      ? [
          {
            id: 'relink',
            label: byHand.value ? 'corrections.relinkKeyed' : 'corrections.relink',
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
    const seen = seenOf(Object.keys(changes), editing.value === key)
    const result = await send(itemId, changes, key, { seen })
    if (!result) return false
    // The editor closes unless the clerk has moved on to another field meanwhile.
    if (editing.value === key) editing.value = null
    if (!settled(result, itemId, key)) return false
    const name = nameOf(itemId)
    const done = byHand.value ? 'corrections.done.entered' : 'corrections.done.saved'
    changed(itemId, (w) => w.t(done, { field: label, name }), [undo, ...relinkAction()])
    return true
  }

  /** A conflict settled by keeping what someone else saved: nothing is sent. */
  function keepTheirs(): void {
    if (!conflict.value) return
    conflict.value = null
    notices.show((w) => w.t('corrections.conflict.keptTheirs'))
  }

  /** A conflict settled by the clerk's own values, sent over what someone else saved. */
  async function useMine(): Promise<boolean> {
    const shown = conflict.value
    if (!shown || busy.value) return false
    const mine: Changes = Object.fromEntries(shown.conflicts.map((c) => [c.field, c.mine]))
    const seen = Object.fromEntries(shown.conflicts.map((c) => [c.field, c.theirs]))
    const result = await send(shown.itemId, mine, shown.key, { seen, useMine: true })
    if (!result) return false
    conflict.value = null
    if (!settled(result, shown.itemId, shown.key)) return false
    changed(shown.itemId, (w) => w.t('corrections.conflict.usedMine'), relinkAction())
    return true
  }

  /** Sets one field back to what the service read. */
  async function revert(key: string, label: string): Promise<boolean> {
    const itemId = detail.itemId
    if (!itemId || busy.value) return false
    const undo = undoOf(itemId, [key], key)
    const result = await send(itemId, { [key]: null }, key, { seen: seenOf([key], false) })
    if (!result) return false
    if (editing.value === key) editing.value = null
    if (!settled(result, itemId, key)) return false
    const name = nameOf(itemId)
    changed(itemId, (w) => w.t('corrections.done.reverted', { field: label, name }), [
      undo,
      ...relinkAction()
    ])
    return true
  }

  /** Reverts every correction of the document at once (`fields: null`). */
  async function revertAll(): Promise<boolean> {
    const itemId = detail.itemId
    if (!itemId || busy.value) return false
    const undo = undoOf(itemId, null, 'all')
    const result = await send(itemId, null, 'all', { seen: shownNow() })
    if (!result) return false
    editing.value = null
    if (!settled(result, itemId, 'all')) return false
    const name = nameOf(itemId)
    changed(itemId, (w) => w.t('corrections.done.revertedAll', { name }), [undo, ...relinkAction()])
    return true
  }

  /**
   * Relinks the document whose reference number was corrected here, else the open one while a
   * relink is due for it (`document.relink`).
   */
  async function relink(
    itemId = relinkFor.value ?? (detail.item?.relinkDue ? detail.itemId : null)
  ): Promise<void> {
    if (!itemId) return
    if (!(await detail.relink({ itemId }))) return
    if (relinkFor.value === itemId) relinkFor.value = null
    // Done: neither the notice nor the detail's last change offers it again.
    notices.withdraw(itemId, 'relink')
    const last = lastChanges.value.get(itemId)
    if (last) {
      setLastChange(itemId, { ...last, actions: last.actions.filter((a) => a.id !== 'relink') })
    }
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
    conflict,
    properties,
    manual,
    serviceData,
    relinkOffered,
    lastChange,
    corrected,
    byHand,
    keying,
    edit,
    cancel,
    startKeying,
    refuse,
    save,
    revert,
    revertAll,
    keepTheirs,
    useMine,
    relink,
    copy
  }
})
