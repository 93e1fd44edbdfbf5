import { describe, expect, it } from 'vitest'
import {
  checkFieldValue,
  fieldKind,
  keptValues,
  nextManual,
  serviceValues
} from '../../src/shared/corrections'
import type { JsonSchemaProperty } from '../../src/shared/service'

const date: JsonSchemaProperty = {
  type: 'string',
  format: 'date',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$'
}
const amount: JsonSchemaProperty = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' }
const currency: JsonSchemaProperty = { type: 'string', pattern: '^[A-Z]{3}$' }
const boxes: JsonSchemaProperty = {
  type: 'array',
  items: { type: 'string', pattern: '^[A-Z]{4}\\d{7}$' }
}

describe('shared/corrections', () => {
  it('reads the input kind of each field from its schema property', () => {
    expect(
      [date, amount, currency, boxes, { type: 'string' }, { type: 'integer' }].map(fieldKind)
    ).toEqual(['date', 'amount', 'currency', 'list', 'text', 'number'])
  })

  it('takes values of the field kind and words what is wrong with the others', () => {
    expect(checkFieldValue('d', date, '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' })
    expect(checkFieldValue('d', date, '2026-02-29')).toMatchObject({ ok: false })
    expect(checkFieldValue('a', amount, ' 12450.00 ')).toEqual({ ok: true, value: '12450.00' })
    expect(checkFieldValue('a', amount, '12450')).toMatchObject({ reason: /two decimals/ })
    expect(checkFieldValue('c', currency, 'eur')).toMatchObject({ reason: /three capital/ })
    expect(checkFieldValue('n', { type: 'integer' }, '12')).toEqual({ ok: true, value: 12 })
    expect(checkFieldValue('n', { type: 'integer' }, '1.5')).toMatchObject({ ok: false })
    expect(checkFieldValue('b', boxes, 'MSKU1234565, TGHU7654321')).toEqual({
      ok: true,
      value: ['MSKU1234565', 'TGHU7654321']
    })
    expect(checkFieldValue('t', { type: 'string' }, '   ')).toMatchObject({ reason: /revert/ })
    expect(checkFieldValue('t', { type: 'string' }, 'x'.repeat(501))).toMatchObject({ ok: false })
  })

  it('names why a value is refused as a code the window words in its language', () => {
    const why = (p: JsonSchemaProperty, raw: unknown) => {
      const r = checkFieldValue('f', p, raw)
      return r.ok ? null : { why: r.why, value: r.value }
    }
    expect(why(date, '2026-02-30')).toEqual({ why: 'date', value: undefined })
    expect(why(amount, '12,450')).toEqual({ why: 'amount', value: undefined })
    expect(why(currency, 'eur')).toEqual({ why: 'currency', value: undefined })
    expect(why({ type: 'integer' }, '1.5')).toEqual({ why: 'whole', value: undefined })
    expect(why({ type: 'string' }, ' ')).toEqual({ why: 'empty', value: undefined })
    expect(why(boxes, 'MSKU1234565, NOT')).toEqual({ why: 'listItem', value: 'NOT' })
  })

  it("keeps the service's value of a corrected field when its payload shows the correction", () => {
    const manual = { invoice_number: 'B' }
    expect(
      serviceValues({ invoice_number: 'B', currency: 'EUR' }, manual, { invoice_number: 'A' })
    ).toEqual({ invoice_number: 'A', currency: 'EUR' })
    // A service that keeps its own value in the payload is read as it is.
    expect(serviceValues({ invoice_number: 'A' }, manual, null)).toEqual({ invoice_number: 'A' })
  })

  it('keeps only flat values, bounded', () => {
    expect(keptValues({ a: 'x', b: 2, c: { deep: 1 }, d: ['y'], e: [1] })).toEqual({
      a: 'x',
      b: 2,
      d: ['y']
    })
    expect(keptValues('not an object')).toEqual({})
  })

  it('sets and reverts fields, and has no corrections once all are reverted', () => {
    expect(nextManual({ a: '1' }, { b: '2' })).toEqual({ a: '1', b: '2' })
    expect(nextManual({ a: '1' }, { a: null })).toBeNull()
  })
})
