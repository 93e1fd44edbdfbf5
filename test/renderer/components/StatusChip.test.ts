import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { FileState } from '@shared/intake'
import StatusChip from '@renderer/components/StatusChip.vue'

/**
 * What the clerk reads on the chip and the colour it wears, written out here rather than taken
 * from the table the chip reads, so a changed or missing word fails. Typed over every FileState:
 * a new state does not compile until its chip is written down here.
 */
const EXPECTED: Record<FileState, [label: string, tone: string]> = {
  waiting: ['Waiting', 'neutral'],
  queued: ['Queued', 'neutral'],
  hashing: ['Checking', 'active'],
  uploading: ['Uploading', 'active'],
  submitted: ['Sent', 'active'],
  classified: ['Classified', 'active'],
  extracted: ['Extracted', 'good'],
  extraction_failed: ['Not read', 'bad'],
  stalled: ['Stalled', 'warn'],
  duplicate: ['Duplicate', 'good'],
  empty: ['Empty', 'bad'],
  failed: ['Failed', 'bad'],
  retrying: ['Retrying', 'warn'],
  paused: ['Paused', 'neutral'],
  cancelled: ['Cancelled', 'neutral']
}

describe('components/StatusChip', () => {
  describe('render', () => {
    const cases = Object.entries(EXPECTED).map(([state, [label, tone]]) => ({ state, label, tone }))

    it.each(cases)('shows $state as "$label"', ({ state, label, tone }) => {
      const chip = mount(StatusChip, { props: { state: state as FileState } })
      const sentence = chip.attributes('title') ?? ''
      expect(chip.text()).toBe(`${label}: ${sentence}`)
      expect(chip.classes()).toContain(tone)
      // The sentence is what a screen reader hears: words, not the state's code name.
      expect(sentence.length).toBeGreaterThan(label.length)
      expect(chip.text()).not.toContain('_')
    })

    it('marks an empty file as a problem, saying it was not sent', () => {
      const chip = mount(StatusChip, { props: { state: 'empty' } })
      expect(chip.text()).toContain('Empty')
      expect(chip.classes()).toContain('bad')
      expect(chip.attributes('title')).toBe('Not sent: the file is empty (0 bytes)')
    })

    it('explains waiting as the file still being saved', () => {
      expect(mount(StatusChip, { props: { state: 'waiting' } }).attributes('title')).toBe(
        'Waiting for the file to finish saving'
      )
    })
  })
})
