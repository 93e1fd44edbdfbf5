import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runAutoUpdate, updatePlan, type UpdaterLike } from '../../../src/main/update/autoUpdate'
import type { DownloadedUpdate } from '../../../src/main/update/installCheck'
import type { AppLogger } from '../../../src/main/logging/logger'
import { waitFor } from '../../support/waitFor'

function recorder() {
  const lines: string[] = []
  const logger = {
    error: (...d: unknown[]) => lines.push(`error ${d.join(' ')}`),
    warn: (...d: unknown[]) => lines.push(`warn ${d.join(' ')}`),
    info: (...d: unknown[]) => lines.push(`info ${d.join(' ')}`),
    debug: (...d: unknown[]) => lines.push(`debug ${d.join(' ')}`),
    setLevel: () => undefined,
    file: ''
  } satisfies AppLogger
  const calls: string[] = []
  const listeners: ((info: DownloadedUpdate) => void)[] = []
  let quitHandler = false
  const updater: UpdaterLike = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null,
    setFeedURL: (o) => void calls.push(`feed ${o.provider} ${o.url}`),
    checkForUpdatesAndNotify: async () => void calls.push('check'),
    on: (_event, listener) => listeners.push(listener)
  }
  /** What electron-updater 6 does once a download's SHA-512 matched its feed entry. */
  const downloaded = async (info: DownloadedUpdate) => {
    for (const l of listeners) l(info)
    if (updater.autoInstallOnAppQuit) quitHandler = true
    await Promise.resolve()
  }
  /** Whether quitting now would install the update (electron-updater's quit handler). */
  const installsOnQuit = () => quitHandler && updater.autoInstallOnAppQuit
  return { lines, logger, calls, updater, downloaded, installsOnQuit }
}

// A release key, and the feeds a Linux build writes: latest-linux.yml naming its AppImage's hash.
const release = generateKeyPairSync('ed25519')
const PUBLIC_KEY = release.publicKey.export({ type: 'spki', format: 'pem' }).toString()
const appImageHash = (bytes: string) => createHash('sha512').update(bytes).digest('base64')
/** The app that is running when the update arrives. */
const RUNNING = '1.3.0'
const appImage = (version: string) => `Dropdock-${version}-x86_64.AppImage`
const feedNaming = (sha512: string, version = '1.4.0') =>
  [
    `version: ${version}`,
    'files:',
    `  - url: ${appImage(version)}`,
    `    sha512: ${sha512}`,
    '    size: 104857600',
    `path: ${appImage(version)}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
    ''
  ].join('\n')
const signatureOf = (text: string) =>
  sign(null, Buffer.from(text), release.privateKey).toString('base64')

let downloads = ''
beforeAll(async () => {
  downloads = await mkdtemp(join(tmpdir(), 'dropdock-update-'))
})
afterAll(async () => {
  await rm(downloads, { recursive: true, force: true })
})
/**
 * What electron-updater reports once it downloaded `bytes` under the feed entry it read
 * (`version`, the entry's hash): the file itself lies in its cache folder.
 */
async function downloadOf(
  bytes: string,
  entry: { version?: string; sha512?: string } = {}
): Promise<DownloadedUpdate> {
  const version = entry.version ?? '1.4.0'
  const sha512 = entry.sha512 ?? appImageHash(bytes)
  const downloadedFile = join(await mkdtemp(join(downloads, 'pending-')), appImage(version))
  await writeFile(downloadedFile, bytes)
  const info = {
    version,
    files: [{ url: appImage(version), sha512, size: bytes.length }],
    path: appImage(version),
    sha512,
    releaseDate: '2026-11-20T10:00:00.000Z',
    downloadedFile
  }
  return info
}
const GOOD_BYTES = 'the AppImage IT published'
const GOOD = appImageHash(GOOD_BYTES)
const EVIL_BYTES = 'an AppImage someone else put in the feed folder'
const EVIL = appImageHash(EVIL_BYTES)

let feedServer: Server | null = null
/** IT's feed folder on loopback, serving these files. */
async function serveFeed(files: Record<string, string>): Promise<string> {
  feedServer = createServer((req, res) => {
    const body = files[(req.url ?? '').replace(/^\/dropdock\//, '')]
    res.writeHead(body === undefined ? 404 : 200).end(body)
  })
  await new Promise<void>((r) => feedServer!.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/dropdock/`
}
afterEach(async () => {
  await new Promise((r) => (feedServer ? feedServer.close(r) : r(null)))
  feedServer = null
})

