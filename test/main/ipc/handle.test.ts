import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { IpcMainInvokeEvent } from 'electron'
import { COMMAND_NAMES, type CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { MockFrame, WebContents, ipcMain, resetElectronMock } from '../../mocks/electron'
import {
  createInvokeListener,
  registerCommands,
  type CommandHandlers,
  type IpcGuard
} from '../../../src/main/ipc/handle'
import { IPC_MAX_BYTES as MAX_BYTES } from '../../../src/shared/ipc'
import { RouteError } from '../../../src/main/errors/routeError'
import { redactText } from '../../../src/main/logging/redact'
import { hostilePayloads, LONGEST_REFUSAL } from '../../support/ipcFuzz/cases'
import { commandSpecs, validArgs, type FuzzEnv } from '../../support/ipcFuzz/payloads'
import { LANGUAGE_CHOICES } from '@shared/i18n/locales'

const KEY = 'sbx_blueharbor_full'
const TRUSTED_URL = 'file:///app/out/renderer/index.html'
/** The handlers are recorded, not run: the watched folder in valid payloads need not exist. */
const ENV: FuzzEnv = { folder: '/home/clerk/Inbox' }

function eventFrom(url: string, parent: MockFrame | null = null): IpcMainInvokeEvent {
  return {
    sender: new WebContents(),
    senderFrame: new MockFrame(url, parent)
  } as unknown as IpcMainInvokeEvent
}

const guard: IpcGuard = {
  isTrustedSender: (e) => e.senderFrame?.url === TRUSTED_URL && e.senderFrame.parent === null,
  redact: (t) => redactText(t, [KEY])
}

function recordingHandlers(): { handlers: CommandHandlers; calls: CommandName[] } {
  const calls: CommandName[] = []
  const handlers = Object.fromEntries(
    COMMAND_NAMES.map((n) => [
      n,
      async () => {
        calls.push(n)
        return null
      }
    ])
  ) as unknown as CommandHandlers
  return { handlers, calls }
}

describe('ipc/handle', () => {
  beforeEach(() => resetElectronMock())

  describe('registerCommands()', () => {
    it('registers one prefixed channel per command of the contract', () => {
      registerCommands(recordingHandlers().handlers, guard)
      expect([...ipcMain.handlers.keys()].sort()).toEqual(COMMAND_NAMES.map(channelOf).sort())
    })

    it('accepts every valid call from our window and wraps the answer in an IpcResult', async () => {
      const { handlers, calls } = recordingHandlers()
      registerCommands(handlers, guard)
      const specs = commandSpecs(ENV)
      const expected: CommandName[] = []
      for (const name of COMMAND_NAMES) {
        for (const args of specs[name].valid()) {
          const result = await ipcMain.invoke(
            channelOf(name),
            eventFrom(TRUSTED_URL) as never,
            ...args
          )
          expect(result, `${name} with ${JSON.stringify(args)}`).toEqual({ ok: true, value: null })
          expected.push(name)
        }
      }
      expect(calls).toEqual(expected)
    })

    it('refuses every command from a foreign frame, an iframe or a missing frame', async () => {
      const { handlers, calls } = recordingHandlers()
      registerCommands(handlers, guard)
      const foreign = [
        eventFrom('https://evil.test/'),
        eventFrom(TRUSTED_URL, new MockFrame(TRUSTED_URL)),
        { sender: new WebContents(), senderFrame: null } as unknown as IpcMainInvokeEvent
      ]
      for (const name of COMMAND_NAMES) {
        for (const event of foreign) {
          const args = validArgs(name, ENV)
          const result = (await ipcMain.invoke(channelOf(name), event as never, ...args)) as {
            ok: boolean
            error: { kind: string; message: string }
          }
          expect(result.ok).toBe(false)
          expect(result.error.kind).toBe('forbidden')
        }
      }
      expect(calls).toEqual([])
    })

    it('refuses hostile payloads for every command with a validation error, never a crash', async () => {
      const { handlers, calls } = recordingHandlers()
      registerCommands(handlers, guard)
      for (const name of COMMAND_NAMES) {
        for (const { label, args } of hostilePayloads()) {
          const result = (await ipcMain.invoke(
            channelOf(name),
            eventFrom(TRUSTED_URL) as never,
            ...args
          )) as {
            ok: boolean
            error?: { kind: string; message: string }
          }
          expect(result.ok, `${name} with ${label}`).toBe(false)
          expect(result.error?.kind, `${name} with ${label}`).toBe('validation')
          expect(result.error?.message.length, `${name} with ${label}`).toBeLessThanOrEqual(
            LONGEST_REFUSAL
          )
        }
      }
      expect(calls).toEqual([])
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })
  })

  describe('createInvokeListener()', () => {
    const call = async (name: CommandName, input: unknown) => {
      const listener = createInvokeListener(name, async () => null as never, guard)
      return listener(eventFrom(TRUSTED_URL), input)
    }

    it.each([
      ['a relative path', { paths: ['docs/invoice.pdf'] }, 'must be absolute'],
      ['path traversal', { paths: ['/home/clerk/../../etc/passwd'] }, '".." segments'],
      ['a NUL byte', { paths: ['/tmp/a\0b'] }, 'NUL'],
      [
        'more than 1000 paths',
        { paths: Array.from({ length: 1001 }, (_, i) => `/in/${i}.pdf`) },
        'more than 1000 items in one list'
      ],
      ['no paths', { paths: [] }, 'no paths'],
      ['an extra field', { paths: ['/a.pdf'], recursive: true }, 'unexpected field'],
      ['a missing field', {}, 'missing field']
    ])('refuses intake.addDropped with %s, saying why', async (_label, input, why) => {
      const result = await call('intake.addDropped', input)
      expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } })
      expect(!result.ok && result.error.message).toContain(why)
    })

    it('cuts a refusal that quotes a huge field name, in the message and the detail', async () => {
      const huge = 'k'.repeat(100_000)
      const result = await call('intake.addDropped', { paths: ['/a.pdf'], [huge]: 1 })
      expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } })
      if (result.ok) return
      expect(result.error.message).toContain('unexpected field')
      expect(result.error.message.length).toBeLessThanOrEqual(LONGEST_REFUSAL)
      expect(result.error.detail!.length).toBeLessThan(2 * LONGEST_REFUSAL)
    })

    it('refuses bytes over the size limit and names the limit', async () => {
      const md5 = Buffer.alloc(16).toString('base64')
      const result = await call('intake.addBytes', {
        name: 'big.pdf',
        bytes: new Uint8Array(MAX_BYTES + 1),
        md5
      })
      expect(!result.ok && result.error.message).toContain('larger than 100 MiB')
    })

    it('refuses a file name that is a path', async () => {
      const md5 = Buffer.alloc(16).toString('base64')
      const result = await call('intake.addBytes', {
        name: '../../x.pdf',
        bytes: new Uint8Array(1),
        md5
      })
      expect(!result.ok && result.error.message).toContain('must not contain "/"')
    })

    it('refuses a plain-http service URL that is not loopback', async () => {
      const result = await call('settings.update', {
        connection: { baseUrl: 'http://api.example.com/v2' }
      })
      expect(!result.ok && result.error.message).toContain('https://')
    })

    it('accepts a custom service at an https address', async () => {
      const result = await call('settings.update', {
        notifications: 'errors',
        connection: { mode: 'custom', baseUrl: 'https://api.example.com/v2' }
      })
      expect(result).toEqual({ ok: true, value: null })
    })

    it.each(['xx', '../de', 'DE', '', 'system ', 42])(
      'refuses the language %j, naming the languages it accepts',
      async (language) => {
        const result = await call('settings.update', { language })
        expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } })
        expect(!result.ok && result.error.message).toContain(
          'language: system, en, de, es, nl or zh-CN'
        )
      }
    )

    it('accepts each language the Settings screen offers', async () => {
      for (const language of LANGUAGE_CHOICES) {
        expect(await call('settings.update', { language })).toMatchObject({ ok: true })
      }
    })

    it('turns a thrown handler error into an IpcResult error without the API key', async () => {
      const listener = createInvokeListener(
        'lookup.infer',
        async () => {
          throw new RouteError(
            'auth',
            `The service refused the key ${KEY}.`,
            `Authorization: Token ${KEY}`
          )
        },
        guard
      )
      const result = await listener(eventFrom(TRUSTED_URL), { number: 'MSKU1234565' })
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'auth',
          message: 'The service refused the key [redacted].',
          detail: 'Authorization: Token [redacted]'
        }
      })
    })

    it('reports an unexpected exception as a plain sentence with the detail behind it', async () => {
      const listener = createInvokeListener(
        'intake.list',
        () => {
          throw new TypeError(`boom ${KEY}`)
        },
        guard
      )
      const result = await listener(eventFrom(TRUSTED_URL))
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'internal',
          message: 'Dropdock could not finish that request.',
          detail: 'boom [redacted]'
        }
      })
    })

    it('refuses when the trust check itself throws', async () => {
      const handler = vi.fn()
      const listener = createInvokeListener('app.info', handler, {
        ...guard,
        isTrustedSender: () => {
          throw new Error('destroyed')
        }
      })
      expect(await listener(eventFrom(TRUSTED_URL))).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' }
      })
      expect(handler).not.toHaveBeenCalled()
    })
  })
})
