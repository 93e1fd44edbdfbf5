import { writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('notes', { sandbox: { rateLimitPerMinute: 100_000 } })

/**
 * A loopback front for the sandbox that answers the first `busy` uploads 429 with
 * `Retry-After: 1` (a busy service) and passes every other request through. The client waits out
 * such a short Retry-After itself for its 3 request retries; the 4th refusal reaches the engine,
 * which holds every file back and says so.
 */
async function busyFront(busy: number) {
  let refused = 0
  const target = new URL(run.sandbox.baseUrl)
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.includes('direct_uploads') && refused < busy) {
      refused++
      req.resume()
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' })
      res.end(JSON.stringify({ errors: [{ status: '429', detail: 'Slow down' }] }))
      return
    }
    const up = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    up.on('error', () => res.destroy())
    req.pipe(up)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    baseUrl: `http://127.0.0.1:${port}${target.pathname}`,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

async function uploadThroughBusyFront(json: boolean) {
  const front = await busyFront(4)
  try {
    const files = ['a.txt'].map((name) => join(run.dir, `${json ? 'json' : 'text'}-${name}`))
    for (const f of files) await writeFile(f, invoiceText(f))
    const c = captureIo()
    const argv = ['upload', ...files, '--state', run.stateDir()]
    const code = await runCli(
      [
        ...argv,
        ...(json ? ['--json'] : []),
        '--base-url',
        front.baseUrl,
        '--api-key',
        run.sandbox.apiKey
      ],
      c.io
    )
    expect(front.refused()).toBe(4)
    return { code, c }
  } finally {
    await front.close()
  }
}

describe('the engine’s word reaches the person running the CLI', () => {
  it('says once on stderr that the service asked to wait, and until when', async () => {
    const { code, c } = await uploadThroughBusyFront(false)
    expect(code).toBe(0)
    const waits = c
      .stderr()
      .split('\n')
      .filter((l) => l.startsWith('The service asked to wait'))
    expect(waits).toHaveLength(1)
    expect(waits[0]).toMatch(/^The service asked to wait; sending goes on at \d\d:\d\d\.$/)
    expect(c.stdout()).toMatch(/^ok .*a\.txt/m)
  })

  it('gives it as a note event with its kind and time with --json', async () => {
    const { code, c } = await uploadThroughBusyFront(true)
    expect(code).toBe(0)
    const waits = c.events().filter((e) => e.event === 'note' && e.kind === 'service_wait')
    expect(waits).toHaveLength(1)
    expect(waits[0]).toEqual({
      event: 'note',
      kind: 'service_wait',
      message: expect.stringMatching(/^The service asked to wait; sending goes on at \d\d:\d\d\.$/),
      until: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    })
    expect(
      c
        .events()
        .filter((e) => e.event === 'file')
        .map((e) => e.state)
    ).toEqual(['extracted'])
  })
})
