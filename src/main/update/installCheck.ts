/**
 * Whether the update electron-updater downloaded is the release a signed feed vouches for.
 * electron-updater decides what to download from the feed it read itself, unsigned: an old,
 * genuinely signed AppImage served under `version: 99.0.0` passes its own hash check. So the
 * version it downloaded must be the signed feed's, that version newer than the one running,
 * and the file it installs on quit (its `downloadedFile`) must hash to a file that feed names.
 */
import { createReadStream } from 'node:fs'
import { createHash } from 'node:crypto'
import type { SignedRelease } from './signedFeed'
import { compareVersions, isVersion } from './version'

/** What electron-updater reports of the update it downloaded: the part read here. */
export interface DownloadedUpdate {
  /** The version its (unsigned) feed named. */
  version?: string
  /** The file it installs on quit, in its cache folder. */
  downloadedFile?: string
}

function sha512Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha512')
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('base64')))
  })
}

/**
 * Why this download must not be installed, or null when it is the signed release: the same
 * version as the signed feed, newer than `running`, and bytes whose SHA-512 the feed names.
 */
export async function refusalOf(
  update: DownloadedUpdate,
  signed: SignedRelease,
  running: string
): Promise<string | null> {
  if (!isVersion(signed.version)) return `the signed feed's version "${signed.version}" is not one`
  if (!update.version || !isVersion(update.version)) {
    return 'electron-updater did not say which version it downloaded'
  }
  if (compareVersions(signed.version, update.version) !== 0) {
    return `the signed feed is for version ${signed.version}, not the ${update.version} downloaded`
  }
  if (compareVersions(signed.version, running) <= 0) {
    return `version ${signed.version} is not newer than the running ${running}`
  }
  if (!update.downloadedFile) return 'electron-updater did not say which file it downloaded'
  const sha512 = await sha512Of(update.downloadedFile)
  if (!signed.files.some((f) => f.sha512 === sha512)) {
    return `the downloaded file is not one the signed feed for ${signed.version} names`
  }
  return null
}
