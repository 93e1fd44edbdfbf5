import type { Settings } from '@shared/settingsSchema'
import { app } from 'electron'
import type { AppContext } from './context'
import { applyLoginItem } from './loginItem'
import { runAutoUpdate } from '../update/autoUpdate'
import { applyIntakeChange, settingChanged } from '../settings/intakeChange'

/**
 * What a saved change does to the running app: a new connection or concurrency restarts
 * intake, new folders are watched, login start and log level apply at once.
 */
export function createSettingsApplier(ctx: AppContext, afterApply: () => void) {
  return async (before: Settings, after: Settings): Promise<void> => {
    const changed = (key: keyof Settings) => settingChanged(before, after, key)
    if (changed('logLevel')) ctx.logger.setLevel(after.logLevel)
    if (changed('startAtLogin')) applyStartAtLogin(ctx, after.startAtLogin)
    if (changed('autoUpdate')) checkForUpdates(ctx, after.autoUpdate)
    await applyIntakeChange(ctx.host, before, after)
    ctx.logger.info('settings saved')
    afterApply()
  }
}

/** Checks the update feed as these settings say, against the running version (never throws). */
export function checkForUpdates(ctx: AppContext, autoUpdate: Settings['autoUpdate']): void {
  void runAutoUpdate({
    settings: autoUpdate,
    isPackaged: app.isPackaged,
    currentVersion: app.getVersion(),
    logger: ctx.logger
  })
}

/** Applies "start at login" for this platform, logging instead of failing. */
export function applyStartAtLogin(ctx: AppContext, enabled: boolean): void {
  try {
    applyLoginItem({
      app,
      enabled,
      platform: ctx.platform,
      execPath: process.execPath,
      env: process.env
    })
  } catch (err) {
    ctx.logger.warn('start at login could not be changed', err)
  }
}
