import { describe, expect, it } from 'vitest'
import type { FileState } from '@shared/intake'
import { nextStepOf } from '@renderer/lib/nextStep'
import { makeItem } from '../../support/makeItem'

describe('lib/nextStep', () => {
  const read = { state: 'extracted' as const, shipmentNumbers: [], containerNumbers: [] }

  it('tracks the number of a document read but on no shipment', () => {
    const item = makeItem({ ...read, extracted: { bill_of_lading_number: 'MEDU1234567' } })
    expect(nextStepOf(item)).toBe('track')
  })

  it('offers nothing to track when the document on no shipment has no trackable number', () => {
    const item = makeItem({ ...read, extracted: { invoice_number: 'INV-1' } })
    expect(nextStepOf(item)).toBeNull()
  })

  it('asks for the data of a document whose extraction failed', () => {
    expect(nextStepOf(makeItem({ state: 'extraction_failed' }))).toBe('enter_data')
  })

  it('tracks, not enters, once the data of a failed extraction was keyed by hand', () => {
    const item = makeItem({
      ...read,
      state: 'extraction_failed',
      manual: { booking_number: 'BKG778899' }
    })
    expect(nextStepOf(item)).toBe('track')
  })

  it.each<FileState>(['failed', 'stalled', 'cancelled'])('retries a %s document', (state) => {
    expect(nextStepOf(makeItem({ state }))).toBe('retry')
  })

  it('offers no retry for an empty file, which sent again is just as empty', () => {
    expect(nextStepOf(makeItem({ state: 'empty' }))).toBeNull()
  })

  it('compares a possible duplicate with the one taken in before', () => {
    const item = makeItem({
      ...read,
      shipmentNumbers: ['S-1'],
      possibleDuplicateOf: { id: 'other', name: 'invoice.pdf' }
    })
    expect(nextStepOf(item)).toBe('compare')
  })

  it.each([
    ['a linked document', makeItem({ ...read, shipmentNumbers: ['S-1'] })],
    ['a document on its way', makeItem({ state: 'uploading' })],
    ['the same file again', makeItem({ state: 'duplicate' })]
  ])('offers no next step for %s', (_, item) => {
    expect(nextStepOf(item)).toBeNull()
  })

  it('judges a part of a packet by its own outcome, not the file’s', () => {
    const part = (documentId: string, state: FileState, over = {}) => ({
      documentId,
      pages: null,
      documentType: 'bill_of_lading',
      state,
      shipmentNumbers: [],
      containerNumbers: [],
      ...over
    })
    const item = makeItem({
      state: 'extraction_failed',
      shipmentNumbers: ['MAEU241234567'],
      parts: [
        part('p1', 'extracted', { shipmentNumbers: ['MAEU241234567'] }),
        part('p2', 'extraction_failed'),
        part('p3', 'extracted', { extracted: { bill_of_lading_number: 'MEDU1234567' } })
      ]
    })
    expect(nextStepOf(item)).toBe('enter_data')
    expect(nextStepOf(item, 'p1')).toBeNull()
    expect(nextStepOf(item, 'p2')).toBe('enter_data')
    expect(nextStepOf(item, 'p3')).toBe('track')
  })
})
