import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import {
  startFaultProxy,
  type FaultProxy,
  type OneFault,
  type RequestMatch
} from '../main/support/faultProxy'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { eventsOf, runMain } from './cliChild'
import { useSandboxRun } from './sandboxRun'

/**
 * Every command of the real entry point with a fault on its first request, through a proxy in
 * front of the sandbox: the engine waits before it retries, and that wait alone must keep the
 * process alive until the outcome is printed (it ended exit 0, silent, in the middle of it).
 */
const run = useSandboxRun('first-request')
let proxy: FaultProxy
beforeAll(async () => {
  proxy = await startFaultProxy(run.sandbox.baseUrl)
})
afterAll(async () => {
  await proxy?.close()
})

const DROP: OneFault = { drop: true }
const UNAVAILABLE: OneFault = { status: 503 }
const BUSY_2S: OneFault = { status: 429, retryAfterS: 2 }
const PING = '/v2/documents/types'

/** The service as the CLI is given it: through the proxy, the key from the environment. */
const env = (): Record<string, string> => ({
  DROPDOCK_BASE_URL: `${proxy.origin}${new URL(run.sandbox.baseUrl).pathname}`,
  DROPDOCK_API_KEY: run.sandbox.apiKey
})

/** The request `method path` names. */
const request =
  (method: string, path: string): RequestMatch =>
  (r) =>
    r.method === method && r.path === path

/** Runs the real CLI with `fault` on the first request `match` takes (any, without it). */
async function withFault(args: string[], fault: OneFault, match?: RequestMatch) {
  const faultedBefore = proxy.faulted.length
  proxy.failNext(fault, match)
  const state = run.stateDir()
  const result = await runMain([...args, '--json', '--state', state], { env: env() })
  return {
    ...result,
    state,
    events: eventsOf(result),
    faulted: proxy.faulted.slice(faultedBefore),
    lockLeft: existsSync(join(state, 'dropdock.lock'))
  }
}

async function invoice(name: string): Promise<string> {
  const dir = join(run.dir, name)
  await mkdir(dir, { recursive: true })
  const path = join(dir, 'invoice.txt')
  await writeFile(path, invoiceText(name))
  return path
}

describe('a fault on the first request of each command', () => {
  it('upload, its first connection dropped, sends the file and says so', async () => {
    const file = await invoice('upload-drop')
    const r = await withFault(['upload', file], DROP)
    expect(r.faulted).toEqual([`GET ${PING}`])
    const outcome = r.events.find((e) => e.event === 'file')
    expect(outcome).toMatchObject({ path: file, state: 'extracted' })
    expect(outcome?.document_id).toEqual(expect.any(String))
    expect(r.events.at(-1)).toMatchObject({ event: 'summary', exit_code: 0 })
    expect(r.code).toBe(0)
    expect(r.lockLeft).toBe(false)
  })

  it('watch --until-idle, its first connection dropped, sends what the folder holds', async () => {
    const file = await invoice('watch-drop')
    const r = await withFault(['watch', join(file, '..'), '--until-idle'], DROP)
    expect(r.faulted).toEqual([`GET ${PING}`])
    expect(r.events.find((e) => e.event === 'file')).toMatchObject({
      path: file,
      state: 'extracted'
    })
    expect(r.events.at(-1)).toMatchObject({ event: 'summary', total: 1, exit_code: 0 })
    expect(r.code).toBe(0)
    expect(r.lockLeft).toBe(false)
  })

  it('infer, its first lookup answered 503, prints the inference', async () => {
    const path = '/v2/tracking_requests/infer_number'
    const r = await withFault(['infer', 'MSKU1234565'], UNAVAILABLE, request('POST', path))
    expect(r.faulted).toEqual([`POST ${path}`])
    expect(r.events.find((e) => e.event === 'inferred')).toMatchObject({
      number: 'MSKU1234565',
      number_type: 'container'
    })
    expect(r.code).toBe(0)
    expect(r.lockLeft).toBe(false)
  })

  it('infer, its first connection dropped, prints the inference', async () => {
    const r = await withFault(['infer', 'MSKU1234565'], DROP)
    expect(r.faulted).toEqual([`GET ${PING}`])
    expect(r.events.find((e) => e.event === 'inferred')).toMatchObject({ number: 'MSKU1234565' })
    expect(r.code).toBe(0)
  })

  it('track, its first tracking request answered 429 with Retry-After: 2, requests it', async () => {
    const path = '/v2/tracking_requests'
    const r = await withFault(
      ['track', 'MAEU241234567', '--scac', 'MAEU', '--type', 'bill_of_lading'],
      BUSY_2S,
      request('POST', path)
    )
    expect(r.faulted).toEqual([`POST ${path}`])
    // The seeded shipment already tracks this number: the request's outcome names it.
    expect(r.events.find((e) => e.event === 'already_tracked')).toMatchObject({
      request_number: 'MAEU241234567',
      scac: 'MAEU'
    })
    expect(r.code).toBe(0)
    expect(r.lockLeft).toBe(false)
  })

  it('track, its first connection dropped, requests it', async () => {
    const r = await withFault(
      ['track', 'MAEU241234567', '--scac', 'MAEU', '--type', 'bill_of_lading'],
      DROP
    )
    expect(r.faulted).toEqual([`GET ${PING}`])
    expect(r.events.map((e) => e.event)).toContain('already_tracked')
    expect(r.code).toBe(0)
  })
})

