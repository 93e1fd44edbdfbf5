/**
 * Every answer of the routes the public service's own client calls, read against the response
 * schema of that route as ./schemas records it: a change that breaks a shape fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { createDocument } from '../support/client'
import { fixtureBytes } from '../support/fixtures'
import { eml, postEml } from '../../support/eml'
import { waitFor } from '../../support/waitFor'
import { FULL, call, start, type Sandbox } from '../support/shippingApi'
import { expectContract, expectErrors } from './expectContract'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start({ rateLimitPerMinute: 10_000 })
})
afterAll(() => sbx.close())

const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')
const MAEU = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')

describe('contract of the public client routes', () => {
  it('GET /search answers search hits of every kind it finds', async () => {
    for (const q of ['MAEU241234567', 'MSKU1234565', 'PO-7790']) {
      const r = await call(sbx, 'GET', `/search?query=${encodeURIComponent(q)}`)
      expect(r.status).toBe(200)
      expect(r.body.data.length).toBeGreaterThan(0)
      expectContract('GET /search', r.body)
    }
  })

  it('GET /containers/{id}/route and the vessels of its legs', async () => {
    const r = await call(sbx, 'GET', `/containers/${MSCU}/route?include=port,vessel,route_location`)
    expect(r.status).toBe(200)
    expectContract('GET /containers/{id}/route', r.body)
    expect(r.body.included.map((x: { type: string }) => x.type).sort()).toEqual(
      expect.arrayContaining(['route_location', 'port', 'vessel'])
    )
    const location = r.body.included.find((x: { type: string }) => x.type === 'route_location')
    const vesselId = location.relationships.outbound_vessel.data.id
    const vessel = await call(sbx, 'GET', `/vessels/${vesselId}`)
    expectContract('GET /vessels/{id}', vessel.body)
    const ports = r.body.data.relationships.route_locations.data.map(
      (ref: { id: string }) =>
        r.body.included.find((x: { id: string }) => x.id === ref.id).relationships.location.data.id
    )
    const future = await call(
      sbx,
      'GET',
      `/vessels/${vesselId}/future_positions?previous_port_id=${ports[0]}&port_id=${ports[1]}`
    )
    expect(future.status).toBe(200)
    expectContract('GET /vessels/{id}/future_positions', future.body)
  })

  it('GET /custom_field_definitions and one definition', async () => {
    const r = await call(sbx, 'GET', '/custom_field_definitions')
    expect(r.status).toBe(200)
    expectContract('GET /custom_field_definitions', r.body)
    const one = await call(sbx, 'GET', `/custom_field_definitions/${r.body.data[0].id}`)
    expect(one.status).toBe(200)
    expectContract('GET /custom_field_definitions/{id}', one.body)
    const made = await call(sbx, 'POST', '/custom_field_definitions', {
      body: {
        data: {
          type: 'custom_field_definition',
          attributes: {
            entity_type: 'Shipment',
            api_slug: 'contract_check',
            display_name: 'Contract check',
            data_type: 'enum'
          }
        }
      }
    })
    expect(made.status).toBe(201)
    expectContract('POST /custom_field_definitions', made.body)
    const option = await call(
      sbx,
      'POST',
      `/custom_field_definitions/${made.body.data.id}/options`,
      {
        body: { data: { type: 'custom_field_option', attributes: { label: 'Yes', value: 'yes' } } }
      }
    )
    expect(option.status).toBe(201)
    expectContract('POST /custom_field_definitions/{id}/options', option.body)
  })

  it('container custom fields: list, set, and /custom_fields', async () => {
    const r = await call(sbx, 'GET', `/containers/${MSKU}/custom_fields`)
    expect(r.status).toBe(200)
    expect(r.body.data.length).toBeGreaterThan(0)
    expectContract('GET /containers/{id}/custom_fields', r.body)
    const set = await call(sbx, 'POST', `/containers/${MSCU}/custom_fields`, {
      body: {
        data: { type: 'custom_field', attributes: { api_slug: 'priority', value: 'normal' } }
      }
    })
    expect(set.status).toBe(201)
    expectContract('POST /containers/{id}/custom_fields', set.body)
    const all = await call(sbx, 'GET', '/custom_fields')
    expectContract('GET /custom_fields', all.body)
    const one = await call(sbx, 'GET', `/custom_fields/${all.body.data[0].id}`)
    expectContract('GET /custom_fields/{id}', one.body)
    const shipmentFields = await call(sbx, 'GET', `/shipments/${MAEU}/custom_fields`)
    expect(shipmentFields.body.data.length).toBeGreaterThan(0)
    expectContract('GET /shipments/{id}/custom_fields', shipmentFields.body)
  })

  it('GET /webhooks/events answers event categories', async () => {
    const r = await call(sbx, 'GET', '/webhooks/events')
    expect(r.status).toBe(200)
    expectContract('GET /webhooks/events', r.body)
  })

  it('GET /webhook_notifications/examples includes what it points at, of the listed types', async () => {
    const r = await call(sbx, 'GET', '/webhook_notifications/examples?page[size]=100')
    expect(r.status).toBe(200)
    expectContract('GET /webhook_notifications/examples', r.body)
    const included = new Set(
      r.body.included.map((x: { id: string; type: string }) => `${x.type}:${x.id}`)
    )
    for (const n of r.body.data) {
      const ref = n.relationships.reference_object?.data ?? n.relationships.document?.data
      expect(ref, n.attributes.event).toBeTruthy()
      // A container_updated_event is named, not included: the description lists no such item.
      const listed = ref.type !== 'container_updated_event'
      expect(included.has(`${ref.type}:${ref.id}`), n.attributes.event).toBe(listed)
    }
  })

  it('notification listings include no shipments, containers or container updates', async () => {
    const tracked = await call(sbx, 'POST', '/tracking_requests', {
      body: {
        data: {
          type: 'tracking_request',
          attributes: {
            request_type: 'bill_of_lading',
            request_number: 'MAEU250007777',
            scac: 'MAEU'
          }
        }
      }
    })
    expect(tracked.status).toBe(201)
    const list = await waitFor(
      async () => {
        const r = await call(sbx, 'GET', '/webhook_notifications?page[size]=100')
        return r.body.included.some((x: { type: string }) => x.type === 'tracking_request') && r
      },
      'a notification of the tracking request',
      10_000
    )
    expectContract('GET /webhook_notifications', list.body)
    const one = await call(sbx, 'GET', `/webhook_notifications/${list.body.data[0].id}`)
    expectContract('GET /webhook_notifications/{id}', one.body)
    const examples = await call(sbx, 'GET', '/webhook_notifications/examples?page[size]=100')
    for (const body of [list.body, one.body, examples.body]) {
      const types = new Set(body.included.map((x: { type: string }) => x.type))
      for (const type of ['shipment', 'container', 'container_updated_event']) {
        expect(types.has(type), type).toBe(false)
      }
    }
  })

  it('webhooks: create, list, and DELETE answering 200 with no body', async () => {
    const created = await call(sbx, 'POST', '/webhooks', {
      body: {
        data: {
          type: 'webhook',
          attributes: {
            url: 'https://receiver.example.com/hook',
            events: ['tracking_request.succeeded']
          }
        }
      }
    })
    expect(created.status).toBe(201)
    expectContract('POST /webhooks', created.body)
    expectContract('GET /webhooks', (await call(sbx, 'GET', '/webhooks')).body)
    const deleted = await call(sbx, 'DELETE', `/webhooks/${created.body.data.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.text).toBe('')
  })

  it('shipments, containers, events, tracking requests and ports', async () => {
    const include = 'containers,pod_terminal,port_of_lading,port_of_discharge,destination'
    expectContract('GET /shipments', (await call(sbx, 'GET', `/shipments?include=${include}`)).body)
    expectContract('GET /shipments/{id}', (await call(sbx, 'GET', `/shipments/${MAEU}`)).body)
    expectContract('GET /containers', (await call(sbx, 'GET', '/containers')).body)
    const box = await call(sbx, 'GET', `/containers/${MSKU}?include=shipment,pod_terminal`)
    expectContract('GET /containers/{id}', box.body)
    expectContract(
      'GET /containers/{id}/transport_events',
      (await call(sbx, 'GET', `/containers/${MSKU}/transport_events`)).body
    )
    expectContract('GET /tracking_requests', (await call(sbx, 'GET', '/tracking_requests')).body)
    const shipment = await call(sbx, 'GET', `/shipments/${MAEU}`)
    const portId = shipment.body.data.relationships.port_of_discharge.data.id
    expectContract('GET /ports/{id}', (await call(sbx, 'GET', `/ports/${portId}`)).body)
    const metro = await call(sbx, 'GET', '/metro_areas/USCHI')
    expect(metro.status).toBe(200)
    expectContract('GET /metro_areas/{id}', metro.body)
  })

  it('refresh, rotate, webhook addresses, parties, mail and options', async () => {
    const refresh = await call(sbx, 'PATCH', `/containers/${MSKU}/refresh`)
    expect(refresh.status).toBe(200)
    expectContract('PATCH /containers/{id}/refresh', refresh.body)
    const doc = await createDocument(
      sbx,
      await fixtureBytes('invoicePdf'),
      'contract-rotate.pdf',
      'application/pdf',
      FULL
    )
    const rotated = await call(sbx, 'POST', `/documents/${doc.body.data.id}/rotate`, {
      body: { degrees: 180 }
    })
    expect(rotated.status).toBe(202)
    expectContract('POST /documents/{id}/rotate', rotated.body)
    expectContract('GET /webhooks/ips', (await call(sbx, 'GET', '/webhooks/ips')).body)
    const parties = await call(sbx, 'GET', '/parties')
    expectContract('GET /parties', parties.body)
    expectContract(
      'GET /parties/{id}',
      (await call(sbx, 'GET', `/parties/${parties.body.data[0].id}`)).body
    )
    const party = await call(sbx, 'POST', '/parties', {
      body: { data: { type: 'party', attributes: { company_name: 'Contract Check Ltd' } } }
    })
    expect(party.status).toBe(201)
    expectContract('POST /parties', party.body)
    const mail = await postEml(
      sbx.baseUrl,
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [{ name: 'memo.pdf', bytes: Buffer.from('%PDF-1.4\nmemo\n') }]
      })
    )
    expect(mail.status).toBe(201)
    const mails = await call(sbx, 'GET', '/email_submissions')
    expectContract('GET /email_submissions', mails.body)
    expectContract(
      'GET /email_submissions/{id}',
      (await call(sbx, 'GET', `/email_submissions/${mails.body.data[0].id}`)).body
    )
    const defs = await call(sbx, 'GET', '/custom_field_definitions')
    for (const def of defs.body.data) {
      const options = await call(sbx, 'GET', `/custom_field_definitions/${def.id}/options`)
      expectContract('GET /custom_field_definitions/{id}/options', options.body)
    }
  })

  it("the official client's tracking request edit, and a field created empty", async () => {
    const created = await call(sbx, 'POST', '/tracking_requests', {
      body: {
        data: {
          type: 'tracking_request',
          attributes: {
            request_type: 'booking_number',
            request_number: 'MAEU250008888',
            scac: 'MAEU'
          }
        }
      }
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const edited = await call(sbx, 'PATCH', `/tracking_requests/${id}`, {
      body: { data: { type: 'tracking_request', attributes: { ref_number: 'REFNUMBER11' } } }
    })
    expect(edited.status).toBe(200)
    expectContract('PATCH /tracking_requests/{id}', edited.body)
    expect(edited.body.data.attributes.ref_numbers).toEqual(['REFNUMBER11'])
    // A field created with no value would be answered 201 and then be nowhere.
    const empty = await call(sbx, 'POST', '/custom_fields', {
      body: {
        data: {
          type: 'custom_field',
          attributes: { api_slug: 'customer_po', value: null },
          relationships: { entity: { data: { type: 'shipment', id: MAEU } } }
        }
      }
    })
    expect(empty.status).toBe(422)
    expectErrors(empty.body)
    expect(empty.body.errors[0].source.pointer).toBe('/data/attributes/value')
  })

  it('failures answer the errors envelope', async () => {
    for (const path of ['/search', '/search?query=', `/containers/nope/custom_fields`]) {
      const r = await call(sbx, 'GET', path)
      expect(r.status).toBeGreaterThanOrEqual(400)
      expectErrors(r.body)
    }
    const ng = await call(sbx, 'GET', `/containers/${MSKU}/route`, { key: 'sbx_northgate_full' })
    expect(ng.status).toBe(403)
    expectErrors(ng.body)
  })
})
