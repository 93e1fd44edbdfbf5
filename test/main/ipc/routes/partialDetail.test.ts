/**
 * A detail the service could give only in part. The routes run over the real sandbox and a real
 * intake; the client they use is the real one with one call failing as a service can fail, so
 * what reaches the window is the kind of that failure, which the window words in its language.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import type { TrackingRequestResource } from '@shared/service'
import { ServiceError } from '../../../../src/engine/client/errors'
import type { ServiceClient } from '../../../../src/engine/client/serviceClient'
import { runCommand } from '../../../../src/main/ipc/dispatch'
import { createRoutes } from '../../../../src/main/ipc/routes'
import { describeFailureWith } from '../../../../src/main/ipc/routeError'
import { trackingView } from '../../../../src/main/ipc/routes/lookupRoutes'
import { createMemoryRouteDeps } from '../../../support/memoryRouteDeps'
import { INVOICE_TEXT } from '../../support/invoiceText'
import { startHarness, type Harness } from '../../support/routeHarness'
import { waitFor } from '../../../support/waitFor'

const unavailable = (): ServiceError =>
  new ServiceError({ kind: 'upstream', message: 'The service failed (503).', status: 503 })
const unreachable = (): ServiceError =>
  new ServiceError({ kind: 'network', message: 'The service could not be reached.' })

describe('ipc/routes: a detail the service gave in part', () => {
  let h: Harness
  let item: IntakeItem
  beforeAll(async () => {
    h = await startHarness()
    const path = join(h.root, 'invoice.txt')
    writeFileSync(path, INVOICE_TEXT)
    await h.call('intake.addDropped', { paths: [path] })
    item = await waitFor<IntakeItem>(
      () =>
        h.host
          .intake()
          .list()
          .find((i) => i.name === 'invoice.txt' && i.state === 'extracted'),
      'the invoice to be extracted',
      15_000
    )
  })
  afterAll(async () => {
    await h.close()
  })

  /** document.detail through routes whose client is the harness's, changed by `change`. */
  async function detailWith(change: (real: ServiceClient) => Partial<ServiceClient>) {
    const real = h.host.client()
    const client = { ...real, ...change(real) }
    const host = { ...h.host, client: () => client }
    const routes = createRoutes(createMemoryRouteDeps({ host: () => host, userData: h.root }))
    const res = await runCommand(
      'document.detail',
      routes['document.detail'],
      [{ itemId: item.id }],
      {
        redact: (t) => t
      }
    )
    if (!res.ok) throw new Error(res.error.message)
    return res.value
  }

  it('names the kind of failure when linked shipments could not be fetched', async () => {
    const detail = await detailWith((real) => ({
      // A service that links the shipment but does not include it, then fails to give it.
      getDocument: async (...args) => {
        const doc = await real.getDocument(...args)
        return { ...doc, included: doc.included?.filter((r) => r.type !== 'shipment') }
      },
      getShipment: () => Promise.reject(unavailable())
    }))
    expect(detail.document?.document_type).toBe('commercial_invoice')
    expect(detail.shipments).toEqual([])
    expect(detail.gap).toEqual({
      part: 'shipments',
      error: { kind: 'upstream', message: 'The service failed (503).', detail: 'HTTP 503' }
    })
  })

  it('names the kind of failure when the document itself could not be fetched', async () => {
    const detail = await detailWith(() => ({ getDocument: () => Promise.reject(unreachable()) }))
    expect(detail.item.id).toBe(item.id)
    expect(detail.document).toBeNull()
    expect(detail.gap).toMatchObject({
      part: 'document',
      error: { kind: 'network', message: 'The service could not be reached.' }
    })
  })

  it('reports no gap when the service gave everything', async () => {
    const detail = await detailWith(() => ({}))
    expect(detail.shipments.map((s) => s.attributes.bill_of_lading_number)).toContain(
      'MAEU241234567'
    )
    expect(detail.gap).toBeNull()
  })
})

describe('ipc/routes trackingView()', () => {
  const KEY = 'trk-secret-91c2'
  const describe = describeFailureWith(() => [KEY])
  const request = {
    data: {
      id: 'tr-1',
      type: 'tracking_request',
      attributes: { request_number: 'MAEU241234567', status: 'created' },
      relationships: { tracked_object: { data: { id: 'shp-1', type: 'shipment' } } }
    } as unknown as TrackingRequestResource
  }

  it('says why the shipment the request created could not be fetched', async () => {
    const view = await trackingView(
      request,
      {
        getShipment: () => Promise.reject(unreachable()),
        listShipments: () => Promise.reject(new Error('a created request names its shipment')),
        deepLink: (q) => `https://app.example/shipments/find?q=${q}`
      },
      describe
    )
    expect(view.shipment).toBeNull()
    expect(view.shipmentUnavailable).toEqual({
      kind: 'network',
      message: 'The service could not be reached.'
    })
  })

  it('words any other failure as Dropdock’s own (internal), keeps its text for IT, and never the key', async () => {
    const view = await trackingView(
      request,
      {
        getShipment: () => Promise.reject(new TypeError(`fetch failed for Token ${KEY}`)),
        listShipments: () => Promise.reject(new Error('a created request names its shipment')),
        deepLink: (q) => q
      },
      describe
    )
    expect(view.shipmentUnavailable).toEqual({
      kind: 'internal',
      message: 'Dropdock could not finish that request.',
      detail: 'fetch failed for Token [redacted]'
    })
  })
})
