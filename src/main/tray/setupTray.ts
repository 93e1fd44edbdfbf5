import { join } from 'node:path'
import { Menu, Tray, nativeImage } from 'electron'
import type { AppStatus } from '@shared/appStatus'
import type { IntakeItem } from '@shared/intake'
import { createRecentList } from './recentItems'
import { trayMenuTemplate, type TrayActions, type TrayContext } from './trayMenu'
import {
  trayIconFile,
  trayIconState,
  trayTitle,
  trayTooltip,
  type TrayIconState
} from './trayState'

export interface TrayHandle {
  /** Redraws icon, tooltip and menu for a new status, folder list or language. */
  update(status: AppStatus, ctx: TrayContext): void
  /** Takes a batch of the engine's items: "Recent documents" is redrawn when it changed. */
  items(batch: readonly IntakeItem[]): void
  destroy(): void
}

/**
 * The tray icon. Clicking it opens the window where the platform reports clicks; files dropped
 * on it (macOS) are taken in like files dropped on the window.
 */
export function setupTray(opts: {
  resourcesDir: string
  platform: string
  actions: TrayActions
  addFiles(paths: string[]): void
  initial: AppStatus
  ctx: TrayContext
  /** The inbox's items now (read at start, and when a recent document leaves it). */
  inbox(): readonly IntakeItem[]
}): TrayHandle {
  const image = (state: TrayIconState) => {
    const { file, template } = trayIconFile(state, opts.platform)
    const img = nativeImage.createFromPath(join(opts.resourcesDir, file))
    if (template) img.setTemplateImage(true)
    return img
  }
  let shown = trayIconState(opts.initial)
  const recent = createRecentList(opts.inbox)
  let last = { status: opts.initial, ctx: opts.ctx }
  const tray = new Tray(image(shown))
  tray.on('click', () => opts.actions.open())
  tray.on('drop-files', (_event, files) => opts.addFiles(files))

  const update: TrayHandle['update'] = (status, ctx) => {
    last = { status, ctx }
    const state = trayIconState(status)
    if (state !== shown) {
      shown = state
      tray.setImage(image(state))
    }
    tray.setToolTip(trayTooltip(status, ctx.serviceLabel, ctx.tr))
    // macOS shows a title beside the icon: the number of files in flight while working.
    if (opts.platform === 'darwin') tray.setTitle(trayTitle(status, ctx.tr))
    const withRecent = { ...ctx, recent: recent.items() }
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(status, withRecent, opts.actions)))
  }
  update(opts.initial, opts.ctx)
  return {
    update,
    items: (batch) => {
      if (recent.take(batch)) update(last.status, last.ctx)
    },
    destroy: () => tray.destroy()
  }
}
