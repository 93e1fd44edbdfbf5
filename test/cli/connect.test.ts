import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { startSandbox } from '../../src/sandbox/index'
import { captureIo } from './capture'

/**
 * A loopback front for the sandbox that resets the first `drop` connections it accepts (the
 * way a flaky proxy or Wi-Fi drops them) and passes the rest through.
 */
async function flakyFront(targetPort: number, drop: number) {
  let accepted = 0
  const server: Server = createServer((socket) => {
    accepted++
    if (accepted <= drop) {
      socket.resetAndDestroy()
      return
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort })
    socket.pipe(upstream).pipe(socket)
    const close = () => {
      socket.destroy()
      upstream.destroy()
    }
    socket.on('error', close)
    upstream.on('error', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-connect-'))
  sandbox = await startSandbox({ log: () => undefined })
})
afterAll(async () => {
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

async function inferThrough(front: { origin: string }) {
  const baseUrl = front.origin + new URL(sandbox.baseUrl).pathname
  const c = captureIo()
  const argv = ['infer', 'MSCU6639870', '--json', '--state', join(dir, 'state')]
  const code = await runCli([...argv, '--base-url', baseUrl, '--api-key', sandbox.apiKey], c.io)
  return { code, events: c.events() }
}

describe('cli connection check', () => {
  it('goes on when the first answers are lost on the way', async () => {
    const front = await flakyFront(Number(new URL(sandbox.baseUrl).port), 2)
    try {
      const { code, events } = await inferThrough(front)
      expect(events.at(-1)).toMatchObject({ event: 'inferred', number_type: 'container' })
      expect(code).toBe(0)
    } finally {
      await front.close()
    }
  })

  it('exits 4 with the reason once every try was dropped, after a bounded number of tries', async () => {
    const front = await flakyFront(Number(new URL(sandbox.baseUrl).port), Infinity)
    try {
      const { code, events } = await inferThrough(front)
      expect(code).toBe(4)
      expect(events.at(-1)).toMatchObject({
        event: 'error',
        message: expect.stringContaining('the connection was reset')
      })
      expect(front.accepted()).toBeGreaterThan(1)
      expect(front.accepted()).toBeLessThanOrEqual(4)
    } finally {
      await front.close()
    }
  })
})
