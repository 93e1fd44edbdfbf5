import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Key } from '@shared/i18n/messages'
import type { Words } from '../lib/words'

/**
 * A notice's words, put together when it is shown: in the window's language, and again when the
 * language changes while it is up. A plain string is shown as it is.
 */
export type NoticeText = string | ((words: Words) => string)

/**
 * A button a notice offers beside its text ("Undo", "Relink with the corrected number"): its
 * catalog label and what it runs; the notice goes when it is pressed.
 */
export interface NoticeAction {
  /** Names the button for tests and for focus (`notice-<id>`). */
  id: string
  label: Key
  run: () => void
  /** Where focus goes once the notice is gone (a `data-focus-key`): the control it acted on. */
  focus?: string
}

export interface Notice {
  id: number
  text: NoticeText
  tone: 'info' | 'error'
  /** Main's own sentence behind an error (English), for the tooltip. */
  detail?: string
  /** Runs the failed action again ("Try again"); the notice goes when it is pressed. */
  retry?: () => void
  /** What the clerk can do next from the notice (Undo …); such a notice stays until used or dismissed. */
  actions?: NoticeAction[]
  /** The item whose document it is about: it goes when another document is opened. */
  about?: string
}

const INFO_MS = 5000
const MAX_INFO = 3

/** A notice's text in the language `words` speaks. */
export function noticeText(notice: Pick<Notice, 'text'>, words: Words): string {
  return typeof notice.text === 'string' ? notice.text : notice.text(words)
}

/**
 * Messages for the clerk, announced politely. Confirmations ("3 files added") go after a few
 * seconds; errors (a refused file, an unreachable service) stay until dismissed, so a clerk who
 * looked away still learns that something was not taken.
 */
export const useNoticesStore = defineStore('notices', () => {
  const list = ref<Notice[]>([])
  let next = 1

  function dismiss(id: number): void {
    list.value = list.value.filter((n) => n.id !== id)
  }

  function show(
    text: NoticeText,
    tone: Notice['tone'] = 'info',
    detail?: string,
    retry?: () => void
  ): void {
    add({ id: next++, text, tone }, detail, retry)
  }

  /**
   * A confirmation with what can follow it (Undo): it stays until one is pressed or it is
   * dismissed, so a clerk who reaches it by keyboard still finds it; older ones make room.
   */
  function offer(text: NoticeText, actions: NoticeAction[], about?: string): void {
    add({ id: next++, text, tone: 'info', actions, ...(about !== undefined ? { about } : {}) })
  }

  /** The notices about one item's document go (another document was opened, or it is gone). */
  function forget(about: string): void {
    list.value = list.value.filter((n) => n.about !== about)
  }

  /** One action of the notices about an item goes (the relink they offered is done). */
  function withdraw(about: string, actionId: string): void {
    list.value = list.value.flatMap((n) => {
      if (n.about !== about || !n.actions?.some((a) => a.id === actionId)) return [n]
      const actions = n.actions.filter((a) => a.id !== actionId)
      return [{ ...n, actions }]
    })
  }

  function add(notice: Notice, detail?: string, retry?: () => void): void {
    const { id, tone } = notice
    const infos = list.value.filter((n) => n.tone === 'info')
    const dropped = new Set(
      infos.slice(0, Math.max(0, infos.length - (MAX_INFO - 1))).map((n) => n.id)
    )
    if (detail !== undefined) notice.detail = detail
    if (retry) notice.retry = retry
    list.value = [...list.value.filter((n) => !dropped.has(n.id)), notice]
    if (tone === 'info' && !notice.actions) setTimeout(() => dismiss(id), INFO_MS)
  }

  /** "Try again" on an error notice: it goes, and its action runs again. */
  function retry(id: number): void {
    const notice = list.value.find((n) => n.id === id)
    dismiss(id)
    notice?.retry?.()
  }

  /** A notice's own action (Undo …): the notice goes, and the action runs. */
  function act(id: number, actionId: string): void {
    const action = list.value.find((n) => n.id === id)?.actions?.find((a) => a.id === actionId)
    dismiss(id)
    action?.run()
  }

  return { list, show, offer, forget, withdraw, dismiss, retry, act }
})
