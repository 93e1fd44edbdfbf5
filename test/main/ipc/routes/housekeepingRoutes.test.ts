import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileState, IntakeItem } from '@shared/intake'
import { startHarness, type Harness } from '../../support/routeHarness'
import { invoiceText } from '../../support/invoiceText'

describe('intake.remove and intake.acknowledge', () => {
  let h: Harness
  let empty: IntakeItem
  let invoice: IntakeItem
  const find = (name: string, state: FileState) => h.settled(name, state)
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    writeFileSync(join(h.root, 'blank.pdf'), '')
    writeFileSync(join(h.root, 'keep.txt'), invoiceText())
    await h.call('intake.addDropped', {
      paths: [join(h.root, 'blank.pdf'), join(h.root, 'keep.txt')]
    })
    empty = await find('blank.pdf', 'empty')
    invoice = await find('keep.txt', 'extracted')
  })
  afterAll(async () => {
    await h.close()
  })

  it('acknowledges a problem: it leaves needs attention in the app status', async () => {
    const before = await h.call('app.status')
    if (!before.ok) throw new Error(before.error.message)
    expect(before.value.counts.attention).toBe(1)
    expect(await h.call('intake.acknowledge', { ids: [empty.id] })).toEqual({
      ok: true,
      value: { count: 1 }
    })
    const after = await h.call('app.status')
    expect(after.ok && after.value.counts.attention).toBe(0)
  })

  it('refuses to acknowledge a file that did not fail, and a file not in the inbox', async () => {
    expect(await h.call('intake.acknowledge', { ids: [invoice.id] })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringContaining('"keep.txt" is extracted') }
    })
    expect(await h.call('intake.remove', { ids: ['gone-1'] })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' }
    })
  })

  it("opens the document's own page in the web app, which shows that document", async () => {
    expect(await h.call('document.openInService', { itemId: invoice.id })).toEqual({
      ok: true,
      value: undefined
    })
    const page = `${h.host.appUrl()}/documents/${invoice.documentId}`
    expect(h.record.openedExternal).toEqual([page])
    const res = await fetch(page)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1 data-document-id="')
    // A file the service has no document for has no page to open.
    expect(await h.call('document.openInService', { itemId: empty.id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' }
    })
    expect(h.record.openedExternal).toHaveLength(1)
  })

  it("removes nothing when the clerk says no to main's question", async () => {
    h.answers.confirmRemoval = false
    try {
      expect(await h.call('intake.remove', { ids: [invoice.id] })).toEqual({
        ok: true,
        value: { count: 0 }
      })
    } finally {
      delete h.answers.confirmRemoval
    }
    const list = await h.call('intake.list')
    expect(list.ok && list.value.map((i) => i.name).sort()).toEqual(['blank.pdf', 'keep.txt'])
  })

  it('removes a file from the list, and refuses it once removed', async () => {
    expect(await h.call('intake.remove', { ids: [invoice.id] })).toEqual({
      ok: true,
      value: { count: 1 }
    })
    const list = await h.call('intake.list')
    expect(list.ok && list.value.map((i) => i.name)).toEqual(['blank.pdf'])
    expect(await h.call('intake.remove', { ids: [invoice.id] })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' }
    })
  })
})

describe('the retention setting', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
  })
  afterAll(async () => {
    await h.close()
  })

  it('is 30 days at first, takes 1 to 3650 days or null, and refuses anything else', async () => {
    const first = await h.call('settings.get')
    expect(first.ok && first.value.retentionDays).toBe(30)
    const intake = h.host.intake()
    const week = await h.call('settings.update', { retentionDays: 7 })
    expect(week.ok && week.value.retentionDays).toBe(7)
    // The engine runs again with the new period.
    expect(h.host.intake()).not.toBe(intake)
    const never = await h.call('settings.update', { retentionDays: null })
    expect(never.ok && never.value.retentionDays).toBeNull()
    for (const bad of [0, 3651, 1.5, '30']) {
      expect(
        await h.call('settings.update', { retentionDays: bad as never }),
        String(bad)
      ).toMatchObject({ ok: false, error: { kind: 'validation' } })
    }
  })
})
