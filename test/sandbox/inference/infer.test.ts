import { describe, expect, it } from 'vitest'
import {
  JUNK_NUMBER_DETAIL,
  REASON_BL_LENGTH,
  decide,
  inferNumber
} from '../../../src/sandbox/inference/infer'
import { REASON_CATEGORY, REASON_LENGTH } from '../../../src/sandbox/inference/iso6346'
import type { InferAttributes } from '../../../src/shared/service'

function attributes(n: unknown): InferAttributes {
  const outcome = inferNumber(n)
  if (!outcome.ok) throw new Error(`expected a result for ${String(n)}`)
  return outcome.response.data.attributes
}

describe('infer', () => {
  describe('decide()', () => {
    it.each([
      [1, 'auto_select'],
      [0.95, 'auto_select'],
      [0.9499, 'needs_confirmation'],
      [0.7, 'needs_confirmation'],
      [0.6999, 'no_prediction'],
      [null, 'no_prediction']
    ])('maps %s to %s', (confidence, decision) => {
      expect(decide(confidence)).toBe(decision)
    })
  })

  describe('inferNumber()', () => {
    it('auto-selects the owner of a valid container number', () => {
      const a = attributes('MSCU6639870')
      expect(a.number_type).toBe('container')
      expect(a.validation).toEqual({
        is_valid: true,
        type: 'container',
        check_digit_passed: true,
        parsed_number: null,
        reason: null
      })
      expect(a.shipping_line.decision).toBe('auto_select')
      expect(a.shipping_line.selected).toEqual({
        scac: 'MSCU',
        name: 'Mediterranean Shipping Company',
        confidence: 1
      })
    })

    it.each([
      ['MSKU1234565', 'MAEU'],
      ['MRKU2040602', 'MAEU'],
      [`CMAU${'1234561'}`, 'CMDU'],
      ['WHLU5551230', 'WHLC']
    ])('maps owner code of %s to %s', (n, scac) => {
      expect(attributes(n).shipping_line.candidates[0].scac).toBe(scac)
    })

    it('still predicts for a failed check digit, but asks for confirmation', () => {
      const a = attributes('MSCU6639871')
      expect(a.validation.is_valid).toBe(false)
      expect(a.validation.check_digit_passed).toBe(false)
      expect(a.validation.reason).toBe('Invalid check digit')
      expect(a.shipping_line.decision).toBe('needs_confirmation')
      expect(a.shipping_line.selected?.scac).toBe('MSCU')
    })

    it('gives a wrong-length container number its reason', () => {
      const a = attributes('MSCU663987')
      expect(a.number_type).toBe('container')
      expect(a.validation.reason).toBe(REASON_LENGTH)
      expect(a.validation.is_valid).toBe(false)
    })

    it('names a bad category letter', () => {
      const a = attributes('ABCX1234567')
      expect(a.number_type).toBe('container')
      expect(a.validation.reason).toBe(REASON_CATEGORY)
      expect(a.shipping_line.decision).toBe('no_prediction')
    })

    it('gives leasing-company boxes several low-confidence candidates', () => {
      const a = attributes('TGHU1234567')
      expect(a.shipping_line.decision).toBe('no_prediction')
      expect(a.shipping_line.selected).toBeNull()
      expect(a.shipping_line.candidates.length).toBeGreaterThan(2)
      const confidences = a.shipping_line.candidates.map((c) => c.confidence)
      expect([...confidences].sort((x, y) => y - x)).toEqual(confidences)
      expect(Math.max(...confidences)).toBeLessThan(0.7)
    })

    it('recognises bills of lading by their carrier prefix', () => {
      for (const [n, scac] of [
        ['MAEU241234567', 'MAEU'],
        ['MEDUQ2417731', 'MSCU'],
        ['HLCUSHA240312345', 'HLCU'],
        ['CMDUSHZ1234567', 'CMDU'],
        ['EGLV142400123456', 'EGLV'],
        ['ONEYSH4A12345600', 'ONEY']
      ]) {
        const a = attributes(n)
        expect(a.number_type, n).toBe('bill_of_lading')
        expect(a.validation.type).toBe('shipment')
        expect(a.validation.is_valid).toBe(true)
        expect(a.shipping_line.selected?.scac, n).toBe(scac)
        expect(a.shipping_line.decision).toBe('auto_select')
      }
    })

    it('flags a bill of lading too short after its prefix', () => {
      const a = attributes('MAEU12345')
      expect(a.number_type).toBe('bill_of_lading')
      expect(a.validation.is_valid).toBe(false)
      expect(a.validation.reason).toBe(REASON_BL_LENGTH)
      expect(a.shipping_line.decision).toBe('needs_confirmation')
    })

    it('treats bare numbers as bookings with low confidence and unknown validity', () => {
      const a = attributes('241234567')
      expect(a.number_type).toBe('booking')
      expect(a.validation.is_valid).toBeNull()
      expect(a.validation).not.toHaveProperty('check_digit_passed')
      expect(a.shipping_line.decision).toBe('no_prediction')
      expect(a.shipping_line.selected).toBeNull()
      expect(a.shipping_line.candidates[0]).toMatchObject({ scac: 'MAEU' })
    })

    it('returns no candidates for a booking it cannot place', () => {
      const a = attributes('XQ7781234AB')
      expect(a.number_type).toBe('booking')
      expect(a.shipping_line.candidates).toEqual([])
    })

    it('normalises case, spaces and dashes and reports the parsed number', () => {
      const a = attributes(' mscu 663987-0 ')
      expect(a.validation.is_valid).toBe(true)
      expect(a.validation.parsed_number).toBe('MSCU6639870')
    })

    it.each(['', '   ', '----', 'hello world', '!!!###', 'AB12', '000000000', null, 42, {}])(
      'refuses junk %j with 422',
      (input) => {
        const outcome = inferNumber(input)
        expect(outcome.ok).toBe(false)
        if (!outcome.ok) {
          expect(outcome.status).toBe(422)
          expect(outcome.error.detail).toBe(JUNK_NUMBER_DETAIL)
        }
      }
    )

    it('is deterministic, id included', () => {
      expect(inferNumber('MSKU1234565')).toEqual(inferNumber('MSKU1234565'))
      const a = inferNumber('MSKU1234565')
      const b = inferNumber('msku1234565')
      if (!a.ok || !b.ok) throw new Error('expected results')
      expect(a.response.data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-/)
      expect(b.response.data.id).toBe(a.response.data.id)
      expect(b.response.data.attributes.shipping_line).toEqual(
        a.response.data.attributes.shipping_line
      )
    })
  })
})
