import { describe, expect, it } from 'vitest'
import {
  findContainerNumbers,
  parseAmount,
  parseCurrency,
  parseDate
} from '../../../src/sandbox/processing/values'

describe('processing/values', () => {
  describe('parseDate()', () => {
    it.each([
      ['2026-03-02', '2026-03-02'],
      ['2026/3/2', '2026-03-02'],
      ['02.03.2026', '2026-03-02'],
      ['03/02/2026', '2026-03-02'],
      ['25/02/2026', '2026-02-25'],
      ['2 Mar 2026', '2026-03-02'],
      ['14-Feb-2026', '2026-02-14'],
      ['March 2, 2026', '2026-03-02'],
      ['Sept 9 2026', '2026-09-09']
    ])('reads %s as %s', (raw, iso) => {
      expect(parseDate(raw)).toBe(iso)
    })

    it.each(['2026-02-30', '31/31/2026', 'Foo 3, 2026', 'yesterday'])('refuses %s', (raw) => {
      expect(parseDate(raw)).toBeNull()
    })
  })

  describe('parseAmount()', () => {
    it.each([
      ['12,450.00', '12450.00'],
      ['12.450,00', '12450.00'],
      ['12450', '12450.00'],
      ['1,234,567.5', '1234567.50'],
      ["12'450.00", '12450.00']
    ])('reads %s as %s', (raw, out) => {
      expect(parseAmount(raw)).toBe(out)
    })

    it('refuses text', () => {
      expect(parseAmount('twelve')).toBeNull()
    })
  })

  describe('parseCurrency()', () => {
    it('maps symbols and RMB to ISO codes and refuses unknown codes', () => {
      expect(parseCurrency('$')).toBe('USD')
      expect(parseCurrency('€')).toBe('EUR')
      expect(parseCurrency('rmb')).toBe('CNY')
      expect(parseCurrency('XYZ')).toBeNull()
    })
  })

  describe('findContainerNumbers()', () => {
    it('keeps only numbers with a valid check digit, normalized and once', () => {
      const text = 'Containers: MSKU 123456-5, mscu6639870, MSCU6639871, MSKU1234565'
      expect(findContainerNumbers(text)).toEqual(['MSKU1234565', 'MSCU6639870'])
    })
  })
})
