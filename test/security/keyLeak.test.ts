import { mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index'
import { bootApp, type Booted } from '../main/support/bootApp'
import { INVOICE_TEXT, invoiceText } from '../main/support/invoiceText'
import { waitFor } from '../support/waitFor'
import { blobsUnder, filesUnder, findLeaks } from './support/leakScan'

/** Distinctive keys: the service accepts the first; the second is a clerk's typo. */
const KEY = 'LEAKCANARY_9f3b2c7d1e'
const WRONG_KEY = 'LEAKCANARY_wrong_4a6e8c0b2d'

interface Answer {
  ok: boolean
  value?: unknown
  error?: { kind: string; message: string }
}

describe('security/keyLeak', () => {
  let sandbox: RunningSandbox
  let booted: Booted
  let running = false
  const roots: string[] = []
  const answers: string[] = []
  /** Everything the app printed (console and the embedded sandbox's lines). */
  const printed: string[] = []

  const invoke = async (name: CommandName, input?: unknown): Promise<Answer> => {
    const win = booted.electron.BrowserWindow.getAllWindows()[0]
    const event = { sender: win.webContents, senderFrame: win.webContents.mainFrame }
    const args = input === undefined ? [] : [input]
    const answer = (await booted.electron.ipcMain.invoke(channelOf(name), event, ...args)) as Answer
    answers.push(`${name} -> ${JSON.stringify(answer)}`)
    return answer
  }
  const must = async <T>(name: CommandName, input?: unknown): Promise<T> => {
    const answer = await invoke(name, input)
    if (!answer.ok) throw new Error(`${name} failed: ${answer.error?.message}`)
    return answer.value as T
  }
  const items = async () => must<IntakeItem[]>('intake.list')
  const until = async (what: string, test: (list: IntakeItem[]) => boolean, ms = 20_000) => {
    await waitFor(async () => test(await items()), what, ms)
  }
  const item = (list: IntakeItem[], name: string) => list.find((i) => i.name === name)

  const boot = async (prepare?: Parameters<typeof bootApp>[0]) => {
    booted = await bootApp(prepare)
    roots.push(booted.root)
    running = true
  }
  /** Quits the way a clerk does, so every log and ledger write is flushed before the scan. */
  const quit = async () => {
    const done = new Promise<void>((resolve) => booted.electron.app.once('quit', () => resolve()))
    booted.electron.app.quit()
    await done
    running = false
    vi.unstubAllEnvs()
  }
  const exportDiagnostics = async (root: string) => {
    mkdirSync(join(root, 'downloads'), { recursive: true })
    const zip = join(root, 'downloads', 'diagnostics.zip')
    booted.electron.mockState.saveDialogResult = { canceled: false, filePath: zip }
    expect(await must('diagnostics.export')).toEqual({ savedTo: zip })
  }
  const capturedText = () =>
    [...printed, ...answers].map((line, i) => ({
      where: `captured line ${i}: ${line.slice(0, 80)}`,
      data: Buffer.from(line)
    }))

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(globalThis.console, method).mockImplementation((...args: unknown[]) => {
        printed.push(format(...args))
      })
    }
    // The service under test is not the app: its own request log is not scanned.
    sandbox = await startSandbox({ apiKeys: [KEY], log: () => undefined })
  })

  afterAll(async () => {
    if (running) await booted.quit()
    vi.unstubAllEnvs()
    for (const root of roots) rmSync(root, { recursive: true, force: true })
    await sandbox?.close()
    vi.restoreAllMocks()
  })

  describe('the app after a full run', () => {
    it('keeps the API key out of every file, zip entry, log line and IPC answer', async () => {
      await boot()
      const root = booted.root
      const inbox = join(root, 'inbox')
      mkdirSync(inbox)

      // Configure through the real settings and key store, as the Settings screen does.
      await must('settings.update', {
        logLevel: 'debug',
        connection: { mode: 'custom', baseUrl: sandbox.baseUrl, appUrl: sandbox.appUrl }
      })
      const view = await must<{ hasApiKey: boolean }>('settings.setApiKey', {
        apiKey: KEY,
        acceptWeakStorage: false
      })
      expect(view.hasApiKey).toBe(true)
      expect(await must('app.info')).toMatchObject({ sandbox: false })

      // Success, then the same content again (duplicate), then a vanished file.
      writeFileSync(join(inbox, 'invoice.txt'), INVOICE_TEXT)
      await must('intake.addDropped', { paths: [join(inbox, 'invoice.txt')] })
      await until('the invoice extracted', (l) => item(l, 'invoice.txt')?.state === 'extracted')
      writeFileSync(join(inbox, 'invoice copy.txt'), INVOICE_TEXT)
      await must('intake.addDropped', { paths: [join(inbox, 'invoice copy.txt')] })
      await until('the duplicate', (l) => item(l, 'invoice copy.txt')?.state === 'duplicate')

      await must('intake.pause')
      writeFileSync(join(inbox, 'vanished.txt'), invoiceText('vanishing'))
      await must('intake.addDropped', { paths: [join(inbox, 'vanished.txt')] })
      unlinkSync(join(inbox, 'vanished.txt'))
      await must('intake.resume')
      await until('the vanished file failed', (l) => item(l, 'vanished.txt')?.state === 'failed')

      const invoice = item(await items(), 'invoice.txt')!
      await must('document.detail', { itemId: invoice.id })
      await must('lookup.infer', { number: 'MSKU1234565' })
      await must('lookup.track', {
        number: 'MAEU241234567',
        numberType: 'bill_of_lading',
        scac: 'MAEU'
      })
      expect(await must('settings.testConnection', { mode: 'custom' })).toMatchObject({ ok: true })
      const refused = await must<{ ok: boolean; message: string }>('settings.testConnection', {
        mode: 'custom',
        baseUrl: sandbox.baseUrl,
        apiKey: WRONG_KEY
      })
      expect(refused.ok).toBe(false)

      // A wrong key saved: the service refuses it while a file is waiting.
      await must('settings.setApiKey', { apiKey: WRONG_KEY, acceptWeakStorage: false })
      writeFileSync(join(inbox, 'refused.txt'), invoiceText('refused'))
      await must('intake.addDropped', { paths: [join(inbox, 'refused.txt')] })
      await until('the refusal', (l) => Boolean(item(l, 'refused.txt')?.lastError))
      expect(item(await items(), 'refused.txt')!.lastError!.kind).toBe('auth')

      // Back to the right key, then export diagnostics as support would ask.
      await must('settings.setApiKey', { apiKey: KEY, acceptWeakStorage: false })
      await exportDiagnostics(root)
      await quit()

      const blobs = blobsUnder(root)
      const names = blobs.map((b) => b.where)
      // The scan saw what it must: settings, the encrypted key, the ledger, logs, the zip.
      expect(names).toEqual(
        expect.arrayContaining([
          'userData/settings.json',
          'userData/secrets.json',
          'logs/main.log',
          'downloads/diagnostics.zip!settings.json',
          'downloads/diagnostics.zip!logs/main.log'
        ])
      )
      expect(names.some((n) => n.startsWith('userData/intake/'))).toBe(true)
      const log = blobs.find((b) => b.where === 'logs/main.log')!.data.toString()
      expect(log).toMatch(/intake started on 127\.0\.0\.1/)
      expect(filesUnder(root).length).toBeGreaterThan(5)

      const text = capturedText()
      expect(answers.length).toBeGreaterThan(15)
      expect(findLeaks([...blobs, ...text], [KEY, WRONG_KEY])).toEqual([])
    })
  })

  describe('an unattended station', () => {
    it('uses the key from DROPDOCK_API_KEY with IT-managed settings and writes it nowhere', async () => {
      await boot((_electron, root) => {
        const managed = {
          settings: {
            connection: {
              mode: 'custom',
              baseUrl: sandbox.baseUrl,
              appUrl: sandbox.appUrl,
              directUploadUrl: null
            },
            logLevel: 'debug'
          },
          locked: ['connection', 'apiKey']
        }
        writeFileSync(join(root, 'managed.json'), JSON.stringify(managed))
        vi.stubEnv('DROPDOCK_API_KEY', KEY)
      })
      const root = booted.root
      expect(await must('app.info')).toMatchObject({ sandbox: false })
      expect(await must('settings.get')).toMatchObject({
        hasApiKey: true,
        locked: expect.arrayContaining(['apiKey', 'connection'])
      })
      const refused = await invoke('settings.setApiKey', {
        apiKey: WRONG_KEY,
        acceptWeakStorage: false
      })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })

      mkdirSync(join(root, 'scans'))
      writeFileSync(join(root, 'scans', 'station.txt'), invoiceText('station'))
      await must('intake.addDropped', { paths: [join(root, 'scans', 'station.txt')] })
      await until('the scan extracted', (l) => item(l, 'station.txt')?.state === 'extracted')
      await must('lookup.infer', { number: 'MSCU6639870' })
      expect(await must('settings.testConnection', { mode: 'custom' })).toMatchObject({ ok: true })
      await exportDiagnostics(root)
      await quit()

      const blobs = blobsUnder(root)
      const names = blobs.map((b) => b.where)
      expect(names).toContain('downloads/diagnostics.zip!settings.json')
      expect(names).not.toContain('userData/secrets.json')
      expect(findLeaks([...blobs, ...capturedText()], [KEY, WRONG_KEY])).toEqual([])
    })
  })
})
