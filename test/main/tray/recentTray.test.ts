import { beforeEach, describe, expect, it } from 'vitest'
import type { AppStatus } from '@shared/appStatus'
import type { FileState, IntakeItem } from '@shared/intake'
import { Tray, resetElectronMock } from '../../mocks/electron'
import { setupTray } from '../../../src/main/tray/setupTray'
import { createTranslator } from '../../../src/main/i18n/translate'
import { makeItem } from '../../support/makeItem'

const status: AppStatus = {
  connection: 'online',
  paused: false,
  message: null,
  counts: { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused: false }
}

function item(seq: number, state: FileState = 'extracted', over: Partial<IntakeItem> = {}) {
  const at = new Date(Date.UTC(2026, 2, 2, 9, 0, seq)).toISOString()
  return makeItem({
    id: `item-${seq}`,
    seq,
    path: `/scans/invoice-${seq}.pdf`,
    name: `invoice-${seq}.pdf`,
    state,
    history: [{ state, at }],
    createdAt: at,
    updatedAt: at,
    ...over
  })
}

describe('the tray: Recent documents', () => {
  let inbox: IntakeItem[]
  let opened: string[]

  beforeEach(() => {
    resetElectronMock()
    opened = []
    // Twelve documents: the oldest failed, the newest is still being sent.
    inbox = Array.from({ length: 12 }, (_, i) =>
      item(i + 1, i === 0 ? 'failed' : i === 11 ? 'uploading' : 'extracted')
    )
  })

  function start(locale: 'en' | 'de' = 'en') {
    const noop = () => undefined
    const handle = setupTray({
      resourcesDir: '/res',
      platform: 'linux',
      initial: status,
      ctx: { serviceLabel: 'Sandbox', folders: [], tr: createTranslator(locale) },
      inbox: () => inbox,
      addFiles: noop,
      actions: {
        open: noop,
        addFiles: noop,
        pause: noop,
        resume: noop,
        retryFailed: noop,
        openFolder: noop,
        openItem: (id) => opened.push(id),
        settings: noop,
        quit: noop
      }
    })
    return handle
  }

  const recent = () => Tray.instances.at(-1)!.menu!.getMenuItemById('recent')!
  const entries = () => recent().submenu!.items

  it('lists the ten newest documents, newest first, each with its state', () => {
    start()
    expect(recent().label).toBe('Recent documents')
    expect(entries().map((e) => e.label)).toEqual([
      'invoice-12.pdf – Uploading',
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `invoice-${n}.pdf – Extracted`)
    ])
  })

  it('shows a colleague’s disguised name as it is, not as it reads', () => {
    // U+202E would turn "Rechnung_<RLO>fdp.exe" into "Rechnung_exe.pdf" on screen.
    inbox.push(item(13, 'extracted', { name: 'Rechnung_\u202efdp.exe' }))
    start()
    expect(entries()[0].label).toBe('Rechnung_fdp.exe – Extracted')
  })

  it('opens the window on the document clicked', () => {
    start()
    entries()[2].click!()
    expect(opened).toEqual(['item-10'])
  })

  it('says each state in the clerk’s language', () => {
    start('de')
    expect(recent().label).toBe('Neueste Dokumente')
    expect(entries()[0].label).toBe('invoice-12.pdf – Wird hochgeladen')
    expect(entries()[1].label).toBe('invoice-11.pdf – Ausgelesen')
  })

  it('follows the engine: a new state, a newer document, one removed from the inbox', () => {
    const tray = start()
    tray.items([item(12, 'extracted', { updatedAt: '2026-03-02T10:00:00.000Z' })])
    expect(entries()[0].label).toBe('invoice-12.pdf – Extracted')

    tray.items([item(13, 'queued')])
    expect(entries()).toHaveLength(10)
    expect(entries()[0].label).toBe('invoice-13.pdf – Queued')
    expect(entries().at(-1)!.label).toBe('invoice-4.pdf – Extracted')

    inbox = [...inbox, item(13, 'queued')].filter((i) => i.id !== 'item-11')
    tray.items([{ ...item(11), removed: true }])
    const labels = entries().map((e) => e.label)
    expect(labels).not.toContain('invoice-11.pdf – Extracted')
    // The place it leaves goes to the next older document still in the inbox.
    expect(labels).toHaveLength(10)
    expect(labels.at(-1)).toBe('invoice-3.pdf – Extracted')
  })

  it('lists a file the service split as one entry naming its count of documents', () => {
    const part = (n: number) => ({
      documentId: `part-${n}`,
      pages: { first: n, last: n },
      documentType: 'commercial_invoice',
      state: 'extracted' as const
    })
    inbox.push(item(13, 'classified', { name: 'scan.pdf', parts: [part(1), part(2)] }))
    const tray = start()
    expect(entries()[0].label).toBe('scan.pdf – 2 documents – Classified')
    // A third part found later, and the file extracted: the entry follows, still one line.
    tray.items([item(13, 'extracted', { name: 'scan.pdf', parts: [part(1), part(2), part(3)] })])
    expect(entries()[0].label).toBe('scan.pdf – 3 documents – Extracted')
    expect(entries()[1].label).toBe('invoice-12.pdf – Uploading')
    entries()[0].click!()
    expect(opened).toEqual(['item-13'])
  })

  it('names the count of documents in the clerk’s language', () => {
    inbox.push(
      item(13, 'extracted', {
        name: 'scan.pdf',
        parts: [1, 2, 3].map((n) => ({
          documentId: `part-${n}`,
          pages: { first: n, last: n },
          documentType: null,
          state: 'extracted' as const
        }))
      })
    )
    start('de')
    expect(entries()[0].label).toBe('scan.pdf – 3 Dokumente – Ausgelesen')
  })

  it('has no Recent entry while the inbox is empty', () => {
    inbox = []
    start()
    expect(Tray.instances.at(-1)!.menu!.getMenuItemById('recent')).toBeNull()
  })
})
