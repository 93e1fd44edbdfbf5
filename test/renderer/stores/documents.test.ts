import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IPC_MAX_BYTES, IPC_MAX_PATHS } from '@shared/ipc'
import { createPinia, setActivePinia } from 'pinia'
import { FILE_STATES } from '@shared/intake'
import { installFakeBridge, makeItem, flush, type FakeBridge } from '../fakeBridge'
import { DROPPED, folderName, useDocumentsStore } from '@renderer/stores/documents'
import { noticeText, useNoticesStore } from '@renderer/stores/notices'
import { createAppI18n } from '@renderer/i18n'

/** The last notice as a clerk reads it, in English. */
function lastNotice(): string | undefined {
  const notice = useNoticesStore().list.at(-1)
  return notice && noticeText(notice, createAppI18n('en').global)
}

describe('stores/documents', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  describe('load()', () => {
    it('shows the items main lists, newest first', async () => {
      const old = makeItem({ name: 'old.pdf', createdAt: '2026-03-01T08:00:00.000Z' })
      const fresh = makeItem({ name: 'fresh.pdf', createdAt: '2026-03-02T08:00:00.000Z' })
      fake.answer('intake.list', [old, fresh])
      const store = useDocumentsStore()
      await store.load()
      expect(store.all.map((i) => i.name)).toEqual(['fresh.pdf', 'old.pdf'])
      expect(store.loaded).toBe(true)
    })

    it('keeps the error message when the list cannot be read', async () => {
      fake.fail('intake.list', { kind: 'file', message: 'The ledger could not be read.' })
      const store = useDocumentsStore()
      await store.load()
      expect(store.error?.message).toBe('The ledger could not be read.')
      expect(store.total).toBe(0)
    })
  })

  describe('events', () => {
    it('merges intake.items batches by id and ignores older copies', async () => {
      const item = makeItem({ state: 'uploading', updatedAt: '2026-03-02T09:00:05.000Z' })
      fake.answer('intake.list', [item])
      const store = useDocumentsStore()
      await store.load()
      fake.emit('intake.items', [
        { ...item, state: 'submitted', updatedAt: '2026-03-02T09:00:06.000Z' }
      ])
      expect(store.get(item.id)?.state).toBe('submitted')
      fake.emit('intake.items', [
        { ...item, state: 'uploading', updatedAt: '2026-03-02T09:00:05.500Z' }
      ])
      expect(store.get(item.id)?.state).toBe('submitted')
      fake.emit('intake.items', [makeItem({ name: 'new.pdf' })])
      expect(store.size).toBe(2)
    })

    it('applies intake.progress to the bytes sent', async () => {
      const item = makeItem({ state: 'uploading', size: 1000 })
      fake.answer('intake.list', [item])
      const store = useDocumentsStore()
      await store.load()
      fake.emit('intake.progress', [{ id: item.id, bytesSent: 400, size: 1000 }])
      expect(store.get(item.id)?.bytesSent).toBe(400)
    })

    it('unsubscribes when the store is disposed', () => {
      const store = useDocumentsStore()
      expect(fake.listenerCount('intake.items')).toBe(1)
      store.$dispose()
      expect(fake.listenerCount('intake.items')).toBe(0)
      expect(fake.listenerCount('intake.progress')).toBe(0)
    })
  })

  describe('filtered', () => {
    async function seeded(): Promise<ReturnType<typeof useDocumentsStore>> {
      fake.answer('intake.list', [
        makeItem({
          name: 'invoice-77.pdf',
          state: 'extracted',
          documentType: 'commercial_invoice',
          shipmentNumbers: ['MAEU241234567'],
          origin: { kind: 'watch', folder: '/scans' }
        }),
        makeItem({ name: 'bl.pdf', state: 'failed', documentType: 'bill_of_lading' }),
        makeItem({ name: 'scan.tif', state: 'stalled', containerNumbers: ['MSCU6639870'] }),
        makeItem({ name: 'notice.pdf', state: 'uploading' })
      ])
      const store = useDocumentsStore()
      await store.load()
      return store
    }

    it('filters by state, the attention group, type and folder', async () => {
      const store = await seeded()
      store.filters.state = 'failed'
      expect(store.filtered.map((i) => i.name)).toEqual(['bl.pdf'])
      store.filters.state = 'attention'
      expect(store.filtered.map((i) => i.name).sort()).toEqual(['bl.pdf', 'scan.tif'])
      store.filters.state = 'active'
      expect(store.filtered.map((i) => i.name)).toEqual(['notice.pdf'])
      store.resetFilters()
      store.filters.type = 'commercial_invoice'
      expect(store.filtered.map((i) => i.name)).toEqual(['invoice-77.pdf'])
      store.resetFilters()
      store.filters.folder = DROPPED
      expect(store.filtered).toHaveLength(3)
      const en = createAppI18n('en').global
      expect(store.folders.map((f) => folderName(f, en))).toEqual(['/scans', 'Dropped'])
      const de = createAppI18n('de').global
      expect(store.folders.map((f) => folderName(f, de))).toEqual(['/scans', 'Hinzugefügt'])
    })

    it('searches names, shipment and container numbers, ignoring case', async () => {
      const store = await seeded()
      store.filters.query = 'maeu2412'
      expect(store.filtered.map((i) => i.name)).toEqual(['invoice-77.pdf'])
      store.filters.query = 'MSCU663'
      expect(store.filtered.map((i) => i.name)).toEqual(['scan.tif'])
      store.filters.query = 'NOTICE'
      expect(store.filtered.map((i) => i.name)).toEqual(['notice.pdf'])
      expect(store.isFiltered).toBe(true)
    })

    it("shows main's counts, per state and for the groups, whatever rows it holds", async () => {
      const store = await seeded()
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: {
          ...{ total: 5, active: 1, done: 1, attention: 3, failed: 3, paused: false },
          byState: { failed: 2, stalled: 1, extracted: 1, uploading: 1 }
        },
        message: null
      })
      expect(store.countsByState.failed).toBe(2)
      expect(store.attentionCount).toBe(3)
      expect(store.failedCount).toBe(3)
      expect(store.total).toBe(5)
      // The rows held are the list's, not a count: four here.
      expect(store.size).toBe(4)
    })

    it('keeps counts to main: a batch of items changes none until main says so', async () => {
      fake.answer(
        'intake.list',
        FILE_STATES.map((state) => makeItem({ state }))
      )
      const store = useDocumentsStore()
      await store.load()
      const status = (failed: number) => ({
        connection: 'online' as const,
        paused: false,
        counts: { total: 16, active: 8, done: 2, attention: 4, failed, paused: false },
        message: null
      })
      fake.emit('app.status', status(3))
      expect(store.failedCount).toBe(3)
      fake.emit('intake.items', [makeItem({ state: 'stalled' })])
      expect(store.failedCount).toBe(3)
      fake.emit('app.status', status(4))
      expect(store.failedCount).toBe(4)
    })
  })

  describe('bulk actions', () => {
    it('selects a range from the row ticked last, growing or shrinking only the range', async () => {
      const items = ['a', 'b', 'c', 'd', 'e'].map((id) => makeItem({ id, name: `${id}.pdf` }))
      fake.answer('intake.list', items)
      const store = useDocumentsStore()
      await store.load()
      const ids = store.filtered.map((i) => i.id)
      store.toggleSelected(ids[4])
      store.toggleSelected(ids[0])
      store.selectRange(ids[2])
      expect([...store.selection].sort()).toEqual([ids[0], ids[1], ids[2], ids[4]].sort())
      // Back towards the anchor: the range shrinks, the row ticked before stays.
      store.selectRange(ids[1])
      expect([...store.selection].sort()).toEqual([ids[0], ids[1], ids[4]].sort())
      store.clearSelection()
      store.selectRange(ids[3])
      expect([...store.selection]).toEqual([ids[3]])
    })

    it('asks main to retry every failed file and says how many', async () => {
      fake.answer('intake.retryFailed', { count: 3 })
      const store = useDocumentsStore()
      await store.retryFailed()
      expect(fake.calls.map((c) => c.name)).toContain('intake.retryFailed')
      expect(lastNotice()).toBe('Retrying 3 failed files')
    })

    it('words the notice in the language shown, counts included', async () => {
      fake.answer('intake.retry', { count: 1234 })
      const store = useDocumentsStore()
      await store.retry(['a'])
      const notice = useNoticesStore().list.at(-1)!
      expect(noticeText(notice, createAppI18n('de').global)).toBe(
        '1.234 Dateien werden erneut versucht'
      )
      expect(noticeText(notice, createAppI18n('zh-CN').global)).toBe('正在重试 1,234 个文件')
    })
  })

  describe('addFiles()', () => {
    it('hands path-less files over as bytes with their base64 MD5', async () => {
      fake.answer('intake.addBytes', { id: 'x' })
      const store = useDocumentsStore()
      await store.addFiles([new File(['hello'], 'attachment.txt')])
      await flush()
      const call = fake.calls.find((c) => c.name === 'intake.addBytes')
      const input = call?.input as { name: string; bytes: Uint8Array; md5: string }
      expect(input.name).toBe('attachment.txt')
      expect(Array.from(input.bytes)).toEqual([104, 101, 108, 108, 111])
      // openssl md5 -binary <<< -n hello | base64
      expect(input.md5).toBe('XUFAKrxLKna5cZ2REBfFkg==')
    })

    it('names the file main refused, so one bad attachment among many can be found', async () => {
      const message = 'The service refused the file as too large (413): limit 50 MB.'
      fake.fail('intake.addBytes', { kind: 'too_large', message })
      const store = useDocumentsStore()
      await store.addFiles([new File(['x'], 'huge-scan.pdf')])
      await flush()
      expect(lastNotice()).toBe(
        'huge-scan.pdf could not be added: The file is too large for the service.'
      )
      // Main's own sentence stays available, as it came.
      expect(useNoticesStore().list.at(-1)?.detail).toBe(message)
    })
  })

  describe('addDropped()', () => {
    it('hands the File objects over and reports rejected files by name', async () => {
      fake.answer('intake.addDropped', {
        accepted: 1,
        rejected: [
          { path: '/home/clerk/disk-big.iso', kind: 'tooLarge', reason: 'larger than 512 MiB' }
        ]
      })
      fake.answer('intake.addBytes', { id: 'b' })
      const store = useDocumentsStore()
      await store.addDropped([
        new File(['a'], 'disk-a.pdf'),
        new File(['hello'], 'attachment.txt'),
        new File(['b'], 'disk-big.iso')
      ])
      // The bridge read the paths; the window never named one.
      expect(fake.calls.find((c) => c.name === 'intake.addDropped')?.input).toEqual({
        paths: ['/home/clerk/disk-a.pdf', '/home/clerk/disk-big.iso']
      })
      expect(useNoticesStore().list.map((n) => noticeText(n, createAppI18n('en').global))).toEqual([
        '1 file added. disk-big.iso was not taken: it is larger than 512 MB, the upload limit',
        'attachment.txt added'
      ])
    })
  })

  describe('chooseFiles()', () => {
    it('tells what main took from its dialog, and nothing on Cancel', async () => {
      const store = useDocumentsStore()
      fake.answer('intake.chooseFiles', null)
      await store.chooseFiles()
      expect(useNoticesStore().list).toEqual([])
      fake.answer('intake.chooseFiles', { accepted: 2, rejected: [] })
      await store.chooseFiles()
      expect(lastNotice()).toBe('2 files added')
    })
  })

  describe('a drop on the tray icon', () => {
    it('is told like a drop on the window, refused files by name, in the window’s language', async () => {
      useDocumentsStore()
      const reason = '"Scans" is a folder; drop the files inside it, or watch it.'
      fake.emit('intake.dropped', {
        accepted: 2,
        rejected: [{ path: '/home/clerk/Scans', kind: 'folder', reason }]
      })
      await flush()
      expect(lastNotice()).toBe(
        '2 files added. Scans was not taken: it is a folder; drop the files inside it, or watch the folder in Settings'
      )
      const notice = useNoticesStore().list.at(-1)!
      expect(noticeText(notice, createAppI18n('de').global)).toBe(
        '2 Dateien hinzugefügt. Scans nicht angenommen: es ist ein Ordner; ziehen Sie die Dateien darin hierher oder überwachen Sie den Ordner in den Einstellungen'
      )
      expect(noticeText(notice, createAppI18n('zh-CN').global)).toBe(
        '已添加 2 个文件。Scans 未被接收：这是一个文件夹；请拖入其中的文件，或在设置中监视该文件夹'
      )
      expect(notice.tone).toBe('error')
      // Main's English sentence stays for the tooltip and "Copy error".
      expect(notice.detail).toBe(reason)
    })
  })

  describe('a large drop', () => {
    it('reaches main in chunks it accepts, and all 5,000 files are accounted for', async () => {
      // Main refuses a list over the contract's limit whole, as its schema does.
      fake.answer('intake.addDropped', ({ paths }: { paths: string[] }) =>
        paths.length > IPC_MAX_PATHS
          ? {
              accepted: 0,
              rejected: paths.map((path) => ({ path, kind: 'missing' as const, reason: 'whole' }))
            }
          : {
              accepted: paths.filter((p) => !p.endsWith('7.pdf')).length,
              rejected: paths
                .filter((p) => p.endsWith('7.pdf'))
                .map((path) => ({ path, kind: 'missing' as const, reason: 'gone' }))
            }
      )
      const files = Array.from({ length: 5000 }, (_, i) => new File(['%PDF'], `disk-scan-${i}.pdf`))
      const paths = files.map((f) => `/home/clerk/${f.name}`)
      const store = useDocumentsStore()
      await store.addDropped(files)
      const sent = fake.calls
        .filter((c) => c.name === 'intake.addDropped')
        .map((c) => (c.input as { paths: string[] }).paths)
      expect(sent.length).toBeGreaterThan(1)
      expect(sent.every((chunk) => chunk.length <= IPC_MAX_PATHS)).toBe(true)
      expect(sent.flat()).toEqual(paths)
      const notices = useNoticesStore().list
      expect(notices).toHaveLength(1)
      expect(lastNotice()).toMatch(
        /^4,500 files added\. disk-scan-7\.pdf was not taken: it is not on this computer \(any more\)\. disk-scan-17\.pdf was not/
      )
    })

    it('refuses an attachment over the limit by its size, without reading a byte of it', async () => {
      const big = new File([], 'huge-attachment.pdf')
      Object.defineProperty(big, 'size', { value: IPC_MAX_BYTES + 1 })
      const read = vi.spyOn(big, 'arrayBuffer')
      const sliced = vi.spyOn(big, 'slice')
      await useDocumentsStore().addFiles([big])
      expect(read).not.toHaveBeenCalled()
      expect(sliced).not.toHaveBeenCalled()
      expect(fake.calls.filter((c) => c.name === 'intake.addBytes')).toEqual([])
      expect(lastNotice()).toBe(
        'huge-attachment.pdf is larger than 104.9 MB: save it to a folder first, then drop it from there'
      )
    })
  })
})
