import { describe, expect, it } from 'vitest'
import {
  validateTrackingCreate,
  validateTrackingPatch
} from '../../../src/sandbox/tracking/validate'

const body = (attributes: Record<string, unknown>) => ({
  data: { type: 'tracking_request', attributes }
})
const good = { request_type: 'bill_of_lading', request_number: 'maeu 260000001', scac: 'maeu' }

describe('validate', () => {
  describe('validateTrackingCreate()', () => {
    it('accepts a valid body and normalises it', () => {
      expect(validateTrackingCreate(body({ ...good, ref_numbers: ['PO-1', ' '] }))).toEqual({
        ok: true,
        value: {
          request_type: 'bill_of_lading',
          request_number: 'MAEU 260000001',
          scac: 'MAEU',
          ref_numbers: ['PO-1'],
          tags: []
        }
      })
    })

    it('answers a blank scac exactly as the service does', () => {
      const r = validateTrackingCreate(body({ ...good, scac: '' }))
      expect(r).toEqual({
        ok: false,
        errors: [
          {
            status: '422',
            source: { pointer: '/data/attributes/scac' },
            title: 'Unprocessable Entity',
            detail: "Scac can't be blank",
            code: 'blank'
          }
        ]
      })
    })

    it.each([
      [{ request_type: 'pallet' }, '/data/attributes/request_type', 'inclusion'],
      [{ request_type: undefined }, '/data/attributes/request_type', 'blank'],
      [{ request_number: '  ' }, '/data/attributes/request_number', 'blank'],
      [{ request_number: 'MAEU<script>' }, '/data/attributes/request_number', 'invalid'],
      [{ scac: 'NOPE' }, '/data/attributes/scac', 'inclusion'],
      [{ ref_numbers: 'PO-1' }, '/data/attributes/ref_numbers', 'invalid'],
      [{ tags: [1] }, '/data/attributes/tags', 'invalid']
    ])('refuses %j at %s', (patch, pointer, code) => {
      const r = validateTrackingCreate(body({ ...good, ...patch }))
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.errors).toEqual([expect.objectContaining({ source: { pointer }, code })])
    })

    it('reports every problem at once', () => {
      const r = validateTrackingCreate(body({}))
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(r.errors.map((e) => e.source?.pointer)).toEqual([
          '/data/attributes/request_type',
          '/data/attributes/request_number',
          '/data/attributes/scac'
        ])
      }
    })

    it('refuses a body without data', () => {
      for (const b of [null, {}, { data: [] }, 'x']) {
        const r = validateTrackingCreate(b)
        expect(r.ok).toBe(false)
        if (!r.ok) expect(r.errors[0].source).toEqual({ pointer: '/data' })
      }
    })
  })

  describe('validateTrackingPatch()', () => {
    it('accepts ref_numbers and tags only', () => {
      expect(validateTrackingPatch({ data: { attributes: { ref_numbers: ['A'] } } })).toEqual({
        ok: true,
        value: { ref_numbers: ['A'] }
      })
      const r = validateTrackingPatch({ data: { attributes: { scac: 'MSCU' } } })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.errors[0].source).toEqual({ pointer: '/data/attributes/scac' })
    })
  })
})
