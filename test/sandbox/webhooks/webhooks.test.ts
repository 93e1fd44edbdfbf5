import { createHmac, timingSafeEqual } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { EVENT_NAMES } from '../../../src/sandbox/webhooks/events'
import { api, createDocument, notificationsOf } from '../support/client'
import { waitFor } from '../../support/waitFor'
import { fixtureBytes } from '../support/fixtures'
import { startReceiver } from '../support/receiver'

const verify = (body: string, secret: string, signature: string) => {
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'))
  return expected.length === signature.length && timingSafeEqual(expected, Buffer.from(signature))
}

const hookBody = (url: string, events: string[], secret = 'receiver-secret-1') => ({
  data: { type: 'webhook', attributes: { url, events, secret } }
})

describe('webhooks', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({
      allowHttpWebhooks: true,
      webhookRetryBaseMs: 0.05,
      log: () => {},
      rateLimitPerMinute: 10_000
    })
  })
  afterAll(() => sb.close())

  describe('delivery', () => {
    it('posts document.extracted signed with the secret, verifiable by the receiver', async () => {
      const receiver = await startReceiver([200])
      try {
        const hook = await api(
          sb,
          'POST',
          '/webhooks',
          hookBody(receiver.url, ['document.extracted'])
        )
        expect(hook.status).toBe(201)
        const created = await createDocument(sb, await fixtureBytes('invoicePdf'), 'invoice.pdf')
        await waitFor(async () => receiver.received.length > 0, 'a webhook delivery', 5000)
        const got = receiver.received[0]
        expect(got.headers['content-type']).toBe('application/json')
        expect(got.headers['user-agent']).toBeTruthy()
        const signature = got.headers['x-service-webhook-signature'] as string
        expect(signature).toMatch(/^[0-9a-f]{64}$/)
        expect(verify(got.body, 'receiver-secret-1', signature)).toBe(true)
        expect(verify(got.body, 'another-secret', signature)).toBe(false)
        const payload = JSON.parse(got.body)
        expect(payload.data.attributes).toMatchObject({
          event: 'document.extracted',
          version: '2026-03-23'
        })
        expect(payload.data.relationships.document.data.id).toBe(created.body.data.id)
        const types = payload.included.map((r: { type: string }) => r.type)
        expect(types).toEqual(expect.arrayContaining(['document', 'document_representation']))
        const listed = await waitFor(
          async () => {
            const list = await notificationsOf(sb, 'document.extracted')
            const n = list.find((x: { id: string }) => x.id === payload.data.id)
            return n?.attributes.delivery_status === 'succeeded' ? n : undefined
          },
          'the document.extracted notification',
          5000
        )
        expect(listed.relationships.webhook.data.id).toBe(hook.body.data.id)
        await api(sb, 'DELETE', `/webhooks/${hook.body.data.id}`)
      } finally {
        await receiver.close()
      }
    })

    it('retries until the target accepts, then stops', async () => {
      const receiver = await startReceiver([500, 503, 302, 204])
      try {
        const hook = await api(
          sb,
          'POST',
          '/webhooks',
          hookBody(receiver.url, ['document.extraction_failed'])
        )
        await createDocument(sb, await fixtureBytes('scanPdf'), 'scan.pdf')
        const note = await waitFor(
          async () => {
            const list = await notificationsOf(sb, 'document.extraction_failed')
            const n = list.find(
              (x: { relationships: { webhook: { data: { id: string } | null } } }) =>
                x.relationships.webhook.data?.id === hook.body.data.id
            )
            return n?.attributes.delivery_status === 'succeeded' ? n : undefined
          },
          'the document.extraction_failed notification',
          5000
        )
        expect(note.attributes.event).toBe('document.extraction_failed')
        expect(receiver.received).toHaveLength(4)
        const shown = await api(sb, 'GET', `/webhook_notifications/${note.id}`)
        expect(shown.body.data.attributes.delivery_status).toBe('succeeded')
        await api(sb, 'DELETE', `/webhooks/${hook.body.data.id}`)
      } finally {
        await receiver.close()
      }
    })

    it('gives up as failed after 12 attempts', async () => {
      const receiver = await startReceiver([500])
      try {
        const hook = await api(
          sb,
          'POST',
          '/webhooks',
          hookBody(receiver.url, ['document.extraction_failed'])
        )
        await createDocument(
          sb,
          new TextEncoder().encode('no keywords here at all'),
          'note.txt',
          'text/plain'
        )
        const note = await waitFor(
          async () => {
            const list = await notificationsOf(sb, 'document.extraction_failed')
            const n = list.find(
              (x: { relationships: { webhook: { data: { id: string } | null } } }) =>
                x.relationships.webhook.data?.id === hook.body.data.id
            )
            return n?.attributes.delivery_status === 'failed' ? n : undefined
          },
          'the failed delivery of the document.extraction_failed notification',
          8000
        )
        expect(note).toBeTruthy()
        expect(receiver.received).toHaveLength(12)
        await api(sb, 'DELETE', `/webhooks/${hook.body.data.id}`)
      } finally {
        await receiver.close()
      }
    })
  })

  describe('CRUD', () => {
    it('creates, shows, updates, lists and deletes, validating fields', async () => {
      const missing = await api(sb, 'POST', '/webhooks', {
        data: { type: 'webhook', attributes: { events: ['document.extracted'] } }
      })
      expect(missing.status).toBe(422)
      expect(missing.body.errors[0].source.pointer).toBe('/data/attributes/url')
      const badEvent = await api(
        sb,
        'POST',
        '/webhooks',
        hookBody('https://example.invalid/h', ['document.nope'])
      )
      expect(badEvent.body.errors[0].source.pointer).toBe('/data/attributes/events')
      const created = await api(
        sb,
        'POST',
        '/webhooks',
        hookBody('https://example.invalid/h', ['document.extracted'])
      )
      const id = created.body.data.id
      expect(created.body.data.attributes).toMatchObject({
        active: true,
        events: ['document.extracted'],
        headers: []
      })
      const patched = await api(sb, 'PATCH', `/webhooks/${id}`, {
        data: { type: 'webhook', attributes: { active: false } }
      })
      expect(patched.body.data.attributes.active).toBe(false)
      expect((await api(sb, 'GET', `/webhooks/${id}`)).body.data.attributes.active).toBe(false)
      expect(
        (await api(sb, 'GET', '/webhooks')).body.data.map((w: { id: string }) => w.id)
      ).toContain(id)
      expect(
        (await api(sb, 'GET', `/webhooks/${id}`, undefined, 'sbx_northgate_full')).status
      ).toBe(404)
      expect((await api(sb, 'DELETE', `/webhooks/${id}`)).status).toBe(200)
      expect((await api(sb, 'GET', `/webhooks/${id}`)).status).toBe(404)
    })

    it('lists every event name once, grouped in categories', async () => {
      const res = await api(sb, 'GET', '/webhooks/events')
      const names = res.body.data.flatMap((c: { attributes: { events: { name: string }[] } }) =>
        c.attributes.events.map((e) => e.name)
      )
      expect([...names].sort()).toEqual([...EVENT_NAMES].sort())
      const tracking = res.body.data.find((c: { id: string }) => c.id === 'tracking-request-events')
      expect(tracking.type).toBe('webhook_event_category')
      expect(tracking.attributes.events[0]).toEqual({
        name: 'tracking_request.succeeded',
        description: expect.any(String)
      })
    })
  })

  describe('GET /webhook_notifications/examples', () => {
    it('gives one example per event, or the one asked for', async () => {
      const all = await api(sb, 'GET', '/webhook_notifications/examples?page[size]=100')
      expect(all.body.meta.total).toBe(EVENT_NAMES.length)
      expect(
        all.body.data.map((n: { attributes: { event: string } }) => n.attributes.event)
      ).toEqual(EVENT_NAMES)
      const one = await api(sb, 'GET', '/webhook_notifications/examples?event=document.extracted')
      expect(one.body.data).toHaveLength(1)
      expect(one.body.data[0].attributes.version).toBe('2026-03-23')
      expect(one.body.included.map((r: { type: string }) => r.type)).toEqual([
        'document',
        'document_representation'
      ])
      expect((await api(sb, 'GET', '/webhook_notifications/examples?event=nope')).status).toBe(422)
    })
  })

  describe('POST /webhooks/trigger', () => {
    it('delivers a signed example and reports the target’s answer', async () => {
      const receiver = await startReceiver([202])
      try {
        const res = await api(sb, 'POST', '/webhooks/trigger', {
          url: receiver.url,
          event: 'tracking_request.succeeded',
          secret: 's3cret-value'
        })
        expect(res.status).toBe(200)
        expect(res.body).toMatchObject({
          url: receiver.url,
          succeeded: true,
          error: null,
          status_code: 202
        })
        expect(
          verify(
            res.body.request_body,
            's3cret-value',
            res.body.request_headers['X-Service-Webhook-Signature']
          )
        ).toBe(true)
        expect(receiver.received[0].body).toBe(res.body.request_body)
      } finally {
        await receiver.close()
      }
    })

    it('reports an unreachable target in the body, not as an HTTP error', async () => {
      const receiver = await startReceiver()
      await receiver.close()
      const res = await api(sb, 'POST', '/webhooks/trigger', {
        url: receiver.url,
        event: 'document.extracted'
      })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ succeeded: false, status_code: null, response_body: null })
      expect(res.body.error).toBeTruthy()
    })

    it('answers 422 {errors:[{detail}]} when url or event is missing', async () => {
      const noUrl = await api(sb, 'POST', '/webhooks/trigger', { event: 'document.extracted' })
      expect(noUrl.status).toBe(422)
      expect(noUrl.body).toEqual({ errors: [{ detail: 'url is missing' }] })
      const noEvent = await api(sb, 'POST', '/webhooks/trigger', {
        url: 'https://example.invalid/'
      })
      expect(noEvent.body).toEqual({ errors: [{ detail: 'event is missing' }] })
    })

    it('requires HTTPS unless loopback http was allowed', async () => {
      const strict = await startSandbox({ log: () => {} })
      try {
        const res = await api(strict, 'POST', '/webhooks/trigger', {
          url: 'http://127.0.0.1:9/x',
          event: 'document.extracted'
        })
        expect(res.status).toBe(422)
        expect(res.body.errors[0].detail).toMatch(/HTTPS/)
      } finally {
        await strict.close()
      }
    })
  })
})
