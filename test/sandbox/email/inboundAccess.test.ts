/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
/**
 * Who may mail documents into the embedded sandbox, over its real HTTP server: only a sender
 * with the installation's key, never a web page, at a bounded rate and size. Every refusal is
 * the service's error envelope, and no refused message becomes a document.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  newSandboxKey,
  startEmbeddedSandbox,
  startSandbox,
  type RunningSandbox
} from '../../../src/sandbox/index'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { MAIL_MAX_BYTES } from '../../../src/sandbox/email/limits'
import { api } from '../support/client'
import { eml, postEml } from '../../support/eml'

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n`)
const message = (text: string) =>
  eml({
    to: BLUE_HARBOR.documentAlias,
    attachments: [{ name: `${text}.pdf`, bytes: pdf(text) }],
    messageId: `${text}@sender.example`
  })

async function refusal(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status)
  const body = (await res.json()) as any
  expect(body.errors[0]).toMatchObject({ status: String(status) })
  return body.errors[0].detail as string
}

async function documentNames(sb: RunningSandbox): Promise<string[]> {
  const list = await api(sb, 'GET', '/documents?page[size]=100')
  expect(list.status).toBe(200)
  return list.body.data.map((d: any) => d.attributes.name)
}

describe('inbound mail on the embedded sandbox', () => {
  let dir: string
  let sb: RunningSandbox
  const started: RunningSandbox[] = []

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-mail-access-'))
    sb = await startEmbeddedSandbox({
      dataDir: join(dir, 'main'),
      apiKey: newSandboxKey(),
      log: () => undefined
    })
  })
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()))
  })
  afterAll(async () => {
    await sb.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('refuses a message without the installation key (401), and makes no document', async () => {
    const detail = await refusal(await postEml(sb.baseUrl, message('planted-no-key')), 401)
    expect(detail).toMatch(/API token/)
    const wrong = await postEml(sb.baseUrl, message('planted-wrong-key'), {
      apiKey: 'sbx_blueharbor_full'
    })
    await refusal(wrong, 401)
    expect(await documentNames(sb)).not.toContain('planted-no-key.pdf')
  })

  it('takes a message with the key', async () => {
    const res = await postEml(sb.baseUrl, message('keyed'), { apiKey: sb.apiKey })
    expect(res.status).toBe(201)
    expect(await documentNames(sb)).toContain('keyed.pdf')
  })

  it('refuses a web page’s request (Origin header) even with the key, on every route', async () => {
    const evil = { Origin: 'http://evil.example' }
    const detail = await refusal(
      await postEml(sb.baseUrl, message('from-a-page'), { apiKey: sb.apiKey, headers: evil }),
      403
    )
    expect(detail).toMatch(/web pages/)
    // A "simple" text/plain POST, the one a page can send without a preflight.
    const simple = await fetch(`${sb.baseUrl.replace(/\/v2$/, '')}/sandbox/inbound-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'null' },
      body: message('simple-post').toString('latin1')
    })
    await refusal(simple, 403)
    const read = await fetch(`${sb.baseUrl}/documents`, {
      headers: { Authorization: `Token ${sb.apiKey}`, ...evil }
    })
    await refusal(read, 403)
    expect(await documentNames(sb)).not.toContain('from-a-page.pdf')
  })

  it('refuses a message over 25 MiB (413) before reading it, naming the cap', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024, 0x41)
    const detail = await refusal(await postEml(sb.baseUrl, big, { apiKey: sb.apiKey }), 413)
    expect(detail).toContain(String(MAIL_MAX_BYTES))
    expect(detail).toContain('25 MiB')
  })

  it('refuses a message over 25 MiB sent without a length (chunked) too', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x41)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 26) controller.close()
        else controller.enqueue(new Uint8Array(chunk))
      }
    })
    const res = await fetch(`${sb.baseUrl.replace(/\/v2$/, '')}/sandbox/inbound-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'message/rfc822', Authorization: `Token ${sb.apiKey}` },
      body,
      duplex: 'half'
    } as RequestInit)
    await refusal(res, 413)
  })

  it('limits the rate of messages (429 with Retry-After)', async () => {
    const limited = await startEmbeddedSandbox({
      dataDir: join(dir, 'rate'),
      apiKey: newSandboxKey(),
      log: () => undefined,
      mailPerMinute: 2
    })
    started.push(limited)
    const send = (n: number) =>
      postEml(limited.baseUrl, message(`rate-${n}`), { apiKey: limited.apiKey })
    expect((await send(1)).status).toBe(201)
    expect((await send(2)).status).toBe(201)
    const third = await send(3)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refusal(third, 429)).toMatch(/2 requests per minute/)
    expect(await documentNames(limited)).not.toContain('rate-3.pdf')
  })
})

describe('inbound mail on the standalone sandbox (tests and demos)', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ log: () => undefined })
  })
  afterAll(() => sb.close())

  it('takes mail without a key, as docs/sandbox.md shows, but never from a web page', async () => {
    expect((await postEml(sb.baseUrl, message('demo'))).status).toBe(201)
    const page = await postEml(sb.baseUrl, message('demo-page'), {
      headers: { Origin: 'http://evil.example' }
    })
    await refusal(page, 403)
  })
})
