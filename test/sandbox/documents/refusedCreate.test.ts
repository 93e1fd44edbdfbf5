import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  newSandboxKey,
  startEmbeddedSandbox,
  startSandbox,
  type RunningSandbox
} from '../../../src/sandbox/index'
import { parseCli } from '../../../src/sandbox/cliArgs'
import { api, md5Base64, upload } from '../support/client'

const text = (s: string) => new TextEncoder().encode(s)
const root = (sb: RunningSandbox) => sb.baseUrl.replace(/\/v2$/, '')
const FAULTS = '/sandbox/faults/refuse-create'

/** POST /documents of `body` under `name`. */
async function create(sb: RunningSandbox, body: string, name: string) {
  const signedId = await upload(sb, text(body), 'memo.txt', 'text/plain')
  return api(sb, 'POST', '/documents', {
    data: { type: 'document', attributes: { attached_document: signedId, name } }
  })
}

describe('refused creates', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ log: () => {}, refuseCreates: [{ nameContains: 'pages 3–4' }] })
  })
  afterAll(() => sb.close())

  it('refuses a create by name with a 422 JSON:API error, and lets the others through', async () => {
    const before = (await api(sb, 'GET', '/documents?page[size]=1')).body.meta.total as number
    const refused = await create(sb, 'Memo: pages three and four.', 'scan (pages 3–4).pdf')
    expect(refused.status).toBe(422)
    expect(refused.body.errors[0]).toMatchObject({
      status: '422',
      code: 'refused_by_sandbox',
      detail: 'The sandbox refuses this document: its name contains "pages 3–4".'
    })
    const made = await create(sb, 'Memo: pages one and two.', 'scan (pages 1–2).pdf')
    expect(made.status).toBe(201)
    expect((await api(sb, 'GET', '/documents?page[size]=1')).body.meta.total).toBe(before + 1)
    const listed = await api(sb, 'GET', `${root(sb)}${FAULTS}`)
    expect(listed.body.data).toEqual([
      { name_contains: 'pages 3–4', md5: null, status: 422, refused: 1 }
    ])
  })

  it('takes a refusal by MD5 while it runs, and clears them all', async () => {
    const body = 'Memo: refused by content.'
    const added = await api(sb, 'POST', `${root(sb)}${FAULTS}`, {
      md5: md5Base64(text(body)),
      status: 403
    })
    expect(added.status).toBe(200)
    expect((await create(sb, body, 'any name.txt')).status).toBe(403)
    expect((await api(sb, 'DELETE', `${root(sb)}${FAULTS}`)).status).toBe(204)
    expect((await create(sb, body, 'any name.txt')).status).toBe(201)
    expect((await create(sb, 'Memo: pages 3–4 again.', 'scan (pages 3–4).pdf')).status).toBe(201)
  })

  it('refuses a refusal that refuses nothing or answers a duplicate, and asks for a key', async () => {
    const bad = await api(sb, 'POST', `${root(sb)}${FAULTS}`, { name_contains: 'x', status: 409 })
    expect(bad.status).toBe(400)
    expect((await api(sb, 'POST', `${root(sb)}${FAULTS}`, {})).status).toBe(400)
    expect((await api(sb, 'GET', `${root(sb)}${FAULTS}`, undefined, null)).status).toBe(401)
  })

  it('is given at start by flag, and has no routes on the embedded sandbox', async () => {
    expect(
      parseCli(['--refuse-create-name', 'pages 3–4', '--refuse-create-checksum', 'abc'])
    ).toMatchObject({
      refuseCreates: [{ nameContains: 'pages 3–4' }, { md5: 'abc' }]
    })
    const key = newSandboxKey()
    const dataDir = mkdtempSync(join(tmpdir(), 'refuse-embedded-'))
    const embedded = await startEmbeddedSandbox({ dataDir, apiKey: key, log: () => {} })
    try {
      const res = await fetch(`${root(embedded)}${FAULTS}`, {
        headers: { Authorization: `Token ${key}` }
      })
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('No such route.')
    } finally {
      await embedded.close()
    }
  })
})
