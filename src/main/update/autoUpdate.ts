/**
 * Auto-update through electron-updater, off by default: IT turns it on and names the feed
 * (a generic HTTPS folder holding latest*.yml and the installers), usually through the managed
 * settings file. electron-updater is loaded only when an update check is really wanted.
 */
import type { Settings } from '@shared/ipc'
import type { AppLogger } from '../logging/logger'

export type UpdatePlan = { check: false; reason: string } | { check: true; feedUrl: string }

/** Whether this run checks for updates, and why not. */
export function updatePlan(settings: Settings['autoUpdate'], isPackaged: boolean): UpdatePlan {
  if (!settings.enabled) return { check: false, reason: 'automatic updates are off' }
  if (!settings.feedUrl)
    return { check: false, reason: 'automatic updates are on but no feed URL is set' }
  if (!isPackaged) return { check: false, reason: 'updates apply to installed builds only' }
  return { check: true, feedUrl: settings.feedUrl }
}

/** The part of electron-updater's AppUpdater used here. */
export interface UpdaterLike {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  logger: unknown
  setFeedURL(options: { provider: 'generic'; url: string }): void
  checkForUpdatesAndNotify(): Promise<unknown>
}

/** Checks the feed when the plan says so; never throws (an update problem must not stop intake). */
export async function runAutoUpdate(opts: {
  settings: Settings['autoUpdate']
  isPackaged: boolean
  logger: AppLogger
  load?: () => Promise<UpdaterLike>
}): Promise<UpdatePlan> {
  const plan = updatePlan(opts.settings, opts.isPackaged)
  if (!plan.check) {
    opts.logger.debug(`no update check: ${plan.reason}`)
    return plan
  }
  try {
    const updater = await (opts.load ?? loadUpdater)()
    updater.logger = opts.logger
    updater.autoDownload = true
    updater.autoInstallOnAppQuit = true
    updater.setFeedURL({ provider: 'generic', url: plan.feedUrl })
    await updater.checkForUpdatesAndNotify()
  } catch (err) {
    opts.logger.warn('update check failed', err)
  }
  return plan
}

async function loadUpdater(): Promise<UpdaterLike> {
  const mod = (await import('electron-updater')) as unknown as {
    autoUpdater?: UpdaterLike
    default?: { autoUpdater: UpdaterLike }
  }
  const updater = mod.autoUpdater ?? mod.default?.autoUpdater
  if (!updater) throw new Error('electron-updater did not provide autoUpdater')
  return updater
}
