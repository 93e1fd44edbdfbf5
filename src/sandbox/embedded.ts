/**
 * The sandbox the app and the CLI start when no service is configured. Unlike the standalone
 * `npm run sandbox` (tests, demos), it accepts none of the published seeded keys, only this
 * installation's own random key; `Host` must name it on loopback with its port; its web
 * pages need the per-session token in the address the app opens; a request from a web page (one
 * carrying `Origin`) is refused; and inbound mail needs the key too.
 */
import { randomBytes } from 'node:crypto'
import { startSandbox, type RunningSandbox } from './index'

export { installationKey, newSandboxKey, type KeyCodec } from './installationKey'

export interface EmbeddedSandboxOptions {
  dataDir: string
  /** This installation's key (see installationKey). */
  apiKey: string
  log?: (line: string) => void
  /** Inbound mail a minute (tests lower it). Default MAIL_PER_MINUTE. */
  mailPerMinute?: number
}

/** Starts the embedded sandbox on 127.0.0.1, a random port, with a fresh page token. */
export function startEmbeddedSandbox(opts: EmbeddedSandboxOptions): Promise<RunningSandbox> {
  return startSandbox({
    dataDir: opts.dataDir,
    ...(opts.log ? { log: opts.log } : {}),
    host: '127.0.0.1',
    apiKeys: [opts.apiKey],
    seededKeys: false,
    strictHost: true,
    closed: true,
    ...(opts.mailPerMinute === undefined ? {} : { mailPerMinute: opts.mailPerMinute }),
    pageToken: randomBytes(18).toString('base64url')
  })
}
