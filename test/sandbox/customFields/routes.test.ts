import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const NG_BOX = seededContainerId(NG_ACCOUNT.id, 'ZIMU3044819')
const MRKU = seededContainerId(BLUE_HARBOR.id, 'MRKU2040602')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')
const MAEU = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')
const field = (api_slug: string, value: unknown) => ({
  body: { data: { type: 'custom_field', attributes: { api_slug, value } } }
})
const slugs = (data: { attributes: { api_slug: string } }[]) =>
  data.map((d) => d.attributes.api_slug)

describe('custom fields', () => {
  it('lists the account’s definitions, paged, each readable alone', async () => {
    const r = await call(sbx, 'GET', '/custom_field_definitions?page[size]=2')
    expect(r.status).toBe(200)
    expect(r.body.meta).toEqual({ size: 2, total: 6 })
    expect(r.body.links.next).toContain('page%5Bnumber%5D=2')
    const all = await call(sbx, 'GET', '/custom_field_definitions')
    expect(slugs(all.body.data)).toEqual([
      'customs_broker',
      'priority',
      'warehouse_slot',
      'delivery_date',
      'customer_po',
      'intake_channel'
    ])
    expect(
      all.body.data.map((d: { attributes: { entity_type: string } }) => d.attributes.entity_type)
    ).toEqual(['Container', 'Container', 'Container', 'Container', 'Shipment', 'TrackingRequest'])
    const priority = all.body.data[1]
    expect(priority.attributes).toMatchObject({
      entity_type: 'Container',
      display_name: 'Priority',
      data_type: 'enum'
    })
    expect(all.body.data[0].attributes.data_type).toBe('short_text')
    const one = await call(sbx, 'GET', `/custom_field_definitions/${priority.id}`)
    expect(one.body.data.id).toBe(priority.id)
    const ng = await call(sbx, 'GET', '/custom_field_definitions', { key: NORTHGATE })
    expect(slugs(ng.body.data)).toEqual(['broker_file_number'])
    expect(
      (await call(sbx, 'GET', `/custom_field_definitions/${priority.id}`, { key: NORTHGATE }))
        .status
    ).toBe(404)
  })

  it('lists a container’s set fields with values, and follows a PATCH', async () => {
    const r = await call(sbx, 'GET', `/containers/${MSKU}/custom_fields`)
    expect(r.status).toBe(200)
    const byslug = Object.fromEntries(
      r.body.data.map((f: { attributes: { api_slug: string } }) => [f.attributes.api_slug, f])
    )
    expect(Object.keys(byslug).sort()).toEqual(['customs_broker', 'priority'])
    expect(byslug.priority.attributes).toMatchObject({ value: 'high', display_value: 'High' })
    expect(byslug.priority.relationships.entity.data).toEqual({ id: MSKU, type: 'container' })
    await call(sbx, 'PATCH', `/containers/${MSKU}/custom_fields/warehouse_slot`, {
      body: { data: { value: 'KENT-A02' } }
    })
    const after = await call(sbx, 'GET', `/containers/${MSKU}/custom_fields`)
    expect(slugs(after.body.data)).toContain('warehouse_slot')
  })

  it('answers 404 for a container of another account', async () => {
    const r = await call(sbx, 'GET', `/containers/${NG_BOX}/custom_fields`)
    expect(r.status).toBe(404)
    const own = await call(sbx, 'GET', `/containers/${NG_BOX}/custom_fields`, { key: NORTHGATE })
    expect(own.body.data[0].attributes).toMatchObject({
      api_slug: 'broker_file_number',
      value: 'NG-F-20931'
    })
  })

  it('sets a container’s field as the SDK does (POST), refuses bad ones, and clears it', async () => {
    const set = await call(
      sbx,
      'POST',
      `/containers/${MRKU}/custom_fields`,
      field('priority', 'low')
    )
    expect(set.status).toBe(201)
    expect(set.body.data.attributes).toMatchObject({ api_slug: 'priority', value: 'low' })
    const listed = await call(sbx, 'GET', `/containers/${MRKU}/custom_fields`)
    expect(slugs(listed.body.data)).toContain('priority')
    const unknown = await call(
      sbx,
      'POST',
      `/containers/${MRKU}/custom_fields`,
      field('colour', 'x')
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors[0].source).toEqual({ pointer: '/data/attributes/api_slug' })
    const wrong = await call(
      sbx,
      'POST',
      `/containers/${MRKU}/custom_fields`,
      field('priority', 'top')
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors[0].detail).toBe('Value must be one of low, normal, high')
    const del = await call(sbx, 'DELETE', `/containers/${MRKU}/custom_fields/priority`)
    expect(del.status).toBe(204)
    const after = await call(sbx, 'GET', `/containers/${MRKU}/custom_fields`)
    expect(slugs(after.body.data)).not.toContain('priority')
  })

  it('reads, changes and deletes fields through /custom_fields', async () => {
    const mine = await call(sbx, 'GET', `/custom_fields?filter[entity_id]=${MSCU}`)
    expect(mine.status).toBe(200)
    expect(slugs(mine.body.data).sort()).toEqual(['customs_broker', 'warehouse_slot'])
    const slot = mine.body.data.find(
      (f: { attributes: { api_slug: string } }) => f.attributes.api_slug === 'warehouse_slot'
    )
    expect((await call(sbx, 'GET', `/custom_fields/${slot.id}`)).body.data).toEqual(slot)
    const patched = await call(sbx, 'PATCH', `/custom_fields/${slot.id}`, {
      body: { data: { type: 'custom_field', attributes: { value: 'KENT-C07' } } }
    })
    expect(patched.body.data.attributes.value).toBe('KENT-C07')
    const del = await call(sbx, 'DELETE', `/custom_fields/${slot.id}`)
    expect(del.status).toBe(200)
    expect((await call(sbx, 'GET', `/custom_fields/${slot.id}`)).status).toBe(404)
    expect((await call(sbx, 'GET', '/custom_fields', { key: NORTHGATE })).body.meta.total).toBe(1)
  })

  it('creates a field through /custom_fields for the kind its definition is for', async () => {
    const body = (type: string, id: string, api_slug: string, value: string) => ({
      body: {
        data: {
          type: 'custom_field',
          attributes: { api_slug, value },
          relationships: { entity: { data: { type, id } } }
        }
      }
    })
    const made = await call(
      sbx,
      'POST',
      '/custom_fields',
      body('container', MRKU, 'delivery_date', '2026-12-01')
    )
    expect(made.status).toBe(201)
    expect(made.body.data.attributes.display_value).toBe('Dec 1, 2026')
    const onShipment = await call(
      sbx,
      'POST',
      '/custom_fields',
      body('shipment', MAEU, 'delivery_date', '2026-12-01')
    )
    expect(onShipment.status).toBe(422)
    expect(onShipment.body.errors[0].source).toEqual({ pointer: '/data/attributes/api_slug' })
    const MEDU = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
    const po = await call(
      sbx,
      'POST',
      '/custom_fields',
      body('shipment', MEDU, 'customer_po', 'X1')
    )
    expect(po.status).toBe(201)
    expect(po.body.data.relationships.entity.data).toEqual({ id: MEDU, type: 'shipment' })
  })

  it('reads and changes a shipment’s fields, seeded with real values', async () => {
    const seeded = await call(sbx, 'GET', `/shipments/${MAEU}/custom_fields`)
    expect(seeded.status).toBe(200)
    expect(seeded.body.data[0].attributes).toMatchObject({
      api_slug: 'customer_po',
      value: 'PCR-55210'
    })
    const MEDU = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
    const set = await call(sbx, 'PATCH', `/shipments/${MEDU}/custom_fields/customer_po`, {
      body: { data: { value: 'NW-8812' } }
    })
    expect(set.status).toBe(200)
    expect(set.body.links.self).toMatch(/\/v2\/shipments\/.+\/custom_fields\/customer_po$/)
    const after = await call(sbx, 'GET', `/shipments/${MEDU}/custom_fields`)
    expect(after.body.data[0].attributes).toMatchObject({
      api_slug: 'customer_po',
      value: 'NW-8812'
    })
    expect((await call(sbx, 'DELETE', `/shipments/${MEDU}/custom_fields/customer_po`)).status).toBe(
      204
    )
    expect((await call(sbx, 'GET', `/shipments/${MEDU}/custom_fields`)).body.data).toEqual([])
    // A container's slug is not a shipment's.
    expect(
      (
        await call(
          sbx,
          'PATCH',
          `/shipments/${MEDU}/custom_fields/priority`,
          field('priority', 'low')
        )
      ).status
    ).toBe(404)
  })

  it('sets a tracking request’s field, checked against its options', async () => {
    const created = await call(sbx, 'POST', '/tracking_requests', {
      body: {
        data: {
          type: 'tracking_request',
          attributes: {
            request_type: 'container',
            request_number: 'MSCU6639870',
            scac: 'MSCU'
          }
        }
      }
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const set = await call(
      sbx,
      'POST',
      `/tracking_requests/${id}/custom_fields`,
      field('intake_channel', 'email')
    )
    expect(set.status).toBe(201)
    expect(set.body.data.attributes).toMatchObject({ value: 'email', display_value: 'Email' })
    const wrong = await call(
      sbx,
      'POST',
      `/tracking_requests/${id}/custom_fields`,
      field('intake_channel', 'fax')
    )
    expect(wrong.status).toBe(422)
    const list = await call(sbx, 'GET', `/tracking_requests/${id}/custom_fields`)
    expect(slugs(list.body.data)).toEqual(['intake_channel'])
    const mine = await call(sbx, 'GET', `/custom_fields?filter[entity_type]=TrackingRequest`)
    expect(
      mine.body.data.map(
        (f: { relationships: { entity: { data: { id: string } } } }) =>
          f.relationships.entity.data.id
      )
    ).toEqual([id])
  })

  it('creates, renames and deletes a definition, and its options', async () => {
    const def = (attributes: Record<string, unknown>) => ({
      body: { data: { type: 'custom_field_definition', attributes } }
    })
    const made = await call(
      sbx,
      'POST',
      '/custom_field_definitions',
      def({
        entity_type: 'Container',
        api_slug: 'hazard_class',
        display_name: 'Hazard class',
        data_type: 'enum'
      })
    )
    expect(made.status).toBe(201)
    expect(made.body.data.attributes).toMatchObject({ entity_type: 'Container', data_type: 'enum' })
    const id = made.body.data.id
    const taken = await call(
      sbx,
      'POST',
      '/custom_field_definitions',
      def({
        entity_type: 'Shipment',
        api_slug: 'hazard_class',
        display_name: 'x',
        data_type: 'date'
      })
    )
    expect(taken.status).toBe(422)
    expect(taken.body.errors[0]).toMatchObject({
      code: 'taken',
      source: { pointer: '/data/attributes/api_slug' }
    })
    const number = await call(
      sbx,
      'POST',
      '/custom_field_definitions',
      def({
        entity_type: 'Shipment',
        api_slug: 'weight',
        display_name: 'Weight',
        data_type: 'number'
      })
    )
    expect(number.status).toBe(422)
    expect(number.body.errors[0].detail).toBe(
      'data_type must be one of short_text, enum, date in the sandbox'
    )

    const option = await call(sbx, 'POST', `/custom_field_definitions/${id}/options`, {
      body: {
        data: {
          type: 'custom_field_option',
          attributes: { label: 'Class 3 (flammable liquids)', value: 'class_3' }
        }
      }
    })
    expect(option.status).toBe(201)
    expect(option.body.data.attributes).toEqual({
      label: 'Class 3 (flammable liquids)',
      value: 'class_3',
      position: 1
    })
    expect(
      (
        await call(
          sbx,
          'PATCH',
          `/containers/${MRKU}/custom_fields/hazard_class`,
          field('hazard_class', 'class_3')
        )
      ).status
    ).toBe(200)
    expect(
      (
        await call(
          sbx,
          'PATCH',
          `/containers/${MRKU}/custom_fields/hazard_class`,
          field('hazard_class', 'class_9')
        )
      ).status
    ).toBe(422)

    const renamed = await call(
      sbx,
      'PATCH',
      `/custom_field_definitions/${id}`,
      def({ display_name: 'Hazard class (IMDG)' })
    )
    expect(renamed.body.data.attributes.display_name).toBe('Hazard class (IMDG)')

    const relabelled = await call(
      sbx,
      'PATCH',
      `/custom_field_definitions/${id}/options/${option.body.data.id}`,
      { body: { data: { type: 'custom_field_option', attributes: { label: 'Class 3' } } } }
    )
    expect(relabelled.body.data.attributes).toEqual({
      label: 'Class 3',
      value: 'class_3',
      position: 1
    })
    const revalued = await call(
      sbx,
      'PATCH',
      `/custom_field_definitions/${id}/options/${option.body.data.id}`,
      {
        body: {
          data: { type: 'custom_field_option', attributes: { value: 'class_4', label: 'x' } }
        }
      }
    )
    expect(revalued.status).toBe(422)
    const removed = await call(
      sbx,
      'DELETE',
      `/custom_field_definitions/${id}/options/${option.body.data.id}`
    )
    expect(removed.status).toBe(200)
    expect((await call(sbx, 'GET', `/custom_field_definitions/${id}/options`)).body.data).toEqual(
      []
    )
    expect((await call(sbx, 'DELETE', `/custom_field_definitions/${id}`)).status).toBe(200)
    expect((await call(sbx, 'GET', `/custom_field_definitions/${id}`)).status).toBe(404)
    expect(
      slugs((await call(sbx, 'GET', `/containers/${MRKU}/custom_fields`)).body.data)
    ).not.toContain('hazard_class')
  })
})
