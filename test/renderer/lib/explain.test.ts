import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@renderer/i18n'
import { errorReport, explainItem } from '@renderer/lib/explain'
import { makeItem } from '../fakeBridge'

describe('lib/explain', () => {
  const de = createAppI18n('de').global

  describe('explainItem()', () => {
    it('says why a file failed by its error kind, in German, not in main’s English', () => {
      const message = 'The service at https://api.example did not answer within 30 s.'
      const item = makeItem({ state: 'failed', lastError: { kind: 'timeout', message } })
      const text = explainItem(item, de)
      expect(text).toContain(
        'Dropdock hat aufgehört, diese Datei zu senden: Der Dienst hat nicht rechtzeitig geantwortet.'
      )
      expect(text).not.toContain('did not answer')
      // IT still gets main's own sentence, word for word.
      expect(errorReport(item)).toContain(`Message: ${message}`)
    })

    const failedExtraction = (note: string) =>
      makeItem({
        state: 'extraction_failed',
        lastError: {
          kind: 'upstream',
          message: `The service could not extract data from this document: ${note}`,
          note
        }
      })

    it('says the service’s missing fields by the labels the window shows them with', () => {
      const item = failedExtraction('Required fields not found: invoice_number, total_amount.')
      expect(explainItem(item, de)).toMatch(
        /^Der Dienst hat das Dokument erkannt.* Der Dienst hat diese Pflichtfelder nicht gefunden: Rechnungsnummer und Gesamtbetrag\.$/
      )
      const zh = createAppI18n('zh-CN').global
      expect(explainItem(item, zh)).toContain('服务未找到以下必填字段：发票号和总金额。')
      expect(explainItem(item, zh)).not.toContain('invoice_number')
    })

    it('says a scan without text in the clerk’s language', () => {
      const item = failedExtraction('The file has no readable text.')
      const text = explainItem(item, de) ?? ''
      expect(text).toContain('Die Datei enthält keinen lesbaren Text')
      expect(text).not.toContain('readable')
    })

    it('says a scan whose data was keyed by hand as a read document: unlinked, then linked', () => {
      const item = {
        ...failedExtraction('The file has no readable text.'),
        manual: { invoice_number: 'INV-SCAN-77' }
      }
      const unlinked = explainItem(item, de) ?? ''
      expect(unlinked).toContain('INV-SCAN-77')
      expect(unlinked).not.toContain('Die Datei enthält keinen lesbaren Text')
      expect(unlinked).toBe(explainItem({ ...item, state: 'extracted' }, de))
      expect(explainItem({ ...item, shipmentNumbers: ['MEDUQ2417731'] }, de)).toBeNull()
    })

    it('gives a sentence it does not know as the service’s own, quoted', () => {
      const item = failedExtraction('Page 3 is rotated upside down.')
      expect(explainItem(item, de)).toMatch(/Der Dienst meldet: „Page 3 is rotated upside down\.“$/)
      // A list naming something that is no field key is not read as one.
      const odd = failedExtraction('Required fields not found: the total, somewhere.')
      expect(explainItem(odd, de)).toContain('Der Dienst meldet: „Required fields not found:')
    })

    it('says a read document on no shipment needs one, naming the number it is worked by', () => {
      const unlinked = makeItem({
        state: 'extracted',
        extracted: { bill_of_lading_number: 'COSU6123456780', shipper_name: 'Acme' }
      })
      // Its B/L can be tracked from the detail: the sentence points at the button beside it.
      expect(explainItem(unlinked, createAppI18n('en').global)).toBe(
        'The service read this document but linked it to no shipment: B/L COSU6123456780 belongs to no shipment you track yet. Press Track this number beside it under Linked shipments.'
      )
      // An invoice with no number the service tracks: tracked in Lookup, then relinked.
      const invoiceOnly = makeItem({
        state: 'extracted',
        extracted: { invoice_number: 'INV-2026-0777', supplier_name: 'Acme' }
      })
      expect(explainItem(invoiceOnly, createAppI18n('en').global)).toBe(
        'The service read this document but linked it to no shipment: Invoice INV-2026-0777 belongs to no shipment you track yet. Track the number in Lookup, then press Relink.'
      )
      const linked = { ...unlinked, shipmentNumbers: ['COSU6123456780'] }
      expect(explainItem(linked, de)).toBeNull()
    })

    it('says a file was not sent because it is not a document the service reads', () => {
      const item = makeItem({
        state: 'failed',
        lastError: { kind: 'not_a_document', message: '"hello.docx" is a ZIP archive …' }
      })
      expect(explainItem(item, createAppI18n('en').global)).toContain(
        'The file is not a document the service can read (an archive, an Office file or unknown bytes): send a PDF, an image or a text file.'
      )
    })

    it('says a file was not read because it was changed into a link, in each language', () => {
      const message = '"inv.txt" changed into a link while it was waiting: not sent.'
      const item = makeItem({
        state: 'failed',
        lastError: { kind: 'file', reason: 'link', message }
      })
      expect(explainItem(item, de)).toContain(
        'Die Datei wurde in eine symbolische Verknüpfung umgewandelt, nachdem Dropdock sie übernommen hatte'
      )
      expect(explainItem(item, createAppI18n('zh-CN').global)).toContain(
        '此文件在 Dropdock 接收后被改成了符号链接'
      )
      const folder = makeItem({
        state: 'failed',
        lastError: { kind: 'file', reason: 'folder_link', message }
      })
      expect(explainItem(folder, createAppI18n('en').global)).toContain(
        'A folder on the way to this file was changed into a link after Dropdock took it in'
      )
      expect(errorReport(item)).toContain(`Message: ${message}`)
    })

    it('gives the next attempt’s time and number the German way', () => {
      const item = makeItem({
        state: 'retrying',
        attempts: 2,
        nextAttemptAt: '2026-03-02T12:34:00Z',
        lastError: { kind: 'network', message: 'Could not reach the service.' }
      })
      const text = explainItem(item, de) ?? ''
      expect(text).toMatch(
        /^Ein vorübergehendes Problem \(Der Dienst ist nicht erreichbar\)\. Dropdock versucht es um \d{2}:\d{2} von selbst erneut \(Versuch 3\)\.$/
      )
      expect(text).not.toMatch(/AM|PM/)
    })

    it('names the earlier file a duplicate points to, in Chinese', () => {
      const item = makeItem({ state: 'duplicate', duplicateOf: { id: 'd', name: 'first.pdf' } })
      expect(explainItem(item, createAppI18n('zh-CN').global)).toContain(
        '服务中已有完全相同的文件，名为“first.pdf”。'
      )
    })
  })
})
