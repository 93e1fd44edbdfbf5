/**
 * The sandbox the app and the CLI start when no service is configured. Unlike the standalone
 * `npm run sandbox` (tests, demos), it accepts none of the published seeded keys, only this
 * installation's own random key; `Host` must name it on loopback with its port; and its web
 * pages need the per-session token in the address the app opens.
 */
import { randomBytes } from 'node:crypto'
import { startSandbox, type RunningSandbox } from './index'

export { installationKey, newSandboxKey, type KeyCodec } from './installationKey'

export interface EmbeddedSandboxOptions {
  dataDir: string
  /** This installation's key (see installationKey). */
  apiKey: string
  log?: (line: string) => void
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
    pageToken: randomBytes(18).toString('base64url')
  })
}
