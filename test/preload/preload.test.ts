import { describe, expect, it, vi } from 'vitest'
import { COMMAND_NAMES } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import type { DropdockApi } from '../../src/preload/index.d'

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

  it('holds exactly one function per command, on() and pathForFile, nothing else', async () => {
    const api = (await loadPreload()) as unknown as Record<string, unknown>
    // Only own keys count: a raw invoke/send, ipcRenderer or a stray helper would be one more.
    const expected = new Map<string, string[]>()
    for (const name of COMMAND_NAMES) {
      const dot = name.indexOf('.')
      expected.set(name.slice(0, dot), [
        ...(expected.get(name.slice(0, dot)) ?? []),
        name.slice(dot + 1)
      ])
    }
    expect(Object.keys(api).sort()).toEqual([...expected.keys(), 'on', 'pathForFile'].sort())
    for (const [ns, methods] of expected) {
      const group = api[ns] as Record<string, unknown>
      expect(Object.keys(group).sort(), ns).toEqual([...methods].sort())
      for (const method of methods) expect(typeof group[method], `${ns}.${method}`).toBe('function')
    }
    expect(typeof api.on).toBe('function')
    expect(typeof api.pathForFile).toBe('function')
  })

  it('offers one named invoker per command on its prefixed channel', async () => {
    const api = await loadPreload()
    ipcRenderer.invokeImpl = async (channel) => ({ ok: true, value: channel })
    for (const name of COMMAND_NAMES) {
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

  it('returns the dropped file path through webUtils', async () => {
    const api = await loadPreload()
    expect(api.pathForFile({ path: '/home/clerk/a.pdf' } as unknown as File)).toBe(
      '/home/clerk/a.pdf'
    )
    expect(api.pathForFile({} as File)).toBe('')
  })
})
