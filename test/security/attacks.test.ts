/**
 * The main process as a trust boundary, attacked through the booted app: a compromised renderer
 * drives IPC (as the window would, through the Electron mock), a second loopback server plays
 * the attacker's collector, and each test proves the refusal and that nothing reached it.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import type { SettingsView } from '@shared/settingsSchema'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index'
import { bootApp, type Booted } from '../main/support/bootApp'
import { inboxWhen, invokeFromWindow, mustFromWindow } from '../main/support/fromWindow'
import { INVOICE_TEXT, invoiceText } from '../main/support/invoiceText'

const KEY = 'ATTACKCANARY_7c1d9e3f5a'

/** The attacker's server on loopback: records every request and its headers. */
interface Collector {
  url: string
  requests: { method: string; url: string; headers: IncomingHttpHeaders }[]
  close(): Promise<void>
}

async function startCollector(): Promise<Collector> {
  const requests: Collector['requests'] = []
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    req.resume()
    res.writeHead(500).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

describe('security/attacks: a compromised renderer against the booted main', () => {
  let service: RunningSandbox
  let collector: Collector
  let booted: Booted | null = null

  beforeAll(async () => {
    service = await startSandbox({ apiKeys: [KEY], log: () => undefined })
    collector = await startCollector()
  })
  afterEach(async () => {
    await booted?.quit()
    booted = null
    collector.requests.length = 0
  })
  afterAll(async () => {
    await collector.close()
    await service.close()
  })

  const boot = async (prepare?: Parameters<typeof bootApp>[0]): Promise<Booted> => {
    booted = await bootApp(prepare)
    return booted
  }
  const invoke = (name: CommandName, input?: unknown) => invokeFromWindow(booted!, name, input)
  const must = <T>(name: CommandName, input?: unknown) => mustFromWindow<T>(booted!, name, input)
  /** The app set up as a clerk would: the service's address confirmed, then its key. */
  const connect = async () => {
    await must('settings.update', {
      connection: { mode: 'custom', baseUrl: service.baseUrl, appUrl: service.appUrl }
    })
    await must('settings.setApiKey', { apiKey: KEY, acceptWeakStorage: false })
    expect(booted!.ctx!.host.plan().sandbox).toBe(false)
  }
  /** The first item `test` accepts, as the window would see it through intake.list. */
  const until = (what: string, test: (i: IntakeItem) => boolean) =>
    inboxWhen(booted!, (items) => items.find(test), what)
  const itemNamed = (name: string) => until(name, (i) => i.name === name)
  const keyReachedCollector = () =>
    collector.requests.filter((r) => JSON.stringify(r.headers).includes(KEY))
  const messageBoxes = () =>
    booted!.electron.mockState.dialogCalls.filter((c) => c.kind === 'message')

  describe('1. a direct-upload address on another origin', () => {
    it('is refused when set, and a local secret file then goes only to the service', async () => {
      await boot()
      await connect()
      const refused = await invoke('settings.update', {
        connection: { directUploadUrl: `${collector.url}/rails/active_storage/direct_uploads` }
      })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } })
      expect(refused.error!.message).toMatch(/own origin/)
      const view = await must<SettingsView>('settings.get')
      expect(view.connection.directUploadUrl).toBeNull()

      const ssh = join(booted!.root, 'home', '.ssh')
      mkdirSync(ssh, { recursive: true })
      writeFileSync(join(ssh, 'id_rsa.txt'), `${INVOICE_TEXT}-----BEGIN FAKE KEY-----\n`)
      await must('intake.addDropped', { paths: [join(ssh, 'id_rsa.txt')] })
      // Wait until the service has the document: the blob request and upload are over.
      await until('the upload to the service', (i) => i.name === 'id_rsa.txt' && !!i.documentId)
      expect(collector.requests).toEqual([])
    })

    it('is refused by the client before the blob request, whoever configured it (CLI)', async () => {
      const client = createServiceClient({
        baseUrl: service.baseUrl,
        apiKey: KEY,
        directUploadUrl: `${collector.url}/uploads`
      })
      await expect(
        client.createBlob({
          filename: 'a.pdf',
          content_type: 'application/pdf',
          byte_size: 1,
          checksum: '1B2M2Y8AsgTpgAmY7PhCfg=='
        })
      ).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringMatching(/not sent/) })
      expect(collector.requests).toEqual([])
    })

    it('is not reached through a redirect either: the key stays on the service origin', async () => {
      // A hostile service answers with a redirect to another origin: the client does not follow
      // it at all, so nothing (and no key) goes there.
      const hostile = createServer((_req, res) => {
        res.writeHead(302, { location: `${collector.url}/v2/documents/types` }).end()
      })
      await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
      const { port } = hostile.address() as AddressInfo
      const client = createServiceClient({
        baseUrl: `http://127.0.0.1:${port}/v2`,
        apiKey: KEY,
        retry: { retries: 0 }
      })
      await expect(client.documentTypes()).rejects.toMatchObject({
        kind: 'validation',
        status: 302,
        message: expect.stringMatching(/redirect \(302\) to http:\/\/127\.0\.0\.1:\d+, which/)
      })
      await new Promise<void>((resolve) => hostile.close(() => resolve()))
      expect(collector.requests).toEqual([])
      expect(keyReachedCollector()).toEqual([])
    })

    it('in a managed file, is ignored and reported, and no request reaches it', async () => {
      await boot((_e, root) => {
        const connection = {
          mode: 'custom',
          baseUrl: service.baseUrl,
          appUrl: service.appUrl,
          directUploadUrl: `${collector.url}/uploads`
        }
        writeFileSync(join(root, 'managed.json'), JSON.stringify({ settings: { connection } }))
        vi.stubEnv('DROPDOCK_API_KEY', KEY)
        vi.stubEnv('DROPDOCK_BASE_URL', service.baseUrl)
      })
      const view = await must<SettingsView>('settings.get')
      expect(view.connection.directUploadUrl).toBeNull()
      expect(view.connection.mode).toBe('sandbox')
      expect(collector.requests).toEqual([])
    })
  })

  describe('2. files: programs in, programs opened', () => {
    it('refuses /bin/sh, a FIFO, a folder and a link to a folder, each with a reason', async () => {
      await boot()
      const root = booted!.root
      const fifo = join(root, 'pipe.pdf')
      execFileSync('mkfifo', [fifo])
      mkdirSync(join(root, 'folder'))
      execFileSync('ln', ['-s', join(root, 'folder'), join(root, 'link.pdf')])
      const script = join(root, 'run.sh')
      writeFileSync(script, 'echo owned\n')
      const program = join(root, 'tool')
      writeFileSync(program, '#!/bin/sh\necho owned\n')
      chmodSync(program, 0o755)
      const paths = ['/bin/sh', fifo, join(root, 'folder'), join(root, 'link.pdf'), script, program]
      const result = await must<{ accepted: number; rejected: { path: string; reason: string }[] }>(
        'intake.addDropped',
        { paths }
      )
      expect(result.accepted).toBe(0)
      expect(result.rejected.map((r) => r.path)).toEqual(paths)
      const reasons = result.rejected.map((r) => r.reason)
      expect(reasons[0]).toMatch(/"sh" is a program or script/)
      expect(reasons[1]).toMatch(/"pipe\.pdf" is not a regular file/)
      expect(reasons[2]).toMatch(/"folder" is a folder/)
      expect(reasons[3]).toMatch(/"link\.pdf" is a folder/)
      expect(reasons[4]).toMatch(/"run\.sh" is a program/)
      expect(reasons[5]).toMatch(/"tool" is a program/)
      expect(await must<IntakeItem[]>('intake.list')).toEqual([])
    })

    it('opens only a document intake took in; anything else is shown in its folder', async () => {
      await boot()
      const shell = booted!.electron.mockState.shell
      const root = booted!.root
      // Open checks the bytes too: a real PDF header, then the invoice's text.
      writeFileSync(join(root, 'invoice.pdf'), `%PDF-1.7\n${invoiceText('pdf')}`)
      writeFileSync(join(root, 'page.html'), '<script>alert(1)</script>')
      await must('intake.addDropped', {
        paths: [join(root, 'invoice.pdf'), join(root, 'page.html')]
      })
      const pdf = await itemNamed('invoice.pdf')
      const html = await itemNamed('page.html')

      await must('document.openOriginal', { itemId: html.id })
      expect(shell.openPath).toEqual([])
      expect(shell.showItemInFolder).toEqual([join(root, 'page.html')])

      // A path instead of an item, or an item intake never took in, never reaches the shell.
      expect(await invoke('document.openOriginal', { path: '/bin/sh' })).toMatchObject({
        ok: false,
        error: { kind: 'validation' }
      })
      expect(await invoke('document.openOriginal', { itemId: 'not-an-item' })).toMatchObject({
        ok: false,
        error: { kind: 'not_found' }
      })
      expect(shell.openPath).toEqual([])

      await must('document.openOriginal', { itemId: pdf.id })
      expect(shell.openPath).toEqual([join(root, 'invoice.pdf')])
    })
  })

  describe('3. the key and a new address', () => {
    it('never sends the environment key to an address changed in the window', async () => {
      await boot(() => {
        vi.stubEnv('DROPDOCK_API_KEY', KEY)
        vi.stubEnv('DROPDOCK_BASE_URL', service.baseUrl)
      })
      await must('settings.update', {
        connection: { mode: 'custom', baseUrl: service.baseUrl, appUrl: service.appUrl }
      })
      expect(booted!.ctx!.host.status().connection).toBe('online')

      // The clerk is talked into confirming: the address changes, the key does not follow.
      const view = await must<SettingsView>('settings.update', {
        connection: { baseUrl: `${collector.url}/v2`, appUrl: collector.url }
      })
      expect(messageBoxes()).toHaveLength(2)
      expect(view.hasApiKey).toBe(false)
      expect(booted!.ctx!.host.plan().sandbox).toBe(true)
      const test = await must<{ ok: boolean; message: string }>('settings.testConnection', {
        mode: 'custom'
      })
      expect(test).toEqual({ ok: false, outcome: 'noKey', message: 'Enter an API key first.' })
      expect(keyReachedCollector()).toEqual([])
      expect(collector.requests).toEqual([])
    })

    it('never sends a key saved in sandbox mode to the first address set afterwards', async () => {
      await boot()
      await must('settings.setApiKey', { apiKey: KEY, acceptWeakStorage: false })
      const view = await must<SettingsView>('settings.update', {
        connection: { mode: 'custom', baseUrl: `${collector.url}/v2` }
      })
      expect(view.hasApiKey).toBe(false)
      expect(booted!.ctx!.host.plan().sandbox).toBe(true)
      expect(collector.requests).toEqual([])
    })

    it('changes nothing when the clerk does not confirm a new address', async () => {
      await boot()
      await connect()
      booted!.electron.mockState.messageBoxResponse = 1
      const before = await must<SettingsView>('settings.get')
      const dialogsBefore = messageBoxes().length

      const refused = await invoke('settings.update', {
        connection: { baseUrl: `${collector.url}/v2` }
      })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
      expect(refused.error!.message).toMatch(/not confirmed/)
      const shown = messageBoxes().slice(dialogsBefore)
      expect(shown).toHaveLength(1)
      expect(JSON.stringify(shown[0].options)).toContain(`${collector.url}/v2`)

      const test = await must<{ ok: boolean; message: string }>('settings.testConnection', {
        mode: 'custom',
        baseUrl: `${collector.url}/v2`,
        apiKey: KEY
      })
      expect(test).toMatchObject({ ok: false, outcome: 'notConfirmed' })
      expect(test.message).toMatch(/not confirmed/)

      expect(await must<SettingsView>('settings.get')).toEqual(before)
      expect(booted!.ctx!.host.plan()).toMatchObject({ sandbox: false })
      expect(booted!.ctx!.host.client().baseUrl).toBe(service.baseUrl)
      expect(collector.requests).toEqual([])
    })
  })

  describe('2b. addresses smuggled in while in sandbox mode', () => {
    it('asks before saving a new web app address, even in sandbox mode', async () => {
      await boot()
      booted!.electron.mockState.messageBoxResponse = 1
      const refused = await invoke('settings.update', {
        connection: { appUrl: 'https://evil.example' }
      })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
      expect(messageBoxes()).toHaveLength(1)
      expect(JSON.stringify(messageBoxes()[0].options)).toContain('https://evil.example')
      expect((await must<SettingsView>('settings.get')).connection.appUrl).toBe('')
      // Going back to the sandbox alone sends nothing anywhere and needs no question.
      await must('settings.update', { connection: { mode: 'sandbox' } })
      expect(messageBoxes()).toHaveLength(1)
    })
  })

  describe('2c. a change slipped in while the dialog is open', () => {
    it('applies nothing: what the clerk confirmed is what takes effect', async () => {
      await boot()
      let answer: (button: number) => void = () => undefined
      booted!.electron.mockState.messageBoxAnswer = new Promise((resolve) => (answer = resolve))
      const asked = invoke('settings.update', {
        connection: { mode: 'custom', baseUrl: service.baseUrl }
      })
      await new Promise((resolve) => setImmediate(resolve))
      expect(messageBoxes()).toHaveLength(1)
      // While the clerk reads, another change lands (with its own dialog, answered yes): the
      // first patch would now give a connection the clerk never saw.
      booted!.electron.mockState.messageBoxAnswer = Promise.resolve(0)
      await must('settings.update', { connection: { mode: 'sandbox', appUrl: collector.url } })
      answer(0)
      const result = await asked
      expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
      expect(result.error!.message).toMatch(/changed while you were asked/)
      expect((await must<SettingsView>('settings.get')).connection).toMatchObject({
        mode: 'sandbox',
        baseUrl: ''
      })
      expect(collector.requests).toEqual([])
    })
  })

  describe('7. plain http to a remote service from any settings source', () => {
    it('refuses it over IPC and ignores it in the managed file', async () => {
      await boot((_e, root) => {
        const connection = {
          mode: 'custom',
          baseUrl: 'http://api.example.com/v2',
          appUrl: '',
          directUploadUrl: null
        }
        writeFileSync(join(root, 'managed.json'), JSON.stringify({ settings: { connection } }))
      })
      expect((await must<SettingsView>('settings.get')).connection.baseUrl).toBe('')
      const refused = await invoke('settings.update', {
        connection: { mode: 'custom', baseUrl: 'http://api.example.com/v2' }
      })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } })
      expect(messageBoxes()).toEqual([])
    })
  })
})
