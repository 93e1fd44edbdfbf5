import { defineStore } from 'pinia'
import { computed, onScopeDispose, ref, shallowRef } from 'vue'
import type { IntakeError } from '@shared/intake'
import type { DocumentDetail } from '@shared/views'
import type { DocumentSchemaAttributes, DocumentTypeOption } from '@shared/service'
import { bridge, toRendererError, unwrap } from '../bridge'
import { windowI18n as i18n } from '../i18n'
import { copyText } from '../lib/clipboard'
import { errorReport, errorText } from '../lib/explain'
import { documentTypeText } from '../lib/codes'
import type { Words } from '../lib/words'
import { humanize } from '../lib/format'
import { pagesText } from '../lib/partsText'
import { useDocumentsStore } from './documents'
import { useNoticesStore, type NoticeAction } from './notices'

/**
 * The document open in the side panel: its detail from main, the account's document types and
 * the schema its extracted data follows (cached by full version), and the clerk's actions on it.
 * Notices are written in the window's language when they are shown.
 */
/** Each action on the open document, as its failure notice names it (`detail.failed.<action>`). */
type FailedAction =
  | 'type'
  | 'reclassify'
  | 'relink'
  | 'reextract'
  | 'retry'
  | 'open'
  | 'show'
  | 'download'
  | 'web'
  | 'removePart'

