import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DocumentDetail as Detail } from '@shared/views'
import type { Locale } from '@shared/i18n/locales'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail, shipmentView } from '../../samples'
import { boxView } from '../../journeySamples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { createAppI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'

describe('components/detail/DocumentDetail', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'packing_list', label: 'Packing list' }
    ])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })

  async function shown(detail: Detail, locale?: Locale) {
    fake.answer('document.detail', detail)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DocumentDetail, {
      global: { plugins: locale ? [createAppI18n(locale)] : [] }
    })
    await flushPromises()
    return wrapper
  }

  describe('the original beside its data', () => {
    /** A 1×1 PNG. */
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='
      ),
      (c) => c.charCodeAt(0)
    )

    it('asks main for the item by id and shows an image natively, with zoom', async () => {
      const detail = invoiceDetail()
      fake.answer('document.preview', {
        kind: 'image',
        name: 'invoice.pdf',
        mediaType: 'image/png',
        source: 'local',
        bytes: png
      })
      const wrapper = await shown(detail)
      expect(fake.calls.find((c) => c.name === 'document.preview')?.input).toEqual({
        itemId: detail.item.id
      })
      const img = wrapper.get('[data-test="original"] img')
      expect(img.attributes('src')).toMatch(/^data:image\/png;base64,iVBOR/)
      expect(img.attributes('alt')).toBe('invoice.pdf')
      expect(wrapper.get('[data-test="zoom-label"]').text()).toBe('100%')
      await wrapper.get('[data-test="zoom-in"]').trigger('click')
      expect(wrapper.get('[data-test="zoom-label"]').text()).toBe('125%')
      expect(img.attributes('style')).toContain('width: 125%')
      expect(wrapper.find('[data-test="service-copy"]').exists()).toBe(false)
    })

    it('says when it shows the service’s copy because the file is gone', async () => {
      fake.answer('document.preview', {
        kind: 'image',
        name: 'invoice.pdf',
        mediaType: 'image/png',
        source: 'service',
        bytes: png
      })
      const wrapper = await shown(invoiceDetail())
      expect(wrapper.get('[data-test="service-copy"]').text()).toContain('service’s copy')
    })

    it('says why a file cannot be shown and offers Open original', async () => {
      fake.answer('document.preview', {
        kind: 'unavailable',
        name: 'invoice.pdf',
        source: 'local',
        reason: { kind: 'not_viewable' }
      })
      const detail = invoiceDetail()
      const wrapper = await shown(detail)
      expect(wrapper.get('[data-test="original-unavailable"]').text()).toContain(
        '“invoice.pdf” is not a PDF or an image, so it cannot be shown here.'
      )
      await wrapper.get('[data-test="open-original"]').trigger('click')
      expect(fake.calls.find((c) => c.name === 'document.openOriginal')?.input).toEqual({
        itemId: detail.item.id
      })
    })

    it('says how large a file is that is too large to show', async () => {
      fake.answer('document.preview', {
        kind: 'unavailable',
        name: 'scan.pdf',
        source: 'local',
        reason: { kind: 'too_large', size: 60_000_000 }
      })
      const wrapper = await shown(invoiceDetail())
      expect(wrapper.get('[data-test="original-unavailable"]').text()).toMatch(
        /“scan\.pdf” is 60(\.0)? MB; the preview shows files up to 4\d(\.\d)? MB\./
      )
    })

    it('says in the window’s language why there is nothing to show', async () => {
      const message =
        '"invoice.pdf" is no longer on this computer and the service has no copy of it yet.'
      fake.fail('document.preview', { kind: 'not_found', message })
      const english = (await shown(invoiceDetail())).get('[data-test="original-unavailable"] p')
      expect(english.text()).toBe('The file, or the service’s copy of it, could not be found.')
      expect(english.attributes('title')).toBe(message)
      fake.fail('document.preview', { kind: 'not_found', message })
      const german = (await shown(invoiceDetail(), 'de')).get('[data-test="original-unavailable"]')
      expect(german.text()).toContain('Die Datei oder ihre Kopie beim Dienst wurde nicht gefunden.')
      fake.fail('document.preview', { kind: 'not_found', message })
      const chinese = (await shown(invoiceDetail(), 'zh-CN')).get(
        '[data-test="original-unavailable"]'
      )
      expect(chinese.text()).toContain('找不到该文件或其在服务中的副本。')
      expect(chinese.text()).not.toContain('no longer on this computer')
    })
  })

  describe('the divider between the original and its data', () => {
    beforeEach(() => localStorage.clear())

    const columns = (w: { get: (s: string) => { element: Element } }) =>
      (w.get('.split').element as HTMLElement).style.gridTemplateColumns

    it('moves by arrow keys within 25–65 % and keeps its place for the next start', async () => {
      const wrapper = await shown(invoiceDetail())
      const divider = wrapper.get('[role="separator"]')
      expect(divider.attributes('tabindex')).toBe('0')
      expect(divider.attributes('aria-valuenow')).toBe('50')
      expect(divider.attributes('aria-valuemin')).toBe('25')
      expect(divider.attributes('aria-valuemax')).toBe('65')
      expect(divider.attributes('aria-label')).toBe('Width of the original')

      await divider.trigger('keydown', { key: 'ArrowRight' })
      await divider.trigger('keydown', { key: 'ArrowRight' })
      expect(divider.attributes('aria-valuenow')).toBe('60')
      expect(columns(wrapper)).toContain('minmax(0, 60fr) auto minmax(256px, 40fr)')
      await divider.trigger('keydown', { key: 'ArrowRight' })
      await divider.trigger('keydown', { key: 'ArrowRight' })
      expect(divider.attributes('aria-valuenow')).toBe('65')
      for (let i = 0; i < 20; i++) await divider.trigger('keydown', { key: 'ArrowLeft' })
      expect(divider.attributes('aria-valuenow')).toBe('25')
      await divider.trigger('keydown', { key: 'ArrowRight' })
      wrapper.unmount()

      // as after a restart: a new panel starts where the clerk left the divider
      const again = await shown(invoiceDetail())
      expect(again.get('[role="separator"]').attributes('aria-valuenow')).toBe('30')
      expect(columns(again)).toContain('minmax(0, 30fr)')
    })

    it('follows the pointer while dragged and is kept where it was let go', async () => {
      const wrapper = await shown(invoiceDetail())
      const split = wrapper.get('.split').element as HTMLElement
      split.getBoundingClientRect = () => ({ left: 100, width: 1000 }) as DOMRect
      const divider = wrapper.get('[role="separator"]')
      // moving the pointer without pressing it on the divider does nothing
      await divider.trigger('pointermove', { clientX: 800 })
      expect(divider.attributes('aria-valuenow')).toBe('50')

      await divider.trigger('pointerdown', { clientX: 600, pointerId: 1 })
      await divider.trigger('pointermove', { clientX: 750 })
      expect(divider.attributes('aria-valuenow')).toBe('65')
      await divider.trigger('pointermove', { clientX: 1090 })
      expect(divider.attributes('aria-valuenow')).toBe('65')
      await divider.trigger('pointermove', { clientX: 400 })
      await divider.trigger('pointerup', { clientX: 400 })
      expect(divider.attributes('aria-valuenow')).toBe('30')
      await divider.trigger('pointermove', { clientX: 900 })
      expect(divider.attributes('aria-valuenow')).toBe('30')
      wrapper.unmount()

      const again = await shown(invoiceDetail())
      expect(again.get('[role="separator"]').attributes('aria-valuenow')).toBe('30')
    })
  })

  describe('the data beside a wide original', () => {
    beforeEach(() => localStorage.clear())

    it('keeps at least 256 px: the divider stops there, by pointer and by End', async () => {
      const wrapper = await shown(invoiceDetail())
      const split = wrapper.get('.split').element as HTMLElement
      // The detail beside the list at 1280×800 is about 680 px wide.
      split.getBoundingClientRect = () => ({ left: 600, width: 680 }) as DOMRect
      const divider = wrapper.get('[role="separator"]')
      await divider.trigger('pointerdown', { clientX: 940, pointerId: 1 })
      await divider.trigger('pointermove', { clientX: 1270 })
      await divider.trigger('pointerup', { clientX: 1270 })
      // 100 - 256 / 680 = 62.4 %: the data keeps 256 px (at 75 % it had 170).
      expect(divider.attributes('aria-valuenow')).toBe('62')
      expect(divider.attributes('aria-valuemax')).toBe('62')
      await divider.trigger('keydown', { key: 'Home' })
      expect(divider.attributes('aria-valuenow')).toBe('25')
      await divider.trigger('keydown', { key: 'End' })
      expect(divider.attributes('aria-valuenow')).toBe('62')
      await divider.trigger('keydown', { key: 'ArrowRight' })
      expect(divider.attributes('aria-valuenow')).toBe('62')
      // A window made narrower later: the grid still gives the data its 256 px.
      const columns = (split as HTMLElement).style.gridTemplateColumns
      expect(columns).toContain('minmax(256px, 38fr)')
    })
  })

  describe('a file its watched folder could not move', () => {
    it('keeps the result and says the file is not in Done/, with the system reason', async () => {
      const detail = invoiceDetail()
      const reason = "EACCES: permission denied, link '/srv/scans/a.pdf' -> '/srv/scans/Done/a.pdf'"
      const wrapper = await shown({
        ...detail,
        item: {
          ...detail.item,
          warning: { kind: 'not_moved', folder: 'Done', reason, code: 'EACCES' }
        }
      })
      expect(wrapper.get('[data-test="warning"]').text()).toBe(
        `The result stands, but the file could not be moved to Done/ in its watched folder: ${reason}`
      )
    })

    it('says why in the clerk’s words when the folder refused it (another user’s file)', async () => {
      const detail = invoiceDetail()
      const reason =
        "the folder does not permit Dropdock to move it out of this folder (EPERM: operation not permitted, unlink '/srv/scans/a.pdf'); the file stays where it is"
      const wrapper = await shown({
        ...detail,
        item: {
          ...detail.item,
          warning: {
            kind: 'not_moved',
            folder: 'Done',
            reason,
            code: 'EPERM',
            cause: 'no_permission'
          }
        }
      })
      expect(wrapper.get('[data-test="warning"]').text()).toBe(
        'The result stands, but the file could not be moved to Done/ in its watched folder: the folder does not allow it (in a shared folder, the file may belong to another user).'
      )
    })

    it('shows no such line when the action worked', async () => {
      expect((await shown(invoiceDetail())).find('[data-test="warning"]').exists()).toBe(false)
    })
  })

  describe('a detail the service gave in part', () => {
    it('says which part is missing and why', async () => {
      const detail = invoiceDetail()
      const wrapper = await shown({
        ...detail,
        shipments: [],
        gap: {
          part: 'shipments',
          error: { kind: 'upstream', message: 'The service failed (503).' }
        }
      })
      expect(wrapper.get('[data-test="detail-gap"]').text()).toBe(
        'Some linked shipments could not be loaded. The request could not be completed.'
      )
      expect(wrapper.get('[data-test="detail-gap"]').attributes('title')).toBe(
        'The service failed (503).'
      )
    })

    it('says it in the window language', async () => {
      const wrapper = await shown(
        {
          ...invoiceDetail(),
          gap: { part: 'document', error: { kind: 'network', message: 'ECONNREFUSED' } }
        },
        'de'
      )
      expect(wrapper.get('[data-test="detail-gap"]').text()).toBe(
        'Der Dienst konnte die Details dieses Dokuments gerade nicht liefern. Der Dienst ist nicht erreichbar.'
      )
    })

    it('shows no such line for a complete detail', async () => {
      expect((await shown(invoiceDetail())).find('[data-test="detail-gap"]').exists()).toBe(false)
    })
  })

  describe('extracted data', () => {
    it('uses the schema titles in the schema order, not raw JSON', async () => {
      const wrapper = await shown(invoiceDetail())
      const labels = wrapper.findAll('[data-test="extracted"] dt').map((d) => d.text())
      expect(labels).toEqual([
        'Invoice number',
        'Invoice date',
        'Supplier',
        'Total amount',
        'Currency'
      ])
      const values = wrapper.findAll('[data-test="extracted"] dd .value').map((d) => d.text())
      expect(values[0]).toBe('INV-2026-0415')
      expect(values[2]).toBe('Shenzhen Brightway Electronics Co., Ltd.')
      expect(wrapper.get('[data-test="extracted"]').text()).not.toMatch(/[{}"]/)
    })

    it('lays the clerk’s corrections over what the service read', async () => {
      const detail = invoiceDetail()
      detail.representation!.manual = { total_amount: '12500.00' }
      const wrapper = await shown(detail)
      expect(wrapper.get('[data-test="extracted"]').text()).toContain('$12,500.00')
      expect(wrapper.get('[data-test="extracted"]').text()).toContain('corrections made by hand')
    })
  })

  describe('links', () => {
    it('shows the shipment a clerk checks: bill of lading, carrier, vessel, POD', async () => {
      const wrapper = await shown(invoiceDetail())
      const text = wrapper.get('[data-test="shipment"]').text()
      expect(text).toContain('MAEU241234567')
      expect(text).toContain('Maersk (MAEU)')
      expect(text).toContain('MAERSK KENSINGTON / 446E')
      expect(text).toContain('Los Angeles (USLAX)')
      await wrapper.get('[data-test="shipment"] button').trigger('click')
      expect(fake.calls.find((c) => c.name === 'document.openInWebApp')?.input).toEqual({
        query: 'MAEU241234567'
      })
    })
  })

  describe('type', () => {
    it('sets the manual type chosen from the account’s types', async () => {
      const wrapper = await shown(invoiceDetail())
      expect(wrapper.get('[data-test="document-type"]').text()).toContain('Commercial invoice')
      await wrapper.get('[data-test="manual-type"]').setValue('packing_list')
      await wrapper.get('[data-test="save-type"]').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'document.setManualType')?.input).toMatchObject({
        type: 'packing_list'
      })
    })
  })

  describe('explanations', () => {
    it.each([
      ['duplicate', /already has this exact file as “first\.pdf”/],
      ['failed', /stopped trying to send this file: The service refused the API key\./],
      ['stalled', /has not finished classifying or reading it/],
      ['extraction_failed', /could not read its data/]
    ] as const)(
      'explains %s and hides technical detail behind Copy error',
      async (state, pattern) => {
        const item = makeItem({
          state,
          duplicateOf: { id: 'd', name: 'first.pdf' },
          lastError: {
            kind: 'auth',
            message: 'The service refused the API key.',
            detail: 'HTTP 401 at /v2/documents\n  at stack'
          }
        })
        const wrapper = await shown({
          ...invoiceDetail(),
          item,
          representation: null,
          shipments: []
        })
        expect(wrapper.get('[data-test="explanation"]').text()).toMatch(pattern)
        expect(wrapper.text()).not.toContain('HTTP 401')
        expect(wrapper.find('[data-test="copy-error"]').exists()).toBe(true)
      }
    )
  })

  describe('email', () => {
    it('shows the mail a document came with', async () => {
      const detail = invoiceDetail()
      detail.emailSubmission = {
        subject: 'Invoice INV-2026-0415',
        body_preview: 'Please find attached.',
        from: ['billing@brightway.example'],
        to: ['docs@blueharbor.example'],
        cc: [],
        message_id: '<m1@example>',
        sent_at: '2026-03-02T08:59:00Z',
        created_at: '2026-03-02T09:00:00Z',
        updated_at: '2026-03-02T09:00:00Z'
      }
      const wrapper = await shown(detail)
      const text = wrapper.get('[data-test="email"]').text()
      expect(text).toContain('Invoice INV-2026-0415')
      expect(text).toContain('billing@brightway.example')
      expect(text).toContain('Please find attached.')
    })
  })

  describe('timeline', () => {
    it('lists every state change with its time', async () => {
      const detail = invoiceDetail()
      detail.item.history = [
        { state: 'waiting', at: '2026-03-02T09:00:00Z' },
        { state: 'uploading', at: '2026-03-02T09:00:01Z' },
        { state: 'extracted', at: '2026-03-02T09:00:09Z' }
      ]
      const wrapper = await shown(detail)
      const entries = wrapper.findAll('[data-test="timeline"] li')
      expect(entries.map((e) => e.find('strong').text())).toEqual([
        'Waiting',
        'Uploading',
        'Extracted'
      ])
      expect(entries[2].find('time').attributes('datetime')).toBe('2026-03-02T09:00:09Z')
    })
  })

  describe('in the clerk’s language', () => {
    /** The invoice linked to a shipment whose container owes demurrage at Los Angeles. */
    function linked(): Detail {
      const detail = invoiceDetail()
      detail.shipments = [shipmentView()]
      const box = boxView({
        // 07:00 UTC is midnight at the terminal (PDT): the last free day is the 24th there
        pickup_lfd: '2026-03-24T07:00:00Z',
        fees_at_pod_terminal: [{ type: 'demurrage', amount: 1375.5, currency_code: 'USD' }]
      })
      detail.containers = [{ ...box, shipmentId: detail.shipments[0].id }]
      return detail
    }
    const headings = (wrapper: Awaited<ReturnType<typeof shown>>) =>
      wrapper.findAll('h3').map((h) => h.text())

    it('reads in German, with German dates and amounts', async () => {
      const wrapper = await shown(linked(), 'de')
      expect(headings(wrapper)).toEqual(
        expect.arrayContaining([
          'Original',
          'Dokumenttyp',
          'Ausgelesene Daten',
          'Verknüpfte Sendungen',
          'Verlauf'
        ])
      )
      expect(wrapper.get('[data-test="relink"]').text()).toBe('Neu verknüpfen')
      expect(wrapper.get('[data-test="eta"]').text()).toBe('20. März 2026')
      expect(wrapper.get('[data-test="container-lfd"]').text()).toBe('24. März 2026')
      expect(wrapper.get('[data-test="container-fees"]').text()).toBe('Demurrage 1.375,50\u00a0$')
      expect(wrapper.get('[data-test="container"]').text()).toContain('Letzter kostenfreier Tag')
      expect(wrapper.get('label[for="manual-type"]').text()).toBe('Dokumenttyp korrigieren')
      expect(wrapper.text()).not.toContain('Linked shipments')
    })

    it('names the service’s form by the type’s name in German, not the service’s English', async () => {
      const schema = { ...INVOICE_SCHEMA, label: 'Commercial Invoice' }
      fake.answer('document.schema', schema)
      const wrapper = await shown(linked(), 'de')
      const form = wrapper.get('[data-test="extracted"] p.small').text()
      expect(form).toBe(
        'Vom Dienst gelesen, mit den Feldern seines Formulars Handelsrechnung (Version 2026-03-23)'
      )
    })

    it('says a read document on no shipment needs one, first thing, with its B/L', async () => {
      const detail = invoiceDetail()
      detail.item = {
        ...detail.item,
        shipmentNumbers: [],
        containerNumbers: [],
        extracted: { bill_of_lading_number: 'COSU6123456780' }
      }
      detail.shipments = []
      const wrapper = await shown(detail, 'de')
      expect(wrapper.get('[data-state]').text()).toMatch(/^Keine Sendung:/)
      expect(wrapper.text()).toContain(
        'Der Dienst hat dieses Dokument ausgelesen, aber keiner Sendung zugeordnet: B/L COSU6123456780 gehört zu keiner Sendung, die Sie schon verfolgen.'
      )
    })

    it('reads in Simplified Chinese, with Chinese dates and amounts', async () => {
      const wrapper = await shown(linked(), 'zh-CN')
      expect(headings(wrapper)).toEqual(
        expect.arrayContaining(['原件', '文档类型', '已提取的数据', '关联的货运', '历史'])
      )
      expect(wrapper.get('[data-test="relink"]').text()).toBe('重新关联')
      expect(wrapper.get('[data-test="eta"]').text()).toBe('2026年3月20日')
      expect(wrapper.get('[data-test="container-fees"]').text()).toBe('滞港费 US$1,375.50')
      expect(wrapper.get('[data-test="extracted"]').text()).toContain('由服务读取')
    })

    it('writes numbers in extracted data as the language does', async () => {
      const detail = invoiceDetail()
      detail.representation!.payload = { ...detail.representation!.payload, total_amount: 12450.5 }
      const wrapper = await shown(detail, 'de')
      expect(wrapper.get('[data-test="extracted"]').text()).toContain('12.450,50\u00a0$')
    })

    /** The invoice with a container on the vessel under a customs hold, classified by keywords. */
    function coded(): Detail {
      const detail = linked()
      detail.document!.classification_notes =
        "Classified as Commercial Invoice by keywords 'commercial invoice'×1 (score 45; next: Bill of Lading (11))."
      detail.containers[0]!.attributes.holds_at_pod_terminal = [
        { name: 'customs', status: 'hold', description: 'CBP exam hold (VACIS)' }
      ]
      return detail
    }
    const values = (wrapper: Awaited<ReturnType<typeof shown>>) => ({
      type: wrapper.get('[data-test="document-type"] strong').text(),
      labels: wrapper.findAll('[data-test="extracted"] dt').map((d) => d.text()),
      amount: wrapper.findAll('[data-test="extracted"] dd .value')[3]!.text(),
      equipment: wrapper.get('[data-test="equipment"]').text(),
      status: wrapper.get('[data-test="container-status"]').text(),
      holds: wrapper.get('[data-test="container-holds"]').text(),
      why: wrapper.get('[data-test="why-type"] summary').text()
    })

    it('names the service’s codes in English, amounts as money', async () => {
      const wrapper = await shown(coded())
      expect(values(wrapper)).toEqual({
        type: 'Commercial invoice',
        labels: ['Invoice number', 'Invoice date', 'Supplier', 'Total amount', 'Currency'],
        amount: '$12,450.00',
        equipment: '40′ dry, high cube',
        status: 'On the vessel',
        holds: 'Customs',
        why: 'Why this type?'
      })
      expect(wrapper.get('[data-test="why-type"]').attributes('open')).toBeUndefined()
    })

    it('names them in German', async () => {
      expect(values(await shown(coded(), 'de'))).toEqual({
        type: 'Handelsrechnung',
        labels: ['Rechnungsnummer', 'Rechnungsdatum', 'Lieferant', 'Gesamtbetrag', 'Währung'],
        amount: '12.450,00\u00a0$',
        equipment: '40′ Standard, High Cube',
        status: 'Auf dem Schiff',
        holds: 'Zoll',
        why: 'Warum dieser Dokumenttyp?'
      })
    })

    it('names them in Chinese', async () => {
      expect(values(await shown(coded(), 'zh-CN'))).toEqual({
        type: '商业发票',
        labels: ['发票号', '发票日期', '供应商', '总金额', '币种'],
        amount: 'US$12,450.00',
        equipment: '40 英尺高柜干货箱',
        status: '在船上',
        holds: '海关',
        why: '为什么是这个类型？'
      })
    })

    it('keeps the engine’s English notes of the history out of a German timeline, in the tooltip', async () => {
      const detail = coded()
      detail.item = {
        ...detail.item,
        history: [
          { state: 'paused', at: '2026-03-02T07:55:00Z', note: 'intake paused' },
          { state: 'queued', at: '2026-03-02T07:56:00Z', note: 'intake resumed' }
        ]
      }
      const wrapper = await shown(detail, 'de')
      const timeline = wrapper.get('[data-test="timeline"]')
      expect(timeline.text()).not.toMatch(/intake (paused|resumed)/)
      expect(timeline.findAll('strong').map((s) => s.attributes('title'))).toEqual([
        'intake paused',
        'intake resumed'
      ])
    })

    describe('“Why this type?”', () => {
      const NOTE =
        "Classified as Commercial Invoice by keywords 'commercial invoice'×1 (title), 'invoice no'×2 (score 45; next: Bill of Lading (11))."
      const why = async (note: string, locale: 'en' | 'de' | 'zh-CN') => {
        const detail = coded()
        detail.document!.classification_notes = note
        const wrapper = await shown(detail, locale)
        return wrapper.findAll('[data-test="why-type"] p').map((p) => p.text())
      }

      it.each([
        [
          'en',
          [
            'The service went by the words “commercial invoice” (in its title) and “invoice no” in the document.',
            'The next closest type was Bill of lading.'
          ]
        ],
        [
          'de',
          [
            'Der Dienst hat sich nach den Wörtern „commercial invoice“ (in der Überschrift) und „invoice no“ im Dokument gerichtet.',
            'Am nächsten kam danach: Konnossement.'
          ]
        ],
        [
          'zh-CN',
          [
            '服务根据文档中的词语“commercial invoice”（在标题中）和“invoice no”判断。',
            '其次接近的类型是提单。'
          ]
        ]
      ] as const)('says which words it went by in %s, without scores', async (locale, text) => {
        const said = await why(NOTE, locale)
        expect(said).toEqual(text)
        expect(said.join(' ')).not.toMatch(/score|45|11|×/)
      })

      it('reads a note a failed extraction added its reason to, the reason said apart', async () => {
        const said = await why(
          `${NOTE} Extraction failed: Required fields not found: invoice_number.`,
          'de'
        )
        expect(said[0]).toMatch(/^Der Dienst hat sich nach den Wörtern/)
        expect(said.join(' ')).not.toContain('Required fields')
      })

      it('says it guessed from the file name, and asks to check', async () => {
        const note =
          'No readable text in the file; classified as Arrival Notice from the file name (low confidence).'
        expect(await why(note, 'de')).toEqual([
          'Er konnte in der Datei keinen Text lesen und hat sich nach dem Dateinamen gerichtet. Prüfen Sie den Dokumenttyp.'
        ])
      })

      it('shows a note in a form it does not know as the service wrote it', async () => {
        const note = 'Matched template #7 with 0.93 confidence.'
        const said = await why(note, 'en')
        expect(said[1]).toBe(note)
      })
    })

    it('shows a code the catalogs do not know as the service sent it', async () => {
      const detail = coded()
      detail.containers[0]!.attributes.current_status = 'under_inspection'
      detail.containers[0]!.attributes.holds_at_pod_terminal = [
        { name: 'port_authority', status: 'hold', description: '' }
      ]
      const wrapper = await shown(detail, 'de')
      expect(wrapper.get('[data-test="container-status"]').text()).toBe('under_inspection')
      expect(wrapper.get('[data-test="container-holds"]').text()).toBe('port_authority')
    })
  })
})
