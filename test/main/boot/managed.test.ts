import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CommandInput, CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { startSandbox } from '../../../src/sandbox/index'
import { bootApp, type Booted } from '../support/bootApp'

describe('main/index managed deployment', () => {
  let booted: Booted
  let service: Awaited<ReturnType<typeof startSandbox>>
  const call = async <K extends CommandName>(name: K, ...input: CommandInput<K>[]) => {
    const w = booted.electron.BrowserWindow.getAllWindows()[0]
    const event = { sender: w.webContents, senderFrame: w.webContents.mainFrame }
    return (await booted.electron.ipcMain.invoke(channelOf(name), event, ...input)) as {
      ok: boolean
      value?: Record<string, unknown>
      error?: { kind: string; message: string }
    }
  }

  beforeAll(async () => {
    service = await startSandbox({ host: '127.0.0.1', port: 0 })
    booted = await bootApp((_electron, root) => {
      writeFileSync(
        join(root, 'managed.json'),
        JSON.stringify({
          settings: {
            connection: {
              mode: 'custom',
              baseUrl: service.baseUrl,
              appUrl: service.appUrl,
              directUploadUrl: null
            },
            notifications: 'none'
          },
          locked: ['connection', 'apiKey']
        })
      )
      vi.stubEnv('DROPDOCK_API_KEY', service.apiKey)
    })
  })
  afterAll(async () => {
    await booted?.quit()
    await service?.close()
  })

  it("connects an unattended station to IT's service with the key from the environment", async () => {
    const info = await call('app.info')
    expect(info.value).toMatchObject({
      sandbox: false,
      service: 'custom',
      serviceHost: new URL(service.baseUrl).host
    })
    expect(booted.ctx!.host.status().connection).toBe('online')
  })

  it('shows the locks and refuses to change locked settings or the key', async () => {
    const view = await call('settings.get')
    expect(view.value).toMatchObject({
      hasApiKey: true,
      locked: ['connection', 'apiKey'],
      notifications: 'none'
    })
    expect(
      await call('settings.update', { connection: { baseUrl: 'https://evil.test/v2' } })
    ).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', message: expect.stringContaining('IT department') }
    })
    expect(
      await call('settings.setApiKey', { apiKey: 'sbx_other', acceptWeakStorage: true })
    ).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' }
    })
    expect(await call('settings.clearApiKey')).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' }
    })
  })

  it('still lets the clerk change what IT did not lock', async () => {
    expect(await call('settings.update', { notifications: 'errors' })).toMatchObject({
      ok: true,
      value: { notifications: 'errors' }
    })
  })
})
