import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { makeItem } from '../../../support/makeItem'
import ReadingQuality from '@renderer/components/settings/ReadingQuality.vue'
import { createAppI18n } from '@renderer/i18n'
import { useDocumentsStore } from '@renderer/stores/documents'

const read = {
  invoice_number: 'INV-1',
  supplier_name: 'Brightwy',
  total_amount: 10,
  currency: 'USD'
}

describe('components/settings/ReadingQuality', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  async function shown(locale: 'en' | 'de' | 'zh-CN') {
    fake.answer('intake.list', [
      makeItem({
        id: 'a',
        state: 'extracted',
        documentType: 'commercial_invoice',
        schemaVersion: '2026-03-23',
        extracted: read,
        manual: { supplier_name: 'Brightway' }
      }),
      makeItem({
        id: 'b',
        state: 'extracted',
        documentType: 'commercial_invoice',
        schemaVersion: '2026-03-23',
        extracted: read,
        manual: null
      }),
      makeItem({
        id: 'c',
        state: 'extraction_failed',
        documentType: 'bill_of_lading',
        schemaVersion: '2026-01-10',
        extracted: null,
        manual: { bill_of_lading_number: 'COSU6123456780' }
      })
    ])
    await useDocumentsStore().load()
    const wrapper = mount(ReadingQuality, { global: { plugins: [createAppI18n(locale)] } })
    await flushPromises()
    return wrapper
  }

  const cells = (row: { findAll: (s: string) => { text: () => string }[] }) =>
    row.findAll('th, td').map((c) => c.text().replace(/\s+/g, ' '))

  it('shows per type the fields read, the share corrected and those keyed by hand', async () => {
    const w = await shown('en')
    expect(w.get('h3').text()).toBe('How well the service reads')
    const rows = w.findAll('[data-test="quality-row"]')
    expect(rows.map(cells)).toEqual([
      ['Commercial invoice', '2026-03-23', '2', '8', '1 (13%)', '0'],
      ['Bill of lading', '2026-01-10', '1', '0', '0 (0%)', '1']
    ])
  })

  it('reads in German and Chinese, numbers as the locale writes them', async () => {
    const de = await shown('de')
    expect(de.findAll('thead th').map((c) => c.text())).toEqual([
      'Dokumenttyp',
      'Schema',
      'Dokumente',
      'Gelesene Felder',
      'Korrigiert',
      'Von Hand eingegeben'
    ])
    expect(cells(de.findAll('[data-test="quality-row"]')[0]!)[0]).toBe('Handelsrechnung')
    expect(cells(de.findAll('[data-test="quality-row"]')[0]!)[4]).toBe('1 (13 %)')
    const zh = await shown('zh-CN')
    expect(zh.get('h3').text()).toBe('服务识别质量')
  })

  it('says when nothing was read yet', async () => {
    fake.answer('intake.list', [])
    await useDocumentsStore().load()
    const w = mount(ReadingQuality, { global: { plugins: [createAppI18n('en')] } })
    await flushPromises()
    expect(w.get('[data-test="quality-none"]').text()).toBe('Nothing read yet.')
  })
})
