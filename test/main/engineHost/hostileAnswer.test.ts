import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../support/routeHarness'
import { nestedGzipBomb } from '../../support/nestedBomb'

/** How long main may take to answer app.status while it deals with a hostile answer. */
const STATUS_WITHIN_MS = 200

describe('a service answering 32 MiB of nested arrays in 32 KB of gzip', () => {
  let h: Harness
  let server: Server
  let base = ''
  /** Resolved by the first answer the service has sent whole. */
  let firstSent!: () => void
  const sent = new Promise<void>((resolve) => (firstSent = resolve))
  beforeAll(async () => {
    const bomb = nestedGzipBomb()
    server = createServer((req, res) => {
      req.resume()
      res.on('finish', firstSent)
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end(bomb)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`
    h = await startHarness({ keyStorage: 'basic_text' })
  })
  afterAll(async () => {
    await h.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('is refused as too large, and main answers app.status within 200 ms all along', async () => {
    const switched = (async () => {
      await h.call('settings.update', { connection: { mode: 'custom', baseUrl: base } })
      await h.call('settings.setApiKey', { apiKey: 'hostile_test_key', acceptWeakStorage: true })
    })()
    // From the moment the first answer is on its way, main is asked for its status, again
    // as soon as it answered, until the connection check has failed.
    await sent
    let last = performance.now()
    let slowest = 0
    let message = ''
    for (;;) {
      const status = await h.call('app.status')
      await new Promise((resolve) => setImmediate(resolve))
      const now = performance.now()
      slowest = Math.max(slowest, now - last)
      last = now
      if (!status.ok) throw new Error(status.error.message)
      if (status.value.connection === 'offline') {
        message = status.value.message ?? ''
        break
      }
    }
    await switched
    expect(message).toMatch(/answer to GET \/v2\/\S+ was too large \(larger than 4 MiB\)/)
    expect(slowest).toBeLessThan(STATUS_WITHIN_MS)
  }, 60_000)
})
