import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient, type ServiceClient } from '../../../src/engine/client/serviceClient'
import { ServiceError } from '../../../src/engine/client/errors'
import { sendJson, startFakeServer } from './fakeServer'
import { recordingClock } from '../../main/support/recordingClock'

const KEY = 'sbx_shape_key_5e1d'
const DOC_ID = 'doc-private-4711'

let answer: unknown = null
let server: Awaited<ReturnType<typeof startFakeServer>>
let client: ServiceClient

beforeAll(async () => {
  server = await startFakeServer((_req, res) => sendJson(res, 200, answer))
  client = createServiceClient({
    baseUrl: `${server.url}/v2`,
    apiKey: KEY,
    retry: { retries: 0 },
    clock: recordingClock()
  })
})
afterAll(() => server.close())

const resource = (type: string, attributes: Record<string, unknown>, extra = {}) => ({
  id: 'r1',
  type,
  attributes,
  ...extra
})

/** Each endpoint the client calls, an answer of the wrong shape, and what the error says. */
const CASES: [string, (c: ServiceClient) => Promise<unknown>, unknown, string][] = [
  [
    'createBlob',
    (c) =>
      c.createBlob({
        filename: 'a.pdf',
        content_type: 'application/pdf',
        byte_size: 1,
        checksum: 'x'
      }),
    { signed_id: 's' },
    'POST /rails/active_storage/direct_uploads: direct_upload missing'
  ],
  [
    'createDocument',
    (c) => c.createDocument('a.pdf', 'signed'),
    { data: { id: 'd', type: 'document' } },
    'POST /documents: data.attributes missing'
  ],
  [
    'getDocument',
    (c) => c.getDocument(DOC_ID, ['shipments']),
    { data: { id: DOC_ID, type: 'document' } },
    'GET /documents/{id}: data.attributes missing'
  ],
  [
    'getDocument (included shipment)',
    (c) => c.getDocument(DOC_ID, ['shipments']),
    {
      data: resource('document', { name: 'a.pdf', document_type: null, created_at: 't' }),
      included: [resource('shipment', { ref_numbers: [] })]
    },
    'GET /documents/{id}: included[0].attributes.bill_of_lading_number missing'
  ],
  [
    'listDocuments',
    (c) => c.listDocuments({ filter: { filename: 'secret-name.pdf' } }),
    { data: { id: 'd' } },
    'GET /documents: data is an object, not a list'
  ],
  [
    'documentTypes',
    (c) => c.documentTypes(),
    { document_types: [{ code: 7, label: 'Seven' }] },
    'GET /documents/types: document_types[0].code is a number, not text'
  ],
  [
    'patchDocument',
    (c) => c.patchDocument(DOC_ID, { document_type_manual: 'bill_of_lading' }),
    { data: resource('document', { name: 'a.pdf', created_at: 't' }) },
    'PATCH /documents/{id}: data.attributes.document_type missing'
  ],
  [
    'downloadUrl',
    (c) => c.downloadUrl(DOC_ID),
    { url: 'https://files.example/x' },
    'GET /documents/{id}/download_url: download_url missing'
  ],
  [
    'documentSchema',
    (c) => c.documentSchema('bill_of_lading@1.0'),
    { data: resource('document_schema', { document_type: 'x', schema_version: '1' }) },
    'GET /document_schemas/{version}: data.attributes.schema_payload missing'
  ],
  [
    'listNotifications',
    (c) => c.listNotifications({ event: 'document.extraction_failed' }),
    { data: [resource('webhook_notification', { event: 'document.extraction_failed' })] },
    'GET /webhook_notifications: data[0].attributes.created_at missing'
  ],
  [
    'inferNumber',
    (c) => c.inferNumber('MSCU6639870'),
    { data: null },
    'POST /tracking_requests/infer_number: data is null, not an object'
  ],
  [
    'createTrackingRequest',
    (c) => c.createTrackingRequest({ requestType: 'container', requestNumber: 'N', scac: 'MSCU' }),
    { data: resource('tracking_request', { request_number: 'N', request_type: 'container' }) },
    'POST /tracking_requests: data.attributes.status missing'
  ],
  [
    'getTrackingRequest',
    (c) => c.getTrackingRequest('tr-1'),
    { data: resource('tracking_request', { request_number: 'N', request_type: 'c', status: 3 }) },
    'GET /tracking_requests/{id}: data.attributes.status is a number, not text'
  ],
  [
    'listShipments',
    (c) => c.listShipments('MSCU6639870'),
    { data: [resource('shipment', { bill_of_lading_number: 'B', ref_numbers: 'R1' })] },
    'GET /shipments: data[0].attributes.ref_numbers is text, not a list'
  ],
  [
    'getShipment',
    (c) => c.getShipment('s-1'),
    { data: { type: 'shipment', attributes: {} } },
    'GET /shipments/{id}: data.id missing'
  ],
  [
    'getContainer',
    (c) => c.getContainer('c-1'),
    { data: resource('container', { number: 'MSCU6639870', holds_at_pod_terminal: [] }) },
    'GET /containers/{id}: data.attributes.fees_at_pod_terminal missing'
  ],
  ['ping', (c) => c.ping(), 'ok', 'GET /documents/types: the answer is text, not an object']
]

describe('service answers of an unexpected form', () => {
  it.each(CASES)(
    '%s: a clear unexpected_answer error naming the endpoint',
    async (_n, call, body, where) => {
      answer = body
      const err = await call(client).then(
        () => null,
        (e: unknown) => e
      )
      expect(err).toBeInstanceOf(ServiceError)
      const se = err as ServiceError
      expect(se.kind).toBe('unexpected_answer')
      expect(se.transient).toBe(true)
      expect(se.message).toBe(`The service answered in an unexpected form (${where}).`)
      const text = JSON.stringify(se.toJSON())
      for (const secret of [KEY, DOC_ID, 'secret-name', 'MSCU6639870?', '?']) {
        expect(text).not.toContain(secret)
      }
    }
  )

  it('lets extra fields through and hands the answer on unchanged', async () => {
    answer = {
      data: resource(
        'document',
        { name: 'a.pdf', document_type: null, created_at: 't', brand_new: { x: 1 } },
        { relationships: { future: { data: [] } } }
      ),
      meta: { new: true }
    }
    const doc = await client.getDocument(DOC_ID)
    expect(doc).toEqual(answer)
  })

  it('names every problem in the detail, the first in the message', async () => {
    answer = { data: resource('document', {}) }
    const err = (await client.getDocument(DOC_ID).catch((e: unknown) => e)) as ServiceError
    expect(err.message).toContain('data.attributes.name missing')
    expect(err.detail).toContain('data.attributes.document_type missing')
    expect(err.detail).toContain('data.attributes.created_at missing')
  })
})
