import { describe, expect, it } from 'vitest'
import {
  REASON_CATEGORY,
  REASON_CHECK_DIGIT,
  REASON_LENGTH,
  REASON_OWNER,
  REASON_SERIAL,
  checkContainerNumber,
  computeCheckDigit,
  isValidContainerNumber,
  normalizeContainerNumber,
  withCheckDigit
} from '../../../src/sandbox/inference/iso6346'

describe('iso6346', () => {
  describe('computeCheckDigit()', () => {
    it.each([
      ['CSQU305438', 3],
      ['MSCU663987', 0],
      ['MSKU123456', 5],
      ['MRKU204060', 2]
    ])('computes %s -> %i', (head, digit) => {
      expect(computeCheckDigit(head)).toBe(digit)
    })

    it('writes a remainder of 10 as 0', () => {
      // Find a serial whose weighted sum is 10 mod 11 and check the rule on it.
      const serials = Array.from({ length: 200 }, (_, i) => `TGHU${String(i).padStart(6, '0')}`)
      const tens = serials.filter((s) => {
        let sum = 0
        const values: Record<string, number> = { T: 31, G: 17, H: 18, U: 32 }
        for (let i = 0; i < 10; i++) sum += (i < 4 ? values[s[i]] : Number(s[i])) * 2 ** i
        return sum % 11 === 10
      })
      expect(tens.length).toBeGreaterThan(0)
      for (const s of tens) expect(computeCheckDigit(s)).toBe(0)
    })

    it('returns null for a head that is not 4 letters and 6 digits', () => {
      expect(computeCheckDigit('MSC1663987')).toBeNull()
      expect(computeCheckDigit('MSCU66398')).toBeNull()
    })
  })

  describe('checkContainerNumber()', () => {
    it.each([
      ['MSCU6639870', true, true, null],
      ['mscu 663987-0', true, true, null],
      ['MSCU6639871', false, false, REASON_CHECK_DIGIT],
      ['MSCU663987', false, null, REASON_LENGTH],
      ['MSCU66398700', false, null, REASON_LENGTH],
      ['MS1U6639870', false, null, REASON_OWNER],
      ['MSCX6639870', false, null, REASON_CATEGORY],
      ['MSCU66398A0', false, null, REASON_SERIAL]
    ])('judges %s valid=%s checkDigit=%s', (input, valid, checkDigitPassed, reason) => {
      const result = checkContainerNumber(input)
      expect(result.valid).toBe(valid)
      expect(result.checkDigitPassed).toBe(checkDigitPassed)
      expect(result.reason).toBe(reason)
    })

    it('accepts the J and Z categories', () => {
      expect(checkContainerNumber(withCheckDigit('ABCJ123456')).valid).toBe(true)
      expect(checkContainerNumber(withCheckDigit('ABCZ123456')).valid).toBe(true)
    })

    it('reports owner code and category', () => {
      expect(checkContainerNumber('MSKU1234565')).toMatchObject({ ownerCode: 'MSK', category: 'U' })
    })
  })

  describe('normalizeContainerNumber()', () => {
    it('upper-cases and strips spaces, dashes, dots and slashes', () => {
      expect(normalizeContainerNumber(' msku 123456-5 ')).toBe('MSKU1234565')
      expect(normalizeContainerNumber('MSKU.123456/5')).toBe('MSKU1234565')
    })
  })

  describe('isValidContainerNumber()', () => {
    it('is true only with a correct check digit', () => {
      expect(isValidContainerNumber('MRKU2040602')).toBe(true)
      expect(isValidContainerNumber('MRKU2040603')).toBe(false)
    })
  })

  describe('withCheckDigit()', () => {
    it('refuses a malformed head', () => {
      expect(() => withCheckDigit('MSKU12345')).toThrow(/Not a container number/)
    })
  })
})
