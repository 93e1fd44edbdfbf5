import { describe, expect, it, vi } from 'vitest'
import { COMMAND_NAMES, PRELOAD_ONLY_COMMANDS } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import type { DropdockApi } from '../../src/preload/index.d'
import { NOT_DROPPED_FILES } from '../../src/preload/bridge'

type ElectronMock = typeof import('../mocks/electron')
let mockState: ElectronMock['mockState']
let ipcRenderer: ElectronMock['ipcRenderer']

/** A fresh module graph: the preload runs its top level again against a fresh mock. */
async function loadPreload(): Promise<DropdockApi> {
  vi.resetModules()
  const electron: ElectronMock = await import('electron' as string)
  ;({ mockState, ipcRenderer } = electron)
  electron.resetElectronMock()
  await import('../../src/preload/index')
  return mockState.exposed.dropdock as DropdockApi
}

describe('preload/index', () => {
  it('exposes only window.dropdock', async () => {
    await loadPreload()
    expect(Object.keys(mockState.exposed)).toEqual(['dropdock'])
  })

  it('holds one function per page command, intake.addFiles and on(), nothing else', async () => {
    const api = (await loadPreload()) as unknown as Record<string, unknown>
    // Only own keys count: a raw invoke/send, ipcRenderer or a stray helper would be one more.
    const expected = new Map<string, string[]>([['intake', ['addFiles']]])
    const preloadOnly: readonly string[] = PRELOAD_ONLY_COMMANDS
    for (const name of COMMAND_NAMES) {
      if (preloadOnly.includes(name)) continue
      const dot = name.indexOf('.')
      expected.set(name.slice(0, dot), [
        ...(expected.get(name.slice(0, dot)) ?? []),
        name.slice(dot + 1)
      ])
    }
    expect(Object.keys(api).sort()).toEqual([...expected.keys(), 'on'].sort())
    for (const [ns, methods] of expected) {
      const group = api[ns] as Record<string, unknown>
      expect(Object.keys(group).sort(), ns).toEqual([...methods].sort())
      for (const method of methods) expect(typeof group[method], `${ns}.${method}`).toBe('function')
    }
    expect(typeof api.on).toBe('function')
  })

  it('offers one named invoker per command on its prefixed channel', async () => {
    const api = await loadPreload()
    ipcRenderer.invokeImpl = async (channel) => ({ ok: true, value: channel })
    const preloadOnly: readonly string[] = PRELOAD_ONLY_COMMANDS
    for (const name of COMMAND_NAMES) {
      if (preloadOnly.includes(name)) continue
      const [ns, method] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)]
      const fn = (
        api as unknown as Record<string, Record<string, (i?: unknown) => Promise<unknown>>>
      )[ns][method]
      expect(await fn({ x: 1 }), name).toEqual({ ok: true, value: channelOf(name) })
    }
    expect(ipcRenderer.invoked.every((c) => c.args.length === 1)).toBe(true)
  })

  it('sends nothing but the single input argument', async () => {
    const api = await loadPreload()
    ipcRenderer.invokeImpl = async () => ({ ok: true, value: null })
    await (api.intake.retry as (...a: unknown[]) => Promise<unknown>)(
      { ids: ['a'] },
      'extra',
      'more'
    )
    expect(ipcRenderer.invoked.at(-1)).toEqual({
      channel: 'dropdock:intake.retry',
      args: [{ ids: ['a'] }]
    })
  })

  it('delivers event payloads without the IPC event and unsubscribes', async () => {
    const api = await loadPreload()
    const seen: unknown[] = []
    const off = api.on('app.navigate', (p) => seen.push(p))
    ipcRenderer.emit('dropdock:app.navigate', { sender: 'secret' }, { view: 'inbox', itemId: 'a' })
    off()
    ipcRenderer.emit('dropdock:app.navigate', {}, { view: 'lookup' })
    expect(seen).toEqual([{ view: 'inbox', itemId: 'a' }])
    expect(ipcRenderer.listenerCount('dropdock:app.navigate')).toBe(0)
  })

  it('refuses to subscribe to a channel outside the contract', async () => {
    const api = await loadPreload()
    expect(() => api.on('electron-store-get-data' as never, () => undefined)).toThrow(
      /Unknown Dropdock event/
    )
  })

  it('sends the paths of dropped Files, read through webUtils, and nothing the page named', async () => {
    const api = await loadPreload()
    const { fileFromDisk } = await import('electron' as string)
    ipcRenderer.invokeImpl = async () => ({ ok: true, value: { accepted: 1, rejected: [] } })
    const answer = await api.intake.addFiles([
      fileFromDisk('/home/clerk/scan.pdf'),
      new File(['attachment'], 'invoice.pdf')
    ])
    expect(answer).toEqual({ ok: true, value: { accepted: 1, rejected: [], withoutPath: [1] } })
    expect(ipcRenderer.invoked).toEqual([
      { channel: 'dropdock:intake.addDropped', args: [{ paths: ['/home/clerk/scan.pdf'] }] }
    ])

    // A path as text, or an object dressed as a File, is refused before anything is sent.
    for (const named of [['/home/clerk/.ssh/id_rsa'], [{ path: '/etc/shadow', name: 'x' }]]) {
      expect(await api.intake.addFiles(named as unknown as File[])).toEqual({
        ok: false,
        error: { kind: 'validation', message: NOT_DROPPED_FILES }
      })
    }
    expect(ipcRenderer.invoked).toHaveLength(1)
  })
})
