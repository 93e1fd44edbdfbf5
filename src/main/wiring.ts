/**
 * The glue between running pieces: intake events to the window, tray and notifications; tray
 * entries to intake. Kept out of index.ts so that file reads as the startup sequence only.
 */
import { shell } from 'electron'
import { serviceName } from '@shared/i18n/serviceName'
import type { AppContext } from './boot/context'
import { chooseFiles } from './boot/chooseFiles'
import { sendEvent } from './ipc/events'
import { setupNotifications, type NotifierHandle } from './notifications/setupNotifications'
import { notifyRefusedDrop } from './notifications/dropNotice'
import { createStorageNotice } from './notifications/storageNotice'
import { setupTray, type TrayHandle } from './tray/setupTray'
import type { TrayContext } from './tray/trayMenu'

/**
 * Current tray context: the service's name, the enabled watched folders and the language. Called
 * on every status and after every saved setting, so a new language redraws the tray at once.
 */
export function trayContext(ctx: AppContext): TrayContext {
  const tr = ctx.translator()
  const plan = ctx.host.plan()
  const serviceLabel = serviceName(plan.service, plan.host, tr.t)
  return {
    tr,
    serviceLabel,
    folders: ctx.settings
      .get()
      .folders.filter((f) => f.enabled)
      .map((f) => f.path)
  }
}

/** The tray with its actions bound to the app. */
export function setupAppTray(ctx: AppContext, quit: () => void): TrayHandle {
  // Files dropped on the tray icon or chosen from its menu: the OS names them, never the window.
  const takeFiles = (paths: string[], how: string): void => {
    void ctx.host
      .intake()
      .addFiles(paths, { kind: 'drop' })
      .then(({ accepted, rejected }) => {
        // Told as a window drop is (the window's notice), and on the desktop when refused.
        sendEvent(ctx.window(), 'intake.dropped', { accepted, rejected })
        if (rejected.length > 0) {
          ctx.logger.warn(`files ${how} refused: ${rejected.length}`)
          notifyRefusedDrop({ accepted, rejected }, ctx.translator())
        }
      })
      .catch((err) => ctx.logger.warn(`files ${how} were not taken`, err))
  }
  return setupTray({
    resourcesDir: ctx.resources,
    platform: ctx.platform,
    initial: ctx.host.status(),
    ctx: trayContext(ctx),
    inbox: () => {
      try {
        return ctx.host.intake().list()
      } catch {
        // Intake is (re)starting: no recent documents until it runs.
        return []
      }
    },
    addFiles: (paths) => takeFiles(paths, 'dropped on the tray'),
    actions: {
      open: () => ctx.reveal(),
      addFiles: () => {
        void chooseFiles(ctx)
          .then((paths) => paths && takeFiles(paths, 'chosen from the tray'))
          .catch((err) => ctx.logger.warn('the file dialog did not open', err))
      },
      pause: () => ctx.host.setPaused(true),
      resume: () => ctx.host.setPaused(false),
      retryFailed: () => {
        const { count } = ctx.host.intake().retryFailed()
        ctx.logger.info(`retry failed from the tray: ${count} item(s)`)
      },
      openFolder: (path) => {
        void shell.openPath(path)
      },
      openItem: (itemId) => ctx.navigate({ view: 'inbox', itemId }),
      settings: () => ctx.navigate({ view: 'settings' }),
      quit
    }
  })
}

/** Intake events to the window, tray and notifications; returns the notifier for shutdown. */
export function connectEvents(ctx: AppContext, tray: TrayHandle): NotifierHandle {
  const notifier = setupNotifications({
    level: () => ctx.settings.get().notifications,
    translator: () => ctx.translator(),
    openItem: (itemId) => ctx.navigate(itemId ? { view: 'inbox', itemId } : { view: 'inbox' })
  })
  try {
    notifier.seed(ctx.host.intake().list())
  } catch {
    // Intake did not start; the status says why.
  }
  ctx.host.onItems((items) => {
    sendEvent(ctx.window(), 'intake.items', items)
    notifier.onItems(items)
    tray.items(items)
  })
  ctx.host.onProgress((progress) => sendEvent(ctx.window(), 'intake.progress', progress))
  const storageNotice = createStorageNotice(() => ctx.translator())
  ctx.host.onStatus((status) => {
    sendEvent(ctx.window(), 'app.status', status)
    tray.update(status, trayContext(ctx))
    storageNotice(status)
  })
  return notifier
}
