import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../../../fixtures/content'
import { pagesPdf } from '../../../fixtures/generate'
import { startHarness, type Harness } from '../../support/routeHarness'

/**
 * The detail and the re-runs of one document of a file the service split: the window names the
 * part, main acts on it only when it is that file's own.
 */
describe('document routes on a part of a split file', () => {
  let h: Harness
  let a: IntakeItem
  let b: IntakeItem
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    const write = async (name: string, copy: string) => {
      const path = join(h.root, name)
      await writeFile(
        path,
        await pagesPdf('Scan', [
          [...INVOICE_LINES, `Copy ${copy}`],
          PACKING_LIST_LINES,
          BILL_OF_LADING_LINES
        ])
      )
      return path
    }
    const paths = [await write('scan-a.pdf', 'route-a'), await write('scan-b.pdf', 'route-b')]
    await h.call('intake.addDropped', { paths })
    a = await h.settled('scan-a.pdf', 'extracted')
    b = await h.settled('scan-b.pdf', 'extracted')
  }, 60_000)
  afterAll(async () => {
    await h.close()
  })

  const partOf = (item: IntakeItem, i: number) => item.parts![i]!.documentId

  it('gives the detail of the part asked for: its document, data and links', async () => {
    const detail = await h.call('document.detail', { itemId: a.id, partId: partOf(a, 2) })
    if (!detail.ok) throw new Error(detail.error.message)
    expect(detail.value.partId).toBe(partOf(a, 2))
    expect(detail.value.item.id).toBe(a.id)
    expect(detail.value.document).toMatchObject({
      name: 'scan-a (page 3).pdf',
      document_type: 'bill_of_lading'
    })
    expect(detail.value.representation?.payload).toMatchObject({
      bill_of_lading_number: 'MEDUQ2417731'
    })
    expect(detail.value.shipments.map((s) => s.attributes.bill_of_lading_number)).toEqual([
      'MEDUQ2417731'
    ])
    // Without a part, the file's own document: the packet, which the service does not read.
    const whole = await h.call('document.detail', { itemId: a.id })
    if (!whole.ok) throw new Error(whole.error.message)
    expect(whole.value.partId ?? null).toBeNull()
    expect(whole.value.representation).toBeNull()
  })

  it('refuses a part of another file, and asks the service nothing', async () => {
    const foreign = partOf(b, 1)
    const before = h.host.intake().get(a.id)!.history.length
    for (const command of [
      'document.reclassify',
      'document.reextract',
      'document.relink'
    ] as const) {
      const refused = await h.call(command, { itemId: a.id, partId: foreign })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    }
    const detail = await h.call('document.detail', { itemId: a.id, partId: foreign })
    expect(detail).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    expect(h.host.intake().get(a.id)!.history).toHaveLength(before)
    // The other file's part was not classified again: it still has its type and its data.
    const theirs = await h.call('document.detail', { itemId: b.id, partId: foreign })
    if (!theirs.ok) throw new Error(theirs.error.message)
    expect(theirs.value.document?.document_type).toBe('packing_list')
    expect(theirs.value.representation).not.toBeNull()
  })

  it('refuses corrections of a part of another file, and changes nothing', async () => {
    const foreign = partOf(b, 2)
    const fields = { bill_of_lading_number: 'MEDUQ0000000' }
    const correct = await h.call('document.correct', { itemId: a.id, partId: foreign, fields })
    expect(correct).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    const type = await h.call('document.setManualType', {
      itemId: a.id,
      partId: foreign,
      type: 'packing_list'
    })
    expect(type).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    const theirs = await h.call('document.detail', { itemId: b.id, partId: foreign })
    if (!theirs.ok) throw new Error(theirs.error.message)
    expect(theirs.value.document?.document_type_manual ?? null).toBeNull()
    expect(theirs.value.representation?.payload).toMatchObject({
      bill_of_lading_number: 'MEDUQ2417731'
    })
  })

  it('corrects a field of the part asked for, and keeps it on that part', async () => {
    const part = partOf(b, 0)
    const fields = { invoice_number: 'INV-ROUTE-1' }
    const saved = await h.call('document.correct', { itemId: b.id, partId: part, fields })
    if (!saved.ok) throw new Error(saved.error.message)
    expect(saved.value.manual).toEqual(fields)
    const item = h.host.intake().get(b.id)!
    expect(item.parts!.map((p) => p.manual ?? null)).toEqual([fields, null, null])
    expect(item.manual ?? null).toBeNull()
  })

  it('refuses a part id that is not an id at all', async () => {
    const refused = await h.call('document.detail', { itemId: a.id, partId: '../../x' })
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })

  it('reclassifies the part asked for, and follows the file until it is read again', async () => {
    const part = partOf(a, 1)
    const asked = await h.call('document.reclassify', { itemId: a.id, partId: part })
    expect(asked).toEqual({ ok: true, value: undefined })
    const again = await h.inboxWhen((items) => {
      const i = items.find((x) => x.id === a.id)
      const ran = i?.history.some((c) => c.note === `reclassify requested for ${part}`)
      return ran && i!.state === 'extracted' && i
    }, 'the scan read again after its part was reclassified')
    expect(again.parts!.map((p) => p.documentType)).toEqual([
      'commercial_invoice',
      'packing_list',
      'bill_of_lading'
    ])
    // The other file was left alone.
    expect(
      h.host
        .intake()
        .get(b.id)!
        .history.some((c) => c.note?.includes('reclassify'))
    ).toBe(false)
  })
})
