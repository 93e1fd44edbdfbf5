import { beforeEach, describe, expect, it } from 'vitest'
import type { FileState, IntakeItem } from '@shared/intake'
import type { NotificationLevel } from '@shared/settingsSchema'
import { Notification, resetElectronMock } from '../../mocks/electron'
import { setupNotifications } from '../../../src/main/notifications/setupNotifications'
import { summarise, type Outcome } from '../../../src/main/notifications/summarise'
import { createBurstBatcher } from '../../../src/main/notifications/burstBatcher'
import { ManualClock } from '../support/manualClock'
import { createTranslator } from '../../../src/main/i18n/translate'

const en = createTranslator('en')

function item(id: string, state: FileState, over: Partial<IntakeItem> = {}): IntakeItem {
  const now = new Date().toISOString()
  return {
    id,
    seq: 1,
    origin: { kind: 'drop' },
    path: `/in/${id}.pdf`,
    name: `${id}.pdf`,
    size: 10,
    mtimeMs: 0,
    md5: null,
    state,
    bytesSent: 0,
    attempts: 0,
    lastError: state === 'failed' ? { kind: 'file', message: 'The file could not be read.' } : null,
    nextAttemptAt: null,
    signedId: null,
    documentId: null,
    duplicateOf: null,
    documentType: state === 'extracted' ? 'commercial_invoice' : null,
    shipmentNumbers: state === 'extracted' ? ['MAEU241234567'] : [],
    containerNumbers: [],
    history: [],
    createdAt: now,
    updatedAt: now,
    ...over
  }
}

const outcome = (id: string, state: FileState): Outcome => ({
  itemId: id,
  name: `${id}.pdf`,
  state,
  documentType: null,
  shipmentNumbers: [],
  errorKind: state === 'failed' ? 'file' : null
})

describe('notifications/summarise', () => {
  describe('summarise()', () => {
    it('names a single extracted file with its type and shipment', () => {
      const o = {
        ...outcome('a', 'extracted'),
        documentType: 'commercial_invoice',
        shipmentNumbers: ['MAEU241234567']
      }
      expect(summarise([o], 'all', en)).toEqual({
        title: 'a.pdf is ready',
        body: 'Read as commercial invoice, linked to MAEU241234567.',
        itemId: 'a'
      })
    })

    it('names a disguised file as it is: no reordering marks, raw bytes as \\xFC', () => {
      const o = { ...outcome('a', 'extracted'), name: 'M\udcfcller_\u202efdp.exe' }
      expect(summarise([o], 'all', en)?.title).toBe('M\\xFCller_fdp.exe is ready')
    })

    it('counts a burst and points the click at the first problem', () => {
      const batch = [outcome('a', 'extracted'), outcome('b', 'failed'), outcome('c', 'extracted')]
      expect(summarise(batch, 'all', en)).toEqual({
        title: 'Some documents need attention',
        body: '2 documents are ready, 1 needs your attention.',
        itemId: 'b'
      })
    })

    it.each<[NotificationLevel, number]>([
      ['all', 3],
      ['errors', 1],
      ['none', 0]
    ])('level %s mentions the right outcomes', (level, mentioned) => {
      const batch = [outcome('a', 'extracted'), outcome('b', 'failed'), outcome('c', 'duplicate')]
      const spec = summarise(batch, level, en)
      if (mentioned === 0) expect(spec).toBeNull()
      else if (mentioned === 1) expect(spec?.title).toBe('b.pdf could not be sent')
      else expect(spec?.body).toBe('2 documents are ready, 1 needs your attention.')
    })

    it('tells of an empty file, alone and as a problem in a burst, even in errors mode', () => {
      expect(summarise([outcome('blank', 'empty')], 'errors', en)).toEqual({
        title: 'blank.pdf was not sent',
        body: 'Not sent: the file is empty.',
        itemId: 'blank'
      })
      const batch = [outcome('a', 'extracted'), outcome('blank', 'empty')]
      expect(summarise(batch, 'all', en)).toMatchObject({
        body: '1 document is ready, 1 needs your attention.',
        itemId: 'blank'
      })
    })

    it('says nothing in errors mode when everything went well', () => {
      expect(summarise([outcome('a', 'extracted')], 'errors', en)).toBeNull()
    })
  })
})

