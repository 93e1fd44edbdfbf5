import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { LanguageChoice } from '@shared/i18n/locales'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail, shipmentView } from '../samples'
import { journeySample } from '../journeySamples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The words a control shows: its text without what only a screen reader gets. */
function visibleText(el: Element): string {
  const copy = el.cloneNode(true) as Element
  copy.querySelectorAll('.sr-only, [aria-hidden="true"]').forEach((n) => n.remove())
  return squash(copy.textContent ?? '')
}

/** Its accessible name as a screen reader computes it for a button: aria-label, else its text. */
function spokenName(el: Element): string {
  return squash(el.getAttribute('aria-label') ?? el.textContent ?? '')
}

/** Shown words a person could say: letters or digits, not a lone glyph such as × or ›. */
const wordy = (text: string) => /[\p{L}\p{N}]{2,}/u.test(text)

/**
 * A control's spoken name begins with the words it shows (WCAG 2.5.3, axe
 * label-content-name-mismatch): a clerk using speech input says "click Journey" and it works.
 */
describe('screen reader: spoken names begin with the visible words', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })

  /** A document with a linked container, in `language`, its journey closed or opened. */
  async function detailIn(language: LanguageChoice, openJourney: boolean) {
    applyLanguage(windowI18n(), language)
    const journey = journeySample()
    const detail = invoiceDetail()
    detail.shipments = [shipmentView()]
    detail.containers = [{ ...journey.container, shipmentId: detail.shipments[0].id }]
    fake.answer('document.detail', detail)
    fake.answer('container.journey', journey)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    if (openJourney) {
      await wrapper.get('[data-test="journey-toggle"]').trigger('click')
      await flushPromises()
    }
    return wrapper
  }

  const languages: LanguageChoice[] = ['en', 'de', 'es', 'nl', 'zh-CN']
  const cases = languages.flatMap((l) => [
    [l, false],
    [l, true]
  ]) as [LanguageChoice, boolean][]

  it.each(cases)('every button of a document, in %s (journey open: %s)', async (lang, open) => {
    const wrapper = await detailIn(lang, open)
    const toggle = wrapper.get('[data-test="journey-toggle"]').element
    // The journey toggle names its container too, after the words it shows.
    expect(spokenName(toggle)).toBe(`${visibleText(toggle)} MSKU1234565`)
    const mismatched = wrapper
      .findAll('button, a[href]')
      .map((b) => b.element)
      .filter((b) => wordy(visibleText(b)) && !spokenName(b).startsWith(visibleText(b)))
      .map((b) => `"${spokenName(b)}" does not begin with "${visibleText(b)}"`)
    expect(mismatched).toEqual([])
    wrapper.unmount()
  })

  it('the journey is not a live region: opening it is not read out all at once', async () => {
    const wrapper = await detailIn('en', true)
    const journey = wrapper.get('[data-test="journey"]').element
    expect(journey.textContent).toContain('Journey of MSKU1234565')
    expect(journey.closest('[aria-live]')).toBeNull()
    expect(journey.querySelector('[aria-live]')).toBeNull()
    wrapper.unmount()
  })
})