describe('a process ended before its command', () => {
  it('leaves no lock file when a second Ctrl+C ends it while its first request hangs', async () => {
    const faultedBefore = proxy.faulted.length
    proxy.failNext({ hang: true })
    const state = run.stateDir()
    let interrupting: NodeJS.Timeout | undefined
    const r = await runMain(['watch', run.dir, '--json', '--state', state], {
      env: env(),
      onSpawn: (child) => {
        // Once the request hangs, Ctrl+C again and again: the first asks to stop, which waits
        // for the answer; any later one ends the process at once.
        const ask = (): void => {
          if (proxy.faulted.length > faultedBefore) child.kill('SIGINT')
        }
        interrupting = setInterval(ask, 100)
      }
    })
    clearInterval(interrupting)
    expect(r.code).toBe(130)
    expect(existsSync(join(state, 'dropdock.lock'))).toBe(false)
  })
})

describe('a fault on the first request of correct', () => {
  let documentId: string
  let state: string
  beforeAll(async () => {
    const file = await invoice('correct')
    state = run.stateDir()
    const c = captureIo(env())
    expect(await runCli(['upload', file, '--json', '--state', state], c.io)).toBe(0)
    documentId = c.events().find((e) => e.event === 'file')!.document_id as string
  })

  /** Corrects the invoice number in the prepared state folder, `fault` on the request named. */
  async function correct(value: string, fault: OneFault, match?: RequestMatch) {
    const faultedBefore = proxy.faulted.length
    proxy.failNext(fault, match)
    const result = await runMain(
      ['correct', documentId, `invoice_number=${value}`, '--json', '--state', state],
      { env: env() }
    )
    // What the service shows now, asked past the proxy.
    const direct = createServiceClient({ baseUrl: run.sandbox.baseUrl, apiKey: run.sandbox.apiKey })
    const doc = await direct.getDocument(documentId, ['last_document_representation'])
    const rep = doc.included?.find((x) => x.type === 'document_representation')
    return {
      ...result,
      events: eventsOf(result),
      faulted: proxy.faulted.slice(faultedBefore),
      onService: (rep?.attributes as { payload: Record<string, unknown> }).payload,
      lockLeft: existsSync(join(state, 'dropdock.lock'))
    }
  }

  it.each([
    ['its first connection dropped', 'INV-DROP-1', DROP, undefined],
    ['its change answered 503', 'INV-503-1', UNAVAILABLE, 'patch'],
    ['its change answered 429 with Retry-After: 2', 'INV-429-1', BUSY_2S, 'patch'],
    ['its schema read answered 503', 'INV-SCHEMA-1', UNAVAILABLE, 'schema']
  ] as const)('%s, saves the correction and says so', async (_, value, fault, on) => {
    const match: RequestMatch | undefined =
      on === 'patch'
        ? request('PATCH', `/v2/documents/${documentId}`)
        : on === 'schema'
          ? (x) => x.method === 'GET' && x.path.startsWith('/v2/document_schemas/')
          : undefined
    const r = await correct(value, fault, match)
    expect(r.faulted).toHaveLength(1)
    expect(proxy.pending).toBe(0)
    expect(r.events.find((e) => e.event === 'corrected')).toMatchObject({
      manual: { invoice_number: value }
    })
    expect(r.onService).toMatchObject({ invoice_number: value })
    expect(r.code).toBe(0)
    expect(r.lockLeft).toBe(false)
  })
})
