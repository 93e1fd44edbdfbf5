import type { MenuItemConstructorOptions } from 'electron'
import type { AppStatus } from '@shared/appStatus'
import { shownName } from '@shared/fileNames'
import type { Translator } from '../i18n/translate'
import type { RecentItem } from './recentItems'
import { statusLine } from './trayState'

export interface TrayActions {
  open(): void
  /** "Add files…": main's open dialog. */
  addFiles(): void
  pause(): void
  resume(): void
  retryFailed(): void
  openFolder(path: string): void
  /** Opens the window on one document (a "Recent documents" entry). */
  openItem(id: string): void
  settings(): void
  quit(): void
}

/**
 * What the tray shows besides the status: the service's name, the watched folders, the
 * language, and the newest documents (none: no "Recent documents" entry).
 */
export interface TrayContext {
  serviceLabel: string
  folders: string[]
  tr: Translator
  recent?: readonly RecentItem[]
}

/**
 * The tray menu. Every action lives here because Linux AppIndicator ignores clicks on the icon:
 * the menu is the whole interface. The first entry states what is happening in words.
 */
export function trayMenuTemplate(
  status: AppStatus,
  ctx: TrayContext,
  actions: TrayActions
): MenuItemConstructorOptions[] {
  const { t } = ctx.tr
  const failed = status.counts.failed
  return [
    { id: 'status', label: statusLine(status, ctx.serviceLabel, ctx.tr), enabled: false },
    { type: 'separator' },
    { id: 'open', label: t('tray.open'), click: () => actions.open() },
    { id: 'addFiles', label: t('tray.addFiles'), click: () => actions.addFiles() },
    status.paused
      ? { id: 'pause', label: t('tray.resume'), click: () => actions.resume() }
      : { id: 'pause', label: t('tray.pause'), click: () => actions.pause() },
    {
      id: 'retry',
      label: failed ? t('tray.retryCount', failed) : t('tray.retry'),
      enabled: failed > 0,
      click: () => actions.retryFailed()
    },
    folderEntry(ctx.folders, actions, ctx.tr),
    ...recentEntry(ctx.recent ?? [], actions, ctx.tr),
    { type: 'separator' },
    { id: 'settings', label: t('tray.settings'), click: () => actions.settings() },
    { id: 'quit', label: t('tray.quit'), click: () => actions.quit() }
  ]
}

function folderEntry(
  folders: string[],
  actions: TrayActions,
  { t }: Translator
): MenuItemConstructorOptions {
  if (folders.length === 0) return { id: 'folders', label: t('tray.openFolder'), enabled: false }
  if (folders.length === 1) {
    return {
      id: 'folders',
      label: t('tray.openFolder'),
      click: () => actions.openFolder(folders[0])
    }
  }
  return {
    id: 'folders',
    label: t('tray.openFolders'),
    submenu: folders.map((path) => ({ label: path, click: () => actions.openFolder(path) }))
  }
}

/** A menu entry shows this many characters of a file's name, then an ellipsis. */
const NAME_CHARS = 60

/**
 * One file's entry: its name and state, and for a file the service split its count of documents
 * ("scan.pdf – 3 documents – Extracted"). One line per file, not per part: a 30-page stack would
 * push every other file out of the ten, and an entry opens the window on the file either way,
 * where its documents are listed.
 */
function entryLabel(item: RecentItem, name: string, t: Translator['t']): string {
  const state = t(`states.label.${item.state}`)
  if (item.documents <= 1) return t('housekeeping.tray.item', { name, state })
  return t('housekeeping.tray.packet', item.documents, { name, state })
}

/** "Recent documents": the newest ones with their state, each opening the window on it. */
function recentEntry(
  recent: readonly RecentItem[],
  actions: TrayActions,
  { t }: Translator
): MenuItemConstructorOptions[] {
  if (recent.length === 0) return []
  const short = (name: string) =>
    name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name
  return [
    {
      id: 'recent',
      label: t('housekeeping.tray.recent'),
      submenu: recent.map((item) => ({
        id: `recent:${item.id}`,
        label: entryLabel(item, short(shownName(item.name)), t),
        click: () => actions.openItem(item.id)
      }))
    }
  ]
}
