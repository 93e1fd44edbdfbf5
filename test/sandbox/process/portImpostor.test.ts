import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { newSandboxKey, startSandboxProcess, type SandboxProcess } from '../../../src/sandbox/host'
import { startEmbeddedSandbox } from '../../../src/sandbox/index'
import { failure } from '../../main/support/serviceFailure'
import { waitFor } from '../../support/waitFor'
import { rawRequest } from '../support/rawRequest'
import { takePort } from '../../support/portTaker'

let sb: SandboxProcess | null = null
let dir = ''
const stops: (() => void)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  await sb?.close()
  sb = null
  rmSync(dir, { recursive: true, force: true })
})

describe('the embedded sandbox while its process is down', () => {
  it('keeps its port: a program that tries to take it in the gap gets no request and no key', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-impostor-'))
    const key = newSandboxKey()
    const lines: string[] = []
    // A restart far off: the gap stays open for the whole test.
    sb = await startSandboxProcess({
      dataDir: join(dir, 'sandbox'),
      apiKey: key,
      log: (l) => lines.push(l),
      restartDelaysMs: [600_000]
    })
    const port = Number(new URL(sb.baseUrl).port)
    const client = createServiceClient({
      baseUrl: sb.baseUrl,
      apiKey: key,
      appUrl: sb.appUrl,
      socketPath: sb.socketPath,
      retry: { retries: 0 }
    })
    await client.ping()

    const other = takePort(port)
    stops.push(other.stop)
    await other.tried
    process.kill(sb.pid()!, 'SIGKILL')
    await waitFor(() => lines.some((l) => /starting it again in/.test(l)), 'the death', 10_000)
    // It tries again while no sandbox process runs: the port is still taken.
    await other.nextTry()
    expect(other.bound()).toBe(false)
    const err = await failure(client.ping())
    expect(err.kind).toBe('network')
    expect(err.message).not.toContain(key)
    // A browser following a page link meets a closed connection, not someone else's page.
    await expect(rawRequest(port, 'GET /app/ HTTP/1.1')).rejects.toThrow()
    expect(other.seen).toEqual([])
  })

  it('answers `GET //` with a 400 and goes on serving in the same process', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-impostor-'))
    const key = newSandboxKey()
    sb = await startSandboxProcess({ dataDir: join(dir, 'sandbox'), apiKey: key })
    const pid = sb.pid()
    const port = Number(new URL(sb.baseUrl).port)
    for (let i = 0; i < 6; i++) {
      expect((await rawRequest(port, 'GET // HTTP/1.1')).status).toBe(400)
    }
    const client = createServiceClient({
      baseUrl: sb.baseUrl,
      apiKey: key,
      socketPath: sb.socketPath,
      retry: { retries: 0 }
    })
    await expect(client.ping()).resolves.toMatchObject({ latencyMs: expect.any(Number) })
    expect(sb.pid()).toBe(pid)
    expect(sb.restarts()).toBe(0)
  })
})

describe('the engine of the embedded sandbox', () => {
  it('sends its key and its files over the local socket, never to the port in its addresses', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-impostor-'))
    // The worst case: another program has the very port the sandbox's addresses name.
    const seen: string[] = []
    const squatter = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`)
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve))
    stops.push(() => squatter.close())
    const port = (squatter.address() as AddressInfo).port
    const key = newSandboxKey()
    const socketPath = join(dir, 'engine.sock')
    const real = await startEmbeddedSandbox({
      dataDir: join(dir, 'sandbox'),
      apiKey: key,
      port,
      socketPath,
      log: () => undefined
    })
    stops.push(() => void real.close())
    expect(real.baseUrl).toBe(`http://127.0.0.1:${port}/v2`)
    const client = createServiceClient({
      baseUrl: real.baseUrl,
      apiKey: key,
      appUrl: real.appUrl,
      socketPath: () => socketPath
    })

    const bytes = Buffer.from('INVOICE 4711\nTotal 12.00 EUR\n')
    const blob = await client.createBlob({
      filename: 'invoice.txt',
      content_type: 'text/plain',
      byte_size: bytes.length,
      checksum: createHash('md5').update(bytes).digest('base64')
    })
    const url = new URL(blob.direct_upload.url, client.directUploadUrl).href
    await client.putBlob(url, { ...blob.direct_upload.headers }, bytes, bytes.length)
    const doc = await client.createDocument('invoice.txt', blob.signed_id)
    expect((await client.getDocument(doc.data.id)).data.attributes.file_name).toBe('invoice.txt')
    expect(seen).toEqual([])
  })
})