// eslint-disable-next-line max-lines-per-function -- a Pinia setup store: its state, getters and actions share one closure and are returned together; split, they would pass the refs around or become a second store
export const useDetailStore = defineStore('detail', () => {
  const api = bridge()
  const documents = useDocumentsStore()
  const notices = useNoticesStore()
  const itemId = ref<string | null>(null)
  /** The part of the open file shown (a part's document id), null for the file itself. */
  const partId = ref<string | null>(null)
  const detail = shallowRef<DocumentDetail | null>(null)
  const loading = ref(false)
  const busy = ref<string | null>(null)
  const error = ref<IntakeError | null>(null)
  const types = shallowRef<DocumentTypeOption[]>([])
  const schemas = shallowRef(new Map<string, DocumentSchemaAttributes>())
  let reloadTimer: ReturnType<typeof setTimeout> | null = null

  /** The live item (events keep it fresh) even before the detail has loaded. */
  const item = computed(() =>
    itemId.value ? (documents.get(itemId.value) ?? detail.value?.item ?? null) : null
  )
  const documentType = computed(
    () =>
      detail.value?.document?.document_type_manual ?? detail.value?.document?.document_type ?? null
  )
  // A document without extraction is keyed by its type's current schema (KEYED_DATA).
  const fullVersion = computed(() => {
    const rep = detail.value?.representation
    if (documentType.value && rep) return `${documentType.value}@${rep.schemaVersion}`
    return detail.value?.keyedSchema ?? null
  })
  const schema = computed(() =>
    fullVersion.value ? (schemas.value.get(fullVersion.value) ?? null) : null
  )

  /** A type's name in `words`' language (the window's unless a component passes its own). */
  function typeLabel(code: string | null, words: Words = i18n().global): string {
    if (!code) return words.t('detail.type.notClassified')
    const label = types.value.find((t) => t.code === code)?.label
    return documentTypeText(code, words, label ?? humanize(code))
  }
  // The inbox's search and sort read types by the label shown.
  documents.labelTypesWith((code) => typeLabel(code))

  /** The account's document types: labels for the inbox and choices for the override. */
  async function loadTypes(): Promise<void> {
    if (types.value.length > 0) return
    try {
      types.value = await unwrap(api.document.types())
    } catch {
      // The type picker stays empty; the detail itself still shows.
    }
  }

  async function loadSchema(): Promise<void> {
    const version = fullVersion.value
    if (!version || schemas.value.has(version)) return
    try {
      const found = await unwrap(api.document.schema({ fullVersion: version }))
      schemas.value = new Map(schemas.value).set(version, found)
    } catch {
      // Without its schema the data still shows, with labels made from its keys.
    }
  }

  async function refresh(): Promise<void> {
    const id = itemId.value
    const part = partId.value
    if (!id) return
    loading.value = true
    try {
      const next = await unwrap(api.document.detail(partTarget()))
      if (itemId.value !== id || partId.value !== part) return
      detail.value = next
      error.value = null
      await loadSchema()
    } catch (err) {
      if (itemId.value === id) error.value = toRendererError(err)
    } finally {
      loading.value = false
    }
  }

  async function open(id: string): Promise<void> {
    if (itemId.value === id) return
    itemId.value = id
    partId.value = null
    detail.value = null
    error.value = null
    await Promise.all([refresh(), loadTypes()])
  }

  /** Shows one part of the open file (its document, data and links), or with null the file. */
  async function openPart(id: string | null): Promise<void> {
    if (partId.value === id || !itemId.value) return
    partId.value = id
    detail.value = null
    error.value = null
    await refresh()
  }

  function close(): void {
    itemId.value = null
    partId.value = null
    detail.value = null
    error.value = null
  }

  /**
   * Runs an action on the open document. A failure is a notice naming the action and the
   * document, kept until dismissed, with "Try again" running the same action again.
   */
  async function act(
    name: FailedAction,
    work: () => Promise<unknown>,
    done: () => string,
    undo?: NoticeAction
  ): Promise<boolean> {
    busy.value = name
    // Its Undo is about this document: the notice goes when another one is opened.
    const about = itemId.value ?? undefined
    try {
      await work()
      if (undo) notices.offer(done(), [undo], about)
      else notices.show(done())
      error.value = null
      return true
    } catch (err) {
      failed(name, err, () => void act(name, work, done, undo))
      return false
    } finally {
      busy.value = null
    }
  }

  /** The notice for a failed action on the open document; `values` fill its sentence's others. */
  function failed(
    action: FailedAction,
    err: unknown,
    retry: () => void,
    values: (words: Words) => Record<string, string> = () => ({})
  ): void {
    const e = toRendererError(err)
    const name = detail.value?.item.name ?? detail.value?.document?.name ?? ''
    notices.show(
      (words) =>
        words.t(`detail.failed.${action}`, {
          ...values(words),
          name,
          reason: errorText(e, words, 'document')
        }),
      'error',
      e.message,
      retry
    )
  }

  function target(): { itemId: string } {
    return { itemId: itemId.value ?? '' }
  }

  /** The open file, or the part of it shown: what the detail and the re-runs act on. */
  function partTarget(): { itemId: string; partId?: string } {
    return partId.value ? { ...target(), partId: partId.value } : target()
  }

  /** Undo of a type change: the manual type before it (or none) on that same document. */
  function undoType(ref: { itemId: string; partId?: string }, before: string | null): NoticeAction {
    return {
      id: 'undo',
      label: 'corrections.undo',
      focus: 'manual-type',
      run: () => void actions.setManualType(before, ref)
    }
  }

  const actions = {
    /** Sets (or with null removes) the manual type; the notice's Undo puts the one before back. */
    setManualType: (type: string | null, ref: { itemId: string; partId?: string } = partTarget()) =>
      act(
        'type',
        async () => {
          await unwrap(api.document.setManualType({ ...ref, type }))
          if (ref.itemId === itemId.value) await refresh()
        },
        () =>
          type
            ? i18n().global.t('detail.done.typeSet', { type: typeLabel(type) })
            : i18n().global.t('detail.done.typeRemoved'),
        undoType(ref, detail.value?.document?.document_type_manual ?? null)
      ),
    reclassify: () =>
      act(
        'reclassify',
        () => unwrap(api.document.reclassify(partTarget())),
        () => i18n().global.t('detail.done.reclassify')
      ),
    /** Relinks the open document, or the one `ref` names (a notice's action outlives the panel). */
    relink: (ref: { itemId: string; partId?: string } = partTarget()) =>
      act(
        'relink',
        () => unwrap(api.document.relink(ref)),
        () => i18n().global.t('detail.done.relink')
      ),
    reextract: () =>
      act(
        'reextract',
        () => unwrap(api.document.reextract(partTarget())),
        () => i18n().global.t('detail.done.reextract')
      ),
    retry: () =>
      act(
        'retry',
        () => unwrap(api.intake.retry({ ids: [target().itemId] })),
        () => i18n().global.t('detail.done.retry')
      ),
    openOriginal: () =>
      act(
        'open',
        () => unwrap(api.document.openOriginal(target())),
        () => i18n().global.t('detail.done.openOriginal')
      ),
    showInFolder: () =>
      act(
        'show',
        () => unwrap(api.document.showInFolder(target())),
        () => i18n().global.t('detail.done.showInFolder')
      ),
    async downloadCopy(): Promise<void> {
      busy.value = 'download'
      try {
        const saved = await unwrap(api.document.downloadCopy(target()))
        if (saved) notices.show(i18n().global.t('detail.done.savedTo', { path: saved.savedTo }))
      } catch (err) {
        failed('download', err, () => void actions.downloadCopy())
      } finally {
        busy.value = null
      }
    },
    openInWebApp: (query: string) =>
      act(
        'web',
        () => unwrap(api.document.openInWebApp({ query })),
        () => i18n().global.t('detail.done.openWebApp')
      ),
    /**
     * "Remove this document": main asks the clerk first and deletes the shown part's document.
     * Removed, the panel goes back to the file and a notice names the pages; the clerk's "no"
     * changes nothing. True when it was removed.
     */
    async removePart(ref: { itemId: string; partId?: string } = partTarget()): Promise<boolean> {
      const id = ref.partId
      const owner = ref.itemId === itemId.value ? item.value : documents.get(ref.itemId)
      const parts = owner?.parts ?? []
      const index = parts.findIndex((p) => p.documentId === id)
      const part = parts[index]
      if (!id || !part) return false
      const pages = (words: Words) => ({ pages: pagesText(part, index, words) })
      busy.value = 'removePart'
      try {
        const { removed } = await unwrap(api.document.removePart({ ...ref, partId: id }))
        if (!removed) return false
        notices.show((words) => words.t('detail.done.partRemoved', pages(words)))
        if (ref.itemId === itemId.value && partId.value === id) await openPart(null)
        return true
      } catch (err) {
        failed('removePart', err, () => void actions.removePart(ref), pages)
        return false
      } finally {
        busy.value = null
      }
    },
    async copyError(): Promise<void> {
      if (!item.value) return
      const ok = await copyText(errorReport(item.value))
      notices.show(
        ok ? i18n().global.t('detail.done.errorCopied') : i18n().global.t('detail.done.copyFailed'),
        ok ? 'info' : 'error'
      )
    }
  }

  /** Reload when the open item changes state; batched, since events come in bursts. */
  const off = api.on('intake.items', (items) => {
    if (!itemId.value || !items.some((i) => i.id === itemId.value)) return
    if (reloadTimer) clearTimeout(reloadTimer)
    reloadTimer = setTimeout(() => void refresh(), 250)
  })
  onScopeDispose(() => {
    off()
    if (reloadTimer) clearTimeout(reloadTimer)
  })

  return {
    itemId,
    partId,
    openPart,
    detail,
    loading,
    busy,
    error,
    types,
    schemas,
    item,
    documentType,
    fullVersion,
    schema,
    typeLabel,
    loadTypes,
    open,
    close,
    refresh,
    ...actions
  }
})
