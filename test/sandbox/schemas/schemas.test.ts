import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { extract } from '../../../src/sandbox/processing/extract'
import { TYPE_SCHEMAS } from '../../../src/sandbox/schemas/fields'
import { INVOICE_LINES } from '../../fixtures/content'
import { api } from '../support/client'

describe('schemas/routes', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ log: () => {} })
  })
  afterAll(() => sb.close())

  describe('GET /document_schemas/{type}@{date}', () => {
    it('serves the commercial invoice schema whose properties match what extraction produces', async () => {
      const res = await api(sb, 'GET', '/document_schemas/commercial_invoice@2026-03-23')
      expect(res.status).toBe(200)
      const attrs = res.body.data.attributes
      expect(res.body.data.id).toBe('commercial_invoice@2026-03-23')
      expect(attrs).toMatchObject({
        document_type: 'commercial_invoice',
        label: 'Commercial Invoice',
        schema_version: '2026-03-23',
        full_version: 'commercial_invoice@2026-03-23',
        current: true,
        draft: false,
        schema_format: 'json_schema'
      })
      const schema = attrs.schema_payload
      expect(schema.required).toEqual([
        'invoice_number',
        'invoice_date',
        'supplier_name',
        'total_amount',
        'currency'
      ])
      expect(schema.properties.total_amount).toMatchObject({
        type: 'string',
        title: 'Total amount'
      })
      const produced = extract('commercial_invoice', INVOICE_LINES.join('\n'))
      expect(produced.ok).toBe(true)
      if (produced.ok) {
        expect(Object.keys(schema.properties)).toEqual(
          expect.arrayContaining(Object.keys(produced.payload))
        )
        expect(schema.propertyOrder).toEqual(Object.keys(schema.properties))
      }
    })

    it('has one current schema for every type of the account, each property titled', async () => {
      const types = await api(sb, 'GET', '/documents/types')
      for (const { code } of types.body.document_types) {
        const version = TYPE_SCHEMAS[code].version
        const res = await api(sb, 'GET', `/document_schemas/${code}@${version}`)
        expect(res.status).toBe(200)
        for (const p of Object.values(res.body.data.attributes.schema_payload.properties)) {
          expect((p as { title: string }).title).toMatch(/\w/)
        }
      }
    })

    it('answers 404 for an unknown type or version', async () => {
      expect((await api(sb, 'GET', '/document_schemas/commercial_invoice@1999-01-01')).status).toBe(
        404
      )
      expect((await api(sb, 'GET', '/document_schemas/menu@2026-03-23')).status).toBe(404)
    })
  })
})
