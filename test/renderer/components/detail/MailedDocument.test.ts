import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { createAppI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'
import { folderOf, useDocumentsStore } from '@renderer/stores/documents'

const origin = { kind: 'email', submissionId: 'sub-1' } as const
/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='
  ),
  (c) => c.charCodeAt(0)
)

/** The invoice as it arrives by mail, with the bill of lading of the same mail beside it. */
function mailedDetail(): Detail {
  const detail = invoiceDetail()
  detail.item = { ...detail.item, origin, path: null }
  detail.document = { ...detail.document!, source: 'email' }
  detail.emailSubmission = {
    subject: 'Documents for MAEU241234567',
    body_preview: 'Invoice and bill of lading attached.',
    from: ['ana.ruiz@shipper.example'],
    to: ['docs+blueharbor@inbound.sandbox.invalid'],
    cc: [],
    message_id: 'm1@shipper.example',
    sent_at: '2026-03-02T08:15:00Z',
    created_at: '2026-03-02T08:16:30Z',
    updated_at: '2026-03-02T08:16:30Z'
  }
  detail.emailSiblings = [
    { itemId: 'bill', name: 'bill-of-lading.pdf', state: 'classified', documentType: null }
  ]
  return detail
}

describe('a mailed document in the detail', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'bill_of_lading', label: 'Bill of lading' }
    ])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })

  async function shown(detail: Detail, i18n?: ReturnType<typeof createAppI18n>) {
    fake.answer('document.detail', detail)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DocumentDetail, i18n ? { global: { plugins: [i18n] } } : {})
    await flushPromises()
    return wrapper
  }

  it('shows when the mail came and its other attachments, live, each opening its own detail', async () => {
    const detail = mailedDetail()
    const wrapper = await shown(detail)
    const email = wrapper.get('[data-test="email"]')
    expect(email.text()).toContain('Received')
    expect(email.get('[data-test="email-received"]').text()).toMatch(/2026/)
    const sibling = email.get('[data-test="email-sibling"]')
    expect(sibling.text()).toContain('bill-of-lading.pdf')
    expect(sibling.text()).toContain('Type not known yet')
    expect(sibling.get('[data-state]').attributes('data-state')).toBe('classified')

    // The inbox's events update the sibling's state and type while the detail is open.
    const bill = makeItem({
      id: 'bill',
      origin,
      path: null,
      name: 'bill-of-lading.pdf',
      state: 'extracted',
      documentType: 'bill_of_lading'
    })
    useDocumentsStore().merge([bill])
    await flushPromises()
    expect(email.get('[data-test="email-sibling"] [data-state]').attributes('data-state')).toBe(
      'extracted'
    )
    expect(email.get('[data-test="email-sibling"]').text()).toContain('Bill of lading')

    fake.answer('document.detail', { ...mailedDetail(), item: bill, emailSiblings: [] })
    await email.get('[data-test="email-sibling"] button').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail').at(-1)?.input).toEqual({
      itemId: 'bill'
    })
  })

  it('says the original beside its data is the service’s copy of the mail’s attachment', async () => {
    fake.answer('document.preview', {
      kind: 'image',
      name: 'invoice.pdf',
      mediaType: 'image/png',
      source: 'service',
      bytes: PNG
    })
    const wrapper = await shown(mailedDetail())
    expect(wrapper.get('[data-test="service-copy"]').text()).toBe(
      'This document came by email; this is the service’s copy.'
    )
  })

  it('offers Open original without a local file, but not Show in folder', async () => {
    const wrapper = await shown(mailedDetail())
    const button = (name: string) => wrapper.findAll('button').find((b) => b.text() === name)!
    const actions = wrapper.get('[data-test="more-actions-menu"]')
    const inActions = (name: string) => actions.findAll('button').find((b) => b.text() === name)!
    expect(inActions('Open original').attributes('aria-disabled')).toBe('false')
    expect(inActions('Show in folder').attributes('aria-disabled')).toBe('true')
    await button('Open original').trigger('click')
    expect(fake.calls.some((c) => c.name === 'document.openOriginal')).toBe(true)
    // Unavailable, though still focusable: pressing it does nothing.
    await inActions('Show in folder').trigger('click')
    expect(fake.calls.some((c) => c.name === 'document.showInFolder')).toBe(false)
  })

  it('names where it came from as email in the inbox, in the window’s language', () => {
    const item = makeItem({ origin, path: null })
    expect(folderOf(item, createAppI18n('en').global)).toBe('Email')
    expect(folderOf(item, createAppI18n('zh-CN').global)).toBe(
      createAppI18n('zh-CN').global.t('email.origin')
    )
    expect(createAppI18n('zh-CN').global.t('email.origin')).not.toBe('Email')
  })

  it('speaks the window’s language', async () => {
    const wrapper = await shown(mailedDetail(), createAppI18n('de'))
    const text = wrapper.get('[data-test="email"]').text()
    expect(text).toContain('Empfangen')
    // The received time in German too (the test's time zone decides the hour, not the month).
    expect(wrapper.get('[data-test="email-received"]').text()).toMatch(/2\. März 2026/)
    expect(text).toContain('Ebenfalls in dieser E-Mail')
    expect(text).toContain('Dokumenttyp noch unbekannt')
  })
})
