import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { seededContainerId } from '../../../src/sandbox/seed'
import { NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const NG_BOX = seededContainerId(NG_ACCOUNT.id, 'ZIMU3044819')
const slugs = (data: { attributes: { api_slug: string } }[]) =>
  data.map((d) => d.attributes.api_slug)

describe('custom fields', () => {
  it('lists the account’s definitions, paged, each readable alone', async () => {
    const r = await call(sbx, 'GET', '/custom_field_definitions?page[size]=2')
    expect(r.status).toBe(200)
    expect(r.body.meta).toEqual({ size: 2, total: 4 })
    expect(r.body.links.next).toContain('page%5Bnumber%5D=2')
    const all = await call(sbx, 'GET', '/custom_field_definitions')
    expect(slugs(all.body.data)).toEqual([
      'customs_broker',
      'priority',
      'warehouse_slot',
      'delivery_date'
    ])
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
})