describe('a burst summarised in Dutch and Spanish', () => {
  const burst = (ok: number, failed: number) => [
    ...Array.from({ length: ok }, (_, i) => outcome(`ok${i}`, 'extracted')),
    ...Array.from({ length: failed }, (_, i) => outcome(`bad${i}`, 'failed'))
  ]

  it.each<[number, number, string]>([
    [1, 1, '1 document is klaar, 1 vraagt uw aandacht.'],
    [3, 2, '3 documenten zijn klaar, 2 vragen uw aandacht.'],
    [1200, 0, '1.200 documenten zijn klaar.']
  ])('Dutch: %i ready, %i failed', (ok, failed, body) => {
    const spec = summarise(burst(ok, failed), 'all', createTranslator('nl'))
    expect(spec?.body).toBe(body)
    expect(spec?.title).toBe(failed ? 'Enkele documenten vragen aandacht' : 'Documenten verwerkt')
  })

  it.each<[number, number, string]>([
    [1, 1, '1 documento está listo, 1 requiere su atención.'],
    [2, 3, '2 documentos están listos, 3 requieren su atención.'],
    [0, 1500, '1500 requieren su atención.']
  ])('Spanish: %i ready, %i failed', (ok, failed, body) => {
    expect(summarise(burst(ok, failed), 'all', createTranslator('es'))?.body).toBe(body)
  })
})

describe('notifications/burstBatcher', () => {
  describe('createBurstBatcher()', () => {
    it('releases a burst once after it settles, then waits the minimum interval', () => {
      const clock = new ManualClock()
      const batches: number[][] = []
      const t = createBurstBatcher<number>({
        clock,
        settleMs: 1000,
        minIntervalMs: 30_000,
        release: (b) => batches.push(b)
      })
      t.push(1)
      t.push(2)
      clock.advance(999)
      expect(batches).toEqual([])
      clock.advance(1)
      expect(batches).toEqual([[1, 2]])
      t.push(3)
      clock.advance(10_000)
      expect(batches).toHaveLength(1)
      clock.advance(20_000)
      expect(batches).toEqual([[1, 2], [3]])
    })
  })
})

describe('notifications/setupNotifications', () => {
  let clock: ManualClock
  beforeEach(() => {
    resetElectronMock()
    clock = new ManualClock(Date.now())
  })

  describe('setupNotifications()', () => {
    it('turns a burst of 200 files over a minute into at most a few notifications', () => {
      const opened: (string | null)[] = []
      const n = setupNotifications({
        clock,
        level: () => 'all',
        translator: () => en,
        openItem: (id) => opened.push(id)
      })
      for (let i = 0; i < 200; i++) {
        const id = `f${i}`
        n.onItems([item(id, 'uploading')])
        clock.advance(150)
        n.onItems([item(id, i % 50 === 7 ? 'failed' : 'extracted')])
        clock.advance(150)
      }
      clock.advance(60_000)
      const shown = Notification.instances.filter((x) => x.shown)
      expect(shown.length).toBeGreaterThanOrEqual(1)
      expect(shown.length).toBeLessThanOrEqual(4)
      const text = shown.map((x) => x.options.body).join(' ')
      expect(text).toMatch(/need/)
      shown[0].click()
      expect(opened).toEqual(['f7'])
    })

    it('does not repeat outcomes it already saw, nor announce items finished before start', () => {
      const n = setupNotifications({
        clock,
        level: () => 'all',
        translator: () => en,
        openItem: () => undefined
      })
      const old = item('old', 'extracted', { createdAt: '2020-01-01T00:00:00.000Z' })
      n.onItems([old])
      n.onItems([item('a', 'hashing')])
      n.onItems([item('a', 'extracted')])
      n.onItems([item('a', 'extracted')])
      clock.advance(60_000)
      expect(Notification.instances).toHaveLength(1)
      expect(Notification.instances[0].options.title).toBe('a.pdf is ready')
    })

    it('stays silent at level none', () => {
      const n = setupNotifications({
        clock,
        level: () => 'none',
        translator: () => en,
        openItem: () => undefined
      })
      n.onItems([item('a', 'hashing')])
      n.onItems([item('a', 'failed')])
      clock.advance(60_000)
      expect(Notification.instances).toHaveLength(0)
    })
  })
})
