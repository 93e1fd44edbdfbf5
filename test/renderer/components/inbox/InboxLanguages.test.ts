import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import type { Locale } from '@shared/i18n/locales'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { stubViewport } from '../../viewport'
import { createAppI18n } from '@renderer/i18n'
import App from '@renderer/App.vue'

/**
 * The inbox as a clerk reads it in another language: the frame's summary with its plural and
 * its number written the local way, a row's state, size and date, and a switch of language
 * while the window is open.
 */
describe('the inbox in other languages', () => {
  let fake: FakeBridge
  let restore: () => void

  // Noon UTC: the 2nd of March in every time zone from UTC−11 to UTC+11.
  const updatedAt = '2026-03-02T12:00:00.000Z'
  const items = [
    makeItem({
      id: 'inv',
      name: 'INV-2026-0415.pdf',
      state: 'extracted',
      shipmentNumbers: ['MAEU241234567'],
      extracted: { invoice_number: 'INV-2026-0415', supplier_name: 'Acme' },
      size: 1_432_600,
      createdAt: updatedAt,
      updatedAt
    }),
    makeItem({
      id: 'bl',
      name: 'bl-scan.pdf',
      state: 'failed',
      lastError: {
        kind: 'network',
        message: 'Could not reach the service at https://api.example: connection refused.'
      }
    })
  ]

  beforeEach(() => {
    fake = installFakeBridge()
    restore = stubViewport(600, 1200)
    fake.answer('app.info', {
      name: 'Dropdock',
      version: '1.2.3',
      platform: 'win32',
      sandbox: false,
      service: 'production',
      serviceHost: null
    })
    fake.answer('app.status', {
      connection: 'online',
      paused: false,
      counts: { total: 1234, active: 0, done: 1234, attention: 3, failed: 3, paused: false },
      message: null
    })
    fake.answer('document.types', [])
    fake.answer('intake.list', items)
  })
  afterEach(() => restore())

  async function mounted(locale: Locale) {
    const i18n = createAppI18n(locale)
    const wrapper = mount(App, {
      global: { plugins: [createPinia(), i18n] },
      attachTo: document.body
    })
    await flushPromises()
    return { wrapper, i18n }
  }

  const row = (w: Awaited<ReturnType<typeof mounted>>['wrapper'], id: string) =>
    w.get(`[data-test="inbox-row"][data-id="${id}"]`)

  it('speaks German: the attention summary, state labels, sizes and dates', async () => {
    const { wrapper } = await mounted('de')
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe(
      '3 von 1.234 Dateien sind zu prüfen'
    )
    expect(wrapper.get('[data-test="pause"]').text()).toContain('Annahme pausieren')
    const invoice = row(wrapper, 'inv')
    // A read document says it sits on its shipment, named by the number it is worked by.
    expect(invoice.get('[data-state]').text()).toMatch(/^Verknüpft:/)
    expect(invoice.get('.sentence').text()).toBe(
      'Rechnung INV-2026-0415 · Verknüpft mit MAEU241234567'
    )
    expect(invoice.get('.size').text()).toBe('1,4 MB')
    expect(invoice.get('time').text()).toContain('2. März')
    // A failure is explained in German; main's English sentence is kept for the tooltip.
    const failed = row(wrapper, 'bl')
    expect(failed.get('.sentence').text()).toBe('Der Dienst ist nicht erreichbar.')
    expect(failed.get('.sentence').attributes('title')).toMatch(/^Could not reach the service/)
    // Main's count, as the summary above says it: 3 of the 1,234 files.
    expect(wrapper.get('[data-test="retry-failed"]').text()).toBe(
      'Fehlgeschlagene erneut versuchen (3)'
    )
    wrapper.unmount()
  })

  it('says a refusal and a document on no shipment in German, never in main’s English', async () => {
    const zip = makeItem({
      id: 'zip',
      name: 'hello.docx',
      state: 'failed',
      lastError: {
        kind: 'not_a_document',
        message:
          '"hello.docx" is a ZIP archive (Office files such as .docx and .xlsx are ZIP archives too), which the service cannot read: send it as a PDF, an image or a text file.'
      }
    })
    const scan = makeItem({
      id: 'scan',
      name: 'Scan 0007.pdf',
      state: 'extracted',
      extracted: { bill_of_lading_number: 'COSU6123456780' }
    })
    fake.answer('intake.list', [zip, scan])
    const { wrapper } = await mounted('de')
    expect(row(wrapper, 'zip').get('.sentence').attributes('title')).toBe(
      '„hello.docx“ ist ein ZIP-Archiv (auch Office-Dateien wie .docx und .xlsx sind ZIP-Archive). Solche Dateien kann der Dienst nicht lesen: Senden Sie ein PDF, ein Bild oder eine Textdatei.'
    )
    expect(row(wrapper, 'scan').get('[data-state]').text()).toMatch(/^Keine Sendung:/)
    expect(row(wrapper, 'scan').get('.sentence').text()).toBe(
      'B/L COSU6123456780 · Noch keiner Sendung zugeordnet'
    )
    wrapper.unmount()
  })

  it('speaks Chinese: one plural form and a Chinese date', async () => {
    const { wrapper } = await mounted('zh-CN')
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe(
      '1,234 个文件中有 3 个需要处理'
    )
    const invoice = row(wrapper, 'inv')
    expect(invoice.get('[data-state]').text()).toMatch(/^已关联:/)
    expect(invoice.get('.sentence').text()).toBe('发票 INV-2026-0415 · 已关联到 MAEU241234567')
    expect(invoice.get('.size').text()).toBe('1.4 MB')
    expect(invoice.get('time').text()).toContain('3月2日')
    expect(wrapper.get('[data-test="nav-inbox"]').text()).toContain('收件箱')
    wrapper.unmount()
  })

  it('says one file in the singular', async () => {
    fake.answer('app.status', {
      connection: 'online',
      paused: false,
      counts: { total: 1, active: 0, done: 1, attention: 0, failed: 0, paused: false },
      message: null
    })
    fake.answer('intake.list', [items[0]!])
    const { wrapper } = await mounted('de')
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe('Die Datei ist erledigt')
    wrapper.unmount()
  })

  it('follows a switch of language while the window is open', async () => {
    const { wrapper, i18n } = await mounted('en')
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe(
      '3 of 1,234 files need attention'
    )
    expect(row(wrapper, 'inv').get('[data-state]').text()).toMatch(/^Linked:/)
    expect(row(wrapper, 'inv').get('.size').text()).toBe('1.4 MB')

    i18n.global.locale.value = 'de'
    await flushPromises()
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe(
      '3 von 1.234 Dateien sind zu prüfen'
    )
    expect(row(wrapper, 'inv').get('[data-state]').text()).toMatch(/^Verknüpft:/)
    expect(row(wrapper, 'inv').get('.size').text()).toBe('1,4 MB')
    expect(wrapper.get('[data-test="inbox-search"]').attributes('placeholder')).toBe(
      'Name, Nummer, Dokumenttyp…'
    )
    // The language switch itself is not read out as news.
    expect(wrapper.get('[data-test="live-status"]').text()).toBe('')
    wrapper.unmount()
  })
})
