import type { MenuItemConstructorOptions } from 'electron'
import type { AppStatus } from '@shared/ipc'
import { statusLine } from './trayState'

export interface TrayActions {
  open(): void
  pause(): void
  resume(): void
  retryFailed(): void
  openFolder(path: string): void
  settings(): void
  quit(): void
}

/**
 * The tray menu. Every action lives here because Linux AppIndicator ignores clicks on the icon:
 * the menu is the whole interface. The first entry states what is happening in words.
 */
export function trayMenuTemplate(
  status: AppStatus,
  ctx: { serviceLabel: string; folders: string[] },
  actions: TrayActions
): MenuItemConstructorOptions[] {
  const attention = status.counts.attention
  return [
    { id: 'status', label: statusLine(status, ctx.serviceLabel), enabled: false },
    { type: 'separator' },
    { id: 'open', label: 'Open Dropdock', click: () => actions.open() },
    status.paused
      ? { id: 'pause', label: 'Resume intake', click: () => actions.resume() }
      : { id: 'pause', label: 'Pause intake', click: () => actions.pause() },
    {
      id: 'retry',
      label: attention ? `Retry failed (${attention})` : 'Retry failed',
      enabled: attention > 0,
      click: () => actions.retryFailed()
    },
    folderEntry(ctx.folders, actions),
    { type: 'separator' },
    { id: 'settings', label: 'Settings…', click: () => actions.settings() },
    { id: 'quit', label: 'Quit Dropdock', click: () => actions.quit() }
  ]
}

function folderEntry(folders: string[], actions: TrayActions): MenuItemConstructorOptions {
  if (folders.length === 0) return { id: 'folders', label: 'Open watched folder', enabled: false }
  if (folders.length === 1) {
    return {
      id: 'folders',
      label: 'Open watched folder',
      click: () => actions.openFolder(folders[0])
    }
  }
  return {
    id: 'folders',
    label: 'Open watched folders',
    submenu: folders.map((path) => ({ label: path, click: () => actions.openFolder(path) }))
  }
}
