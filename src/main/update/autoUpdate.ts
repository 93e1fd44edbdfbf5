/**
 * Auto-update through electron-updater, off by default: IT turns it on and names the feed
 * (a generic HTTPS folder holding latest*.yml and the installers), usually through the managed
 * settings file. electron-updater is loaded only when an update check is really wanted.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Settings } from '@shared/settingsSchema'
import type { AppLogger } from '../logging/logger'
import { refusalOf, type DownloadedUpdate } from './installCheck'
import { checkSignedFeed, SIGNATURE_SUFFIX, UPDATE_KEY_FILE } from './signedFeed'

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
  on(event: 'update-downloaded', listener: (info: DownloadedUpdate) => void): unknown
}

/** electron-updater's feed file for Linux on this architecture. */
function linuxFeedFile(arch: string): string {
  return `latest-linux${arch === 'x64' ? '' : `-${arch}`}.yml`
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(30_000) })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return new Uint8Array(await res.arrayBuffer())
}

/** The release's public key from the app's resources, or null when this build carries none. */
async function readShippedKey(): Promise<string | null> {
  try {
    return await readFile(join(process.resourcesPath, 'resources', UPDATE_KEY_FILE), 'utf8')
  } catch {
    return null
  }
}

/**
 * Linux: electron-updater installs on quit only the release a signed feed vouches for: its
 * version, newer than the running one, and its file (signedFeed.ts, installCheck.ts). It adds its quit handler right after the 'update-downloaded' listeners
 * ran, and only while autoInstallOnAppQuit is true; the flag is cleared just after that (a
 * microtask), and set again once the feed's signature and hashes are checked. Without a key in
 * the build nothing is downloaded, and the log says why.
 */
async function guardLinuxInstall(
  updater: UpdaterLike,
  feedUrl: string,
  opts: { logger: AppLogger; arch: string; publicKey: string | null; currentVersion: string }
): Promise<void> {
  const { logger, publicKey } = opts
  if (!publicKey) {
    updater.autoDownload = false
    updater.autoInstallOnAppQuit = false
    logger.warn(
      `Linux updates are not installed: this build carries no update signing key (resources/${UPDATE_KEY_FILE})`
    )
    return
  }
  updater.on('update-downloaded', (info) => {
    queueMicrotask(() => {
      updater.autoInstallOnAppQuit = false
    })
    const base = feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`
    const feed = new URL(linuxFeedFile(opts.arch), base).href
    void Promise.all([fetchBytes(feed), fetchBytes(feed + SIGNATURE_SUFFIX)])
      .then(async ([text, sig]) => {
        const check = checkSignedFeed(text, Buffer.from(sig).toString('utf8'), publicKey)
        if (!check.ok) throw new Error(check.reason)
        const refusal = await refusalOf(info, check.release, opts.currentVersion)
        if (refusal) throw new Error(refusal)
        updater.autoInstallOnAppQuit = true
        logger.info('update verified against the signed feed; it is installed on quit')
      })
      .catch((err: unknown) => {
        updater.autoInstallOnAppQuit = false
        logger.warn(`update refused: ${(err as Error).message}`)
      })
  })
}

/** Checks the feed when the plan says so; never throws (an update problem must not stop intake). */
export async function runAutoUpdate(opts: {
  settings: Settings['autoUpdate']
  isPackaged: boolean
  logger: AppLogger
  /** The running app's version (app.getVersion()): an update must be newer. */
  currentVersion: string
  load?: () => Promise<UpdaterLike>
  /** Defaults: this process's platform and architecture, and the key in the app's resources. */
  platform?: NodeJS.Platform
  arch?: string
  readPublicKey?: () => Promise<string | null>
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
    if ((opts.platform ?? process.platform) === 'linux') {
      await guardLinuxInstall(updater, plan.feedUrl, {
        logger: opts.logger,
        arch: opts.arch ?? process.arch,
        publicKey: await (opts.readPublicKey ?? readShippedKey)(),
        currentVersion: opts.currentVersion
      })
    }
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