describe('update/autoUpdate', () => {
  describe('updatePlan()', () => {
    it('is off by default and explains why', () => {
      expect(updatePlan({ enabled: false, feedUrl: null }, true)).toEqual({
        check: false,
        reason: 'automatic updates are off'
      })
      expect(updatePlan({ enabled: true, feedUrl: null }, true)).toMatchObject({
        check: false,
        reason: expect.stringContaining('no feed URL')
      })
      expect(
        updatePlan({ enabled: true, feedUrl: 'https://updates.corp.test/dropdock' }, false)
      ).toMatchObject({ check: false })
    })
  })

  describe('runAutoUpdate()', () => {
    it('does not even load electron-updater when updates are off', async () => {
      const r = recorder()
      let loaded = false
      await runAutoUpdate({
        settings: { enabled: false, feedUrl: null },
        isPackaged: true,
        currentVersion: RUNNING,
        logger: r.logger,
        load: async () => ((loaded = true), r.updater)
      })
      expect(loaded).toBe(false)
    })

    it("checks IT's generic feed when enabled in an installed build", async () => {
      const r = recorder()
      const url = 'https://updates.corp.test/dropdock'
      await runAutoUpdate({
        settings: { enabled: true, feedUrl: url },
        isPackaged: true,
        currentVersion: RUNNING,
        logger: r.logger,
        load: async () => r.updater
      })
      expect(r.calls).toEqual([`feed generic ${url}`, 'check'])
      expect(r.updater.logger).toBe(r.logger)
    })

    describe('Linux: installs only what a signed feed names', () => {
      const linux = async (feedUrl: string, publicKey: string | null) => {
        const r = recorder()
        await runAutoUpdate({
          settings: { enabled: true, feedUrl },
          isPackaged: true,
          logger: r.logger,
          load: async () => r.updater,
          platform: 'linux',
          arch: 'x64',
          readPublicKey: async () => publicKey,
          currentVersion: RUNNING
        })
        return r
      }
      /** The guard's one verdict on the download: verified, or refused and why. */
      const verdict = (r: ReturnType<typeof recorder>) =>
        waitFor(
          () => r.lines.find((l) => /^(info update verified|warn update refused)/.test(l)),
          "the guard's verdict",
          10_000
        )
      const seen = async (r: ReturnType<typeof recorder>, what: RegExp) =>
        expect(await verdict(r)).toMatch(what)

      it('installs on quit an update whose hash the signed feed names', async () => {
        const feed = feedNaming(GOOD)
        const url = await serveFeed({
          'latest-linux.yml': feed,
          'latest-linux.yml.sig': signatureOf(feed)
        })
        const r = await linux(url, PUBLIC_KEY)
        await r.downloaded(await downloadOf(GOOD_BYTES))
        await seen(r, /update verified against the signed feed/)
        expect(r.installsOnQuit()).toBe(true)
      })

      it('refuses an update from a feed changed after it was signed', async () => {
        const signed = feedNaming(GOOD)
        const url = await serveFeed({
          'latest-linux.yml': feedNaming(EVIL),
          'latest-linux.yml.sig': signatureOf(signed)
        })
        const r = await linux(url, PUBLIC_KEY)
        await r.downloaded(await downloadOf(EVIL_BYTES))
        await seen(r, /update refused: the update feed does not match its signature/)
        expect(r.installsOnQuit()).toBe(false)
      })

      it('refuses a download the signed feed does not name', async () => {
        const feed = feedNaming(GOOD)
        const url = await serveFeed({
          'latest-linux.yml': feed,
          'latest-linux.yml.sig': signatureOf(feed)
        })
        const r = await linux(url, PUBLIC_KEY)
        await r.downloaded(await downloadOf(EVIL_BYTES))
        await seen(
          r,
          /update refused: the downloaded file is not one the signed feed for 1.4.0 names/
        )
        expect(r.installsOnQuit()).toBe(false)
      })

      describe('an old, genuinely signed release', () => {
        // 1.2.0 was released and signed; the running app is 1.3.0.
        const OLD_BYTES = 'the 1.2.0 AppImage, signed when it was released'
        const OLD = appImageHash(OLD_BYTES)
        const oldFeed = feedNaming(OLD, '1.2.0')
        const servesOldRelease = () =>
          serveFeed({ 'latest-linux.yml': oldFeed, 'latest-linux.yml.sig': signatureOf(oldFeed) })

        it('is refused when served as a newer version', async () => {
          // electron-updater read a feed saying 99.0.0 and naming the old AppImage's hash; the
          // signed feed the guard fetches is the old release's own.
          const r = await linux(await servesOldRelease(), PUBLIC_KEY)
          await r.downloaded(await downloadOf(OLD_BYTES, { version: '99.0.0' }))
          await seen(
            r,
            /update refused: the signed feed is for version 1\.2\.0, not the 99\.0\.0 downloaded/
          )
          expect(r.installsOnQuit()).toBe(false)
        })

        it('is refused as itself, older than the running version', async () => {
          const r = await linux(await servesOldRelease(), PUBLIC_KEY)
          await r.downloaded(await downloadOf(OLD_BYTES, { version: '1.2.0' }))
          await seen(r, /update refused: version 1\.2\.0 is not newer than the running 1\.3\.0/)
          expect(r.installsOnQuit()).toBe(false)
        })

        it('is refused when it is the running version itself', async () => {
          const same = feedNaming(GOOD, RUNNING)
          const url = await serveFeed({
            'latest-linux.yml': same,
            'latest-linux.yml.sig': signatureOf(same)
          })
          const r = await linux(url, PUBLIC_KEY)
          await r.downloaded(await downloadOf(GOOD_BYTES, { version: RUNNING }))
          await seen(r, /update refused: version 1\.3\.0 is not newer than the running 1\.3\.0/)
          expect(r.installsOnQuit()).toBe(false)
        })
      })

      it('refuses a downloaded file whose bytes are not the ones the signed hash names', async () => {
        // electron-updater reports the signed hash, but the file it would install is another.
        const feed = feedNaming(GOOD)
        const url = await serveFeed({
          'latest-linux.yml': feed,
          'latest-linux.yml.sig': signatureOf(feed)
        })
        const r = await linux(url, PUBLIC_KEY)
        await r.downloaded(await downloadOf(EVIL_BYTES, { sha512: GOOD }))
        await seen(
          r,
          /update refused: the downloaded file is not one the signed feed for 1\.4\.0 names/
        )
        expect(r.installsOnQuit()).toBe(false)
      })

      it('refuses a feed signed with another key, or with no signature', async () => {
        const other = generateKeyPairSync('ed25519')
        const feed = feedNaming(GOOD)
        const url = await serveFeed({
          'latest-linux.yml': feed,
          'latest-linux.yml.sig': sign(null, Buffer.from(feed), other.privateKey).toString('base64')
        })
        const r = await linux(url, PUBLIC_KEY)
        await r.downloaded(await downloadOf(GOOD_BYTES))
        await seen(r, /update refused: the update feed does not match its signature/)
        expect(r.installsOnQuit()).toBe(false)

        await new Promise((res) => feedServer!.close(res))
        const unsigned = await serveFeed({ 'latest-linux.yml': feed })
        const r2 = await linux(unsigned, PUBLIC_KEY)
        await r2.downloaded(await downloadOf(GOOD_BYTES))
        await seen(r2, /update refused: .*latest-linux\.yml\.sig answered 404/)
        expect(r2.installsOnQuit()).toBe(false)
      })

      it('downloads nothing in a build without the release key, and says why', async () => {
        const r = await linux('https://updates.corp.test/dropdock/', null)
        expect(r.updater.autoDownload).toBe(false)
        expect(r.updater.autoInstallOnAppQuit).toBe(false)
        expect(r.lines.join('\n')).toMatch(
          /warn Linux updates are not installed: .*no update signing key/
        )
      })
    })

    it('logs a failed check instead of throwing', async () => {
      const r = recorder()
      r.updater.checkForUpdatesAndNotify = async () => {
        throw new Error('feed unreachable')
      }
      await runAutoUpdate({
        settings: { enabled: true, feedUrl: 'https://u.test/' },
        isPackaged: true,
        currentVersion: RUNNING,
        logger: r.logger,
        load: async () => r.updater
      })
      expect(r.lines.join('\n')).toMatch(/warn update check failed/)
    })
  })
})
