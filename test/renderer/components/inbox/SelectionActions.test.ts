import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { BulkResult } from '@shared/bulk'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { stubScrolling, stubViewport } from '../../viewport'
import { focusedName } from '../../focus'
import { waitFor } from '../../../support/waitFor'
import InboxView from '@renderer/views/InboxView.vue'
import { useDocumentsStore } from '@renderer/stores/documents'
import { noticeText, useNoticesStore } from '@renderer/stores/notices'
import { createAppI18n } from '@renderer/i18n'

/** Every notice shown, as a clerk reads it in English. */
function notices(): string[] {
  const words = createAppI18n('en').global
  return useNoticesStore().list.map((n) => noticeText(n, words))
}

/**
 * Acting on many: the selection by mouse (checkbox, Shift-click, Ctrl/Cmd-click) and keyboard
 * (Space, Shift+Arrow, Ctrl/Cmd+A), and each action on it as one command to main told in one
 * summary notice.
 */
describe('the inbox selection and its actions', () => {
  let fake: FakeBridge
  let restore: () => void
  let restoreScrolling: () => void
  let wrapper: VueWrapper | null = null
  let items: IntakeItem[]

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    restore = stubViewport(600)
    restoreScrolling = stubScrolling()
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial Invoice' },
      { code: 'bill_of_lading', label: 'Bill of Lading' }
    ])
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    restoreScrolling()
    restore()
  })

  async function inbox(count = 6): Promise<VueWrapper> {
    items = Array.from({ length: count }, (_, i) =>
      makeItem({ id: `r${i}`, name: `doc-${i}.pdf`, state: 'extracted' })
    )
    fake.answer('intake.list', items)
    await useDocumentsStore().load()
    wrapper = mount(InboxView, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  const selected = () => [...useDocumentsStore().selection].sort()
  const row = (i: number) => wrapper!.get(`[data-index="${i}"]`)
  const ids = (...at: number[]) => at.map((i) => useDocumentsStore().filtered[i].id).sort()
  const nameAt = (i: number) => useDocumentsStore().filtered[i].name
  /** What the window sent main on intake.bulk, the ids in the list's order. */
  const bulkInputs = () =>
    fake.calls
      .filter((c) => c.name === 'intake.bulk')
      .map((c) => {
        const input = c.input as { ids: string[] }
        return { ...input, ids: [...input.ids].sort() }
      })

  function key(name: string, mods: KeyboardEventInit = {}): void {
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...mods })
    )
  }

  describe('selecting', () => {
    it('Shift-click on a checkbox selects the rows from the one ticked last', async () => {
      await inbox()
      await row(1).get('input[type="checkbox"]').trigger('click')
      await row(4).get('input[type="checkbox"]').trigger('click', { shiftKey: true })
      expect(selected()).toEqual(ids(1, 2, 3, 4))
      expect(row(3).get<HTMLInputElement>('input').element.checked).toBe(true)
    })

    it('Ctrl/Cmd-click on a name ticks the row instead of opening it; Shift-click extends', async () => {
      await inbox()
      await row(0).get('.name').trigger('click', { ctrlKey: true })
      await row(2).get('.name').trigger('click', { metaKey: true })
      expect(selected()).toEqual(ids(0, 2))
      await row(4).get('.name').trigger('click', { shiftKey: true })
      expect(selected()).toEqual(ids(0, 2, 3, 4))
      await row(2).get('.name').trigger('click', { ctrlKey: true })
      expect(selected()).toEqual(ids(0, 3, 4))
      expect(fake.calls.some((c) => c.name === 'document.detail')).toBe(false)
    })

    it('Space ticks the focused row, Shift+Arrow extends as focus moves, Ctrl+A takes all', async () => {
      await inbox()
      row(1).get<HTMLElement>('.name').element.focus()
      key(' ')
      await flushPromises()
      expect(selected()).toEqual(ids(1))
      key('ArrowDown', { shiftKey: true })
      await waitFor(() => focusedName() === nameAt(2), 'focus on row 2', 2000)
      key('ArrowDown', { shiftKey: true })
      await waitFor(() => focusedName() === nameAt(3), 'focus on row 3', 2000)
      expect(selected()).toEqual(ids(1, 2, 3))
      // Back up: the range shrinks towards its first row.
      key('ArrowUp', { shiftKey: true })
      await waitFor(() => focusedName() === nameAt(2), 'focus back on row 2', 2000)
      expect(selected()).toEqual(ids(1, 2))
      key('a', { ctrlKey: true })
      await flushPromises()
      expect(selected()).toEqual(ids(0, 1, 2, 3, 4, 5))
      expect(focusedName()).toBe(nameAt(2))
      expect(fake.calls.some((c) => c.name === 'document.detail')).toBe(false)
    })
  })

  describe('acting on the selection', () => {
    async function withSelection(at: number[], answer: BulkResult) {
      await inbox()
      fake.answer('intake.bulk', answer)
      for (const i of at) await row(i).get('input[type="checkbox"]').trigger('click')
      await flushPromises()
    }

    it.each([
      ['reclassify', '12 reclassified, 3 skipped: not yet sent'],
      ['reextract', '12 re-extracted, 3 skipped: not yet sent'],
      ['relink', '12 relinked, 3 skipped: not yet sent'],
      ['retry', '12 retrying, 3 skipped: not yet sent']
    ] as const)('%s: one command for the selection, one summary notice', async (action, text) => {
      await withSelection([0, 2], { done: 12, skipped: { notSent: 3 } })
      const button = wrapper!.get<HTMLButtonElement>(`[data-test="bulk-${action}"]`)
      button.element.focus()
      await button.trigger('click')
      await flushPromises()
      expect(bulkInputs()).toEqual([{ action, ids: ids(0, 2) }])
      expect(notices()).toEqual([text])
      expect(document.activeElement).toBe(button.element)
    })

    it('says each reason a file was skipped, and words it in the language shown', async () => {
      await withSelection([1], { done: 1, skipped: { inFlight: 2, duplicate: 1 } })
      await wrapper!.get('[data-test="bulk-reextract"]').trigger('click')
      await flushPromises()
      expect(notices()).toEqual([
        '1 re-extracted, 2 skipped: still being processed, 1 skipped: a duplicate of another document'
      ])
      const de = createAppI18n('de').global
      expect(noticeText(useNoticesStore().list[0], de)).toBe(
        '1 neu ausgelesen, 2 übersprungen: wird noch verarbeitet, 1 übersprungen: Duplikat eines anderen Dokuments'
      )
    })

    it('sets the type chosen from the type list', async () => {
      await withSelection([0, 1], { done: 2, skipped: {} })
      const save = wrapper!.get<HTMLButtonElement>('[data-test="bulk-setType"]')
      expect(save.element.disabled).toBe(true)
      await wrapper!.get('[data-test="bulk-type"]').setValue('bill_of_lading')
      await save.trigger('click')
      await flushPromises()
      expect(bulkInputs()).toEqual([{ action: 'setType', ids: ids(0, 1), type: 'bill_of_lading' }])
      expect(notices()).toEqual(['2 set to Bill of lading'])
    })

    it('remove: nothing said and the selection kept when the clerk said no in main', async () => {
      await withSelection([0, 1], { done: 0, skipped: {}, cancelled: true })
      await wrapper!.get('[data-test="bulk-remove"]').trigger('click')
      await flushPromises()
      expect(bulkInputs().at(-1)).toEqual({
        action: 'remove',
        ids: ids(0, 1)
      })
      expect(notices()).toEqual([])
      expect(selected()).toEqual(ids(0, 1))
      fake.answer('intake.bulk', { done: 2, skipped: {} })
      await wrapper!.get('[data-test="bulk-remove"]').trigger('click')
      await flushPromises()
      expect(notices()).toEqual(['2 removed'])
      expect(selected()).toEqual([])
    })

    it('exports the selection as CSV where main saved it', async () => {
      await withSelection([3], { done: 0, skipped: {} })
      fake.answer('intake.exportCsv', { savedTo: '/home/clerk/dropdock.csv', rows: 1 })
      await wrapper!.get('[data-test="bulk-exportCsv"]').trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'intake.exportCsv')).toEqual([
        { name: 'intake.exportCsv', input: { ids: ids(3) } }
      ])
      expect(notices()).toEqual(['1 file exported to /home/clerk/dropdock.csv'])
    })

    it('a refused action is one error notice naming it, with Try again', async () => {
      await inbox()
      fake.fail('intake.bulk', { kind: 'network', message: 'offline' })
      await row(0).get('input[type="checkbox"]').trigger('click')
      await wrapper!.get('[data-test="bulk-relink"]').trigger('click')
      await flushPromises()
      const list = useNoticesStore().list
      expect(list).toHaveLength(1)
      expect(list[0].tone).toBe('error')
      expect(notices()[0]).toMatch(/^The selected files could not be relinked: /)
      expect(list[0].retry).toBeTypeOf('function')
    })
  })
})
