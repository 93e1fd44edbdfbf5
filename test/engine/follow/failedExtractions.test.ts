import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { fetchFailedExtractions } from '../../../src/engine/follow/checkDocument'
import { readFailedExtractions } from '../../../src/engine/follow/failedExtractions'
import { sendJson, startFakeServer, type Handler } from '../client/fakeServer'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function clientFor(handler: Handler) {
  const server = await startFakeServer(handler)
  close = server.close
  const client = createServiceClient({
    baseUrl: `${server.url}/v2`,
    apiKey: 'sbx_blueharbor_full',
    retry: { retries: 0 }
  })
  return { client, seen: server.seen }
}

function notification(
  id: string,
  event: string,
  docId: string,
  createdAt: string,
  rel = 'document'
) {
  return {
    id,
    type: 'webhook_notification',
    attributes: { event, delivery_status: 'succeeded', created_at: createdAt },
    relationships: {
      webhook: { data: { id: 'w1', type: 'webhook' } },
      [rel]: { data: { id: docId, type: 'document' } }
    }
  }
}

function page(data: unknown[], next: string | null) {
  return {
    data,
    included: [],
    links: { self: 's', first: 'f', last: 'l', next, prev: null },
    meta: { size: data.length, total: 3 }
  }
}

describe('failedExtractions', () => {
  describe('fetchFailedExtractions()', () => {
    it('collects the documents of extraction_failed notifications across pages', async () => {
      const { client, seen } = await clientFor((req, res) => {
        const number = new URL(req.url, 'http://x').searchParams.get('page[number]')
        if (number === '1') {
          sendJson(
            res,
            200,
            page(
              [
                notification('n1', 'document.extraction_failed', 'd1', '2026-03-02T10:00:00Z'),
                notification('n2', 'document.extracted', 'd2', '2026-03-02T10:00:00Z')
              ],
              'next'
            )
          )
        } else {
          sendJson(
            res,
            200,
            page(
              [
                notification(
                  'n3',
                  'document.extraction_failed',
                  'd3',
                  '2026-03-02T11:00:00Z',
                  'reference_object'
                )
              ],
              null
            )
          )
        }
      })
      expect(await fetchFailedExtractions(client)).toEqual(new Set(['d1', 'd3']))
      expect(seen).toHaveLength(2)
      expect(decodeURIComponent(seen[0].url)).toContain('filter[event]=document.extraction_failed')
    })

    it('skips notifications older than `since`', async () => {
      const { client } = await clientFor((_req, res) =>
        sendJson(
          res,
          200,
          page(
            [
              notification('n1', 'document.extraction_failed', 'old', '2026-03-01T10:00:00Z'),
              notification('n2', 'document.extraction_failed', 'new', '2026-03-03T10:00:00Z')
            ],
            null
          )
        )
      )
      expect(await fetchFailedExtractions(client, '2026-03-02T00:00:00Z')).toEqual(new Set(['new']))
    })

    it('reads a newest-first list only back to `since`, and names the newest time it saw', async () => {
      const at = (h: number) => `2026-03-02T1${h}:00:00Z`
      const fail = (n: number) =>
        notification(`n${n}`, 'document.extraction_failed', `d${n}`, at(n))
      const pages = [[fail(5), fail(4)], [fail(3), fail(2)], [fail(1)]]
      const { client, seen } = await clientFor((req, res) => {
        const number = Number(new URL(req.url, 'http://x').searchParams.get('page[number]'))
        sendJson(res, 200, page(pages[number - 1], number < pages.length ? 'next' : null))
      })
      const read = await readFailedExtractions(client, at(3))
      expect(read).toEqual({ ids: new Set(['d5', 'd4', 'd3']), newestAt: at(5), complete: true })
      expect(seen).toHaveLength(2)
    })

    it('says the read is incomplete when the page bound stopped it before the end', async () => {
      const { client, seen } = await clientFor((req, res) => {
        const n = Number(new URL(req.url, 'http://x').searchParams.get('page[number]'))
        const at = new Date(Date.UTC(2026, 2, 2) - n * 60_000).toISOString()
        sendJson(
          res,
          200,
          page([notification(`n${n}`, 'document.extraction_failed', `d${n}`, at)], 'next')
        )
      })
      const read = await readFailedExtractions(client)
      expect(read.complete).toBe(false)
      expect(seen).toHaveLength(20)
      expect(read.ids.size).toBe(20)
    })

    it('is empty when the account has no notifications endpoint (JSON or HTML 404) or an empty list', async () => {
      const bodies: Handler[] = [
        (_req, res) => sendJson(res, 404, { errors: [{ status: '404', detail: 'No route' }] }),
        (_req, res) => {
          res.writeHead(404, { 'Content-Type': 'text/html' })
          res.end('<html><title>Not Found</title></html>')
        },
        (_req, res) => sendJson(res, 200, page([], null))
      ]
      for (const handler of bodies) {
        const { client } = await clientFor(handler)
        expect(await fetchFailedExtractions(client)).toEqual(new Set())
        await close!()
        close = undefined
      }
    })

    it('still reports a refused key', async () => {
      const { client } = await clientFor((_req, res) =>
        sendJson(res, 401, { errors: [{ detail: 'Invalid or missing API token.' }] })
      )
      await expect(fetchFailedExtractions(client)).rejects.toMatchObject({ kind: 'auth' })
    })
  })
})
