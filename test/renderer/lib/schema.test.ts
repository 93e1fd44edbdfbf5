import { describe, expect, it } from 'vitest'
import type { JsonSchemaObject } from '@shared/service'
import { schemaFields } from '@renderer/lib/schema'

/** No catalog labels: the service's titles stand. */
const plain = { label: () => null, money: (amount: number, code: string) => `${amount} ${code}` }
const english = {
  locale: 'en',
  yes: 'Yes',
  no: 'No',
  number: new Intl.NumberFormat('en'),
  ...plain
}

const schema: JsonSchemaObject = {
  type: 'object',
  required: [],
  properties: {
    total: { type: 'string', title: 'Total' },
    lines: {
      type: 'array',
      title: 'Line items',
      items: {
        type: 'object',
        properties: {
          qty: { type: 'number', title: 'Quantity' },
          sku: { type: 'string', title: 'Article' }
        }
      }
    },
    containers: { type: 'array', title: 'Containers', items: { type: 'string' } },
    paid: { type: 'boolean', title: 'Paid' },
    seller: {
      type: 'object',
      title: 'Seller',
      properties: { name: { type: 'string', title: 'Name' } }
    }
  },
  propertyOrder: ['seller', 'lines', 'total']
}

describe('lib/schema', () => {
  describe('schemaFields()', () => {
    it('follows propertyOrder, then the schema, then keys the schema does not know', () => {
      const fields = schemaFields(
        schema,
        {
          extra_note: 'x',
          total: '10',
          paid: true,
          containers: [],
          seller: {},
          lines: []
        },
        english
      )
      expect(fields.map((f) => f.label)).toEqual([
        'Seller',
        'Line items',
        'Total',
        'Containers',
        'Paid',
        'Extra note'
      ])
    })

    it('turns arrays of objects into tables with titled columns and nested objects into groups', () => {
      const fields = schemaFields(
        schema,
        {
          lines: [
            { sku: 'A-1', qty: 2 },
            { sku: 'B-2', qty: null }
          ],
          seller: { name: 'Brightway' },
          containers: ['MSKU1234565'],
          paid: false
        },
        english
      )
      const table = fields.find((f) => f.key === 'lines')
      expect(table).toMatchObject({
        kind: 'table',
        columns: [{ label: 'Quantity' }, { label: 'Article' }],
        rows: [
          ['2', 'A-1'],
          ['—', 'B-2']
        ]
      })
      expect(fields.find((f) => f.key === 'seller')).toMatchObject({
        kind: 'group',
        children: [{ label: 'Name', kind: 'text', text: 'Brightway' }]
      })
      expect(fields.find((f) => f.key === 'containers')).toMatchObject({
        kind: 'list',
        items: ['MSKU1234565']
      })
      expect(fields.find((f) => f.key === 'paid')).toMatchObject({ text: 'No' })
    })

    it('writes numbers and yes/no in the language it is given', () => {
      const german = {
        locale: 'de',
        yes: 'Ja',
        no: 'Nein',
        number: new Intl.NumberFormat('de'),
        ...plain
      }
      const fields = schemaFields(schema, { lines: [{ qty: 12500.5 }], paid: true }, german)
      expect(fields.find((f) => f.key === 'lines')).toMatchObject({ rows: [['12.500,5', '—']] })
      expect(fields.find((f) => f.key === 'paid')).toMatchObject({ text: 'Ja' })
    })

    it('labels keys readably when there is no schema', () => {
      expect(schemaFields(null, { invoice_number: 'INV-1' }, english)).toEqual([
        { key: 'invoice_number', label: 'Invoice number', kind: 'text', text: 'INV-1' }
      ])
    })
  })
})
