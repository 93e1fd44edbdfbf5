import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import type { TrackNumberResult } from '@shared/trackNumber'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { BOOKING } from '../../samples'
import SelectionActions from '@renderer/components/inbox/SelectionActions.vue'
import { useDocumentsStore } from '@renderer/stores/documents'
import { useDetailStore } from '@renderer/stores/detail'
import { noticeText, useNoticesStore } from '@renderer/stores/notices'
import { applyLanguage, createAppI18n, windowI18n } from '@renderer/i18n'

/** A read document on no shipment, with the numbers given. */
const unlinked = (id: string, extracted: IntakeItem['extracted']) =>
  makeItem({ id, name: `${id}.pdf`, state: 'extracted', documentId: `doc-${id}`, extracted })

const tracked = (number: string): TrackNumberResult => ({
  step: 'tracked',
  number,
  request: { id: `tr-${number}`, status: 'created', failedReason: null },
  alreadyTracked: false,
  link: { shipmentNumbers: [number], containerNumbers: [], unseen: false },
  relinkError: null
})

describe('Track their numbers, on the selection', () => {
  let fake: FakeBridge
  let wrapper: VueWrapper | null = null

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
  })

  const items = [
    unlinked('bl-1', { bill_of_lading_number: 'MAEU241234567' }),
    unlinked('bl-2', { bill_of_lading_number: 'COSU6123456780' }),
    unlinked('bl-3', { booking_number: '177NGBLGB9902' }),
    unlinked('unsure', { booking_number: 'XYZ123456' }),
    unlinked('none', { invoice_number: 'INV-1' }),
    unlinked('two', { bill_of_lading_number: 'MEDU1111111', booking_number: 'BK-2' }),
    makeItem({ id: 'linked', state: 'extracted', shipmentNumbers: ['MSCU1'] })
  ]

  async function mounted(selected: string[]) {
    fake.answer('intake.list', items)
    const documents = useDocumentsStore()
    await documents.load()
    for (const id of selected) documents.toggleSelected(id)
    wrapper = mount(SelectionActions, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }
  const trackCalls = () =>
    fake.calls.filter((c) => c.name === 'document.trackNumber').map((c) => c.input)
  const notices = (locale: 'en' | 'de' = 'en') =>
    useNoticesStore().list.map((n) => noticeText(n, createAppI18n(locale).global))

  it('tracks one document after the other, skips what it cannot, and sums up', async () => {
    const w = await mounted(items.map((i) => i.id))
    const answers: ((r: TrackNumberResult) => void)[] = []
    fake.answer(
      'document.trackNumber',
      () => new Promise<TrackNumberResult>((r) => answers.push(r)) as never
    )
    const button = w.get('[data-test="bulk-track"]')
    expect(button.text()).toBe('Track their numbers')
    ;(button.element as HTMLButtonElement).focus()
    await button.trigger('click')
    await flushPromises()
    // One at a time: the second is asked only once the first has its answer.
    expect(trackCalls()).toEqual([{ itemId: 'bl-1', number: 'MAEU241234567' }])
    expect(w.get('[data-test="bulk-track-progress"]').text()).toBe('Tracking the numbers: 0 of 7…')
    // Pressed again while it works: nothing more is asked.
    await button.trigger('click')
    answers[0](tracked('MAEU241234567'))
    await flushPromises()
    expect(trackCalls()).toHaveLength(2)
    expect(w.get('[data-test="bulk-track-progress"]').text()).toBe('Tracking the numbers: 1 of 7…')
    answers[1](tracked('COSU6123456780'))
    await flushPromises()
    answers[2](tracked('177NGBLGB9902'))
    await flushPromises()
    answers[3]({
      step: 'choose_carrier',
      number: 'XYZ123456',
      inferred: BOOKING
    })
    await flushPromises()
    // The unsure carrier was not guessed: asked once, without a carrier, and left.
    expect(trackCalls()).toEqual([
      { itemId: 'bl-1', number: 'MAEU241234567' },
      { itemId: 'bl-2', number: 'COSU6123456780' },
      { itemId: 'bl-3', number: '177NGBLGB9902' },
      { itemId: 'unsure', number: 'XYZ123456' }
    ])
    expect(w.find('[data-test="bulk-track-progress"]').exists()).toBe(false)
    expect(notices()).toEqual([
      '3 tracked and relinked, 1 needs a carrier choice, 1 has several numbers: choose one in its detail, 1 has no number, 1 not waiting for a shipment'
    ])
    expect(notices('de')).toEqual([
      '3 verfolgt und neu verknüpft, 1 braucht eine Wahl der Reederei, 1 hat mehrere Nummern: wählen Sie eine im Detail, 1 hat keine Nummer, 1 wartet auf keine Sendung'
    ])
    // Focus stays on the button that was pressed.
    expect(document.activeElement?.getAttribute('data-test')).toBe('bulk-track')
    // The summary stays, and opens the document left for a carrier choice.
    const [notice] = useNoticesStore().list
    expect(notice.actions?.map((a) => a.label)).toEqual(['bulk.track.openFirst'])
    fake.answer('document.detail', null as never)
    useNoticesStore().act(notice.id, 'chooseCarrier')
    expect(useDetailStore().itemId).toBe('unsure')
  })

  it('says a kept request, a failure and a refusal, and goes on after the refusal', async () => {
    fake.answer('document.trackNumber', ((input: { itemId: string; number: string }) => {
      if (input.itemId === 'bl-1') throw new Error('the bridge went away')
      const kept = input.itemId === 'bl-2'
      const status = kept ? 'pending' : 'failed'
      const request = { id: 'tr', status, failedReason: kept ? null : 'not_found' }
      return { step: 'not_tracked', number: input.number, request, kept }
    }) as never)
    applyLanguage(windowI18n(), 'zh-CN')
    const w = await mounted(['bl-1', 'bl-2', 'bl-3'])
    const button = w.get('[data-test="bulk-track"]')
    expect(button.text()).toBe('跟踪其单号')
    await button.trigger('click')
    await flushPromises()
    // The refused first one is counted, and the others are still asked.
    expect(trackCalls()).toHaveLength(3)
    expect(notices()).toEqual([
      '1 still being tracked, linked by itself once tracked, 1 could not be tracked, 1 not asked: Something went wrong inside Dropdock. Copy the error for your IT department.'
    ])
    expect(useNoticesStore().list[0].actions).toEqual([])
    const zh = createAppI18n('zh-CN').global
    expect(noticeText(useNoticesStore().list[0], zh)).toMatch(
      /^1 个仍在跟踪中，跟踪成功后自动关联.1 个无法跟踪.1 个未能请求：/
    )
  })

  it('does not ask again for a number whose request is already waiting', async () => {
    const waiting = {
      ...items[0],
      trackingPending: { number: 'MAEU241234567', since: '2026-03-02T10:42:00.000Z' }
    }
    fake.answer('intake.list', [waiting])
    await useDocumentsStore().load()
    useDocumentsStore().toggleSelected(waiting.id)
    wrapper = mount(SelectionActions, { attachTo: document.body })
    await flushPromises()
    await wrapper.get('[data-test="bulk-track"]').trigger('click')
    await flushPromises()
    expect(trackCalls()).toEqual([])
    expect(notices()).toEqual(['1 still being tracked, linked by itself once tracked'])
  })
})
