import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { STATE_ORDER } from '@shared/ipc'
import StatusChip from '@renderer/components/StatusChip.vue'
import { STATE_TEXT } from '@renderer/lib/states'

describe('components/StatusChip', () => {
  describe('render', () => {
    it.each(STATE_ORDER.map((s) => [s]))('says %s in plain words', (state) => {
      const chip = mount(StatusChip, { props: { state } })
      const text = STATE_TEXT[state]
      expect(chip.text()).toContain(text.label)
      expect(chip.attributes('title')).toBe(text.sentence)
      expect(chip.find('.sr-only').text()).toContain(text.sentence)
      expect(chip.text()).not.toContain('_')
    })

    it('gives every state its own word', () => {
      const labels = STATE_ORDER.map((s) => STATE_TEXT[s].label)
      expect(new Set(labels).size).toBe(STATE_ORDER.length)
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
