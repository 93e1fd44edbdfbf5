import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import type { StorageProblem } from '@shared/storageProblem'
import type { AppStatus } from '@shared/appStatus'
import type { Settings } from '@shared/settingsSchema'
import type { ServiceClient, ServiceConfig } from '../../../src/engine/client/serviceClient'
import { ServiceError } from '../../../src/engine/client/errors'
import { createIntakeHost, type IntakeHostOptions } from '../../../src/main/engineHost/intakeHost'
import { planConnection } from '../../../src/main/engineHost/connection'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { IntakeService } from '../../../src/engine/intake/intakeService'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { entry } from '../../engine/ledger/entry'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'
import type { IntakePort } from '../../../src/main/engineHost/ports'
import { defaultSettings } from '../../../src/main/settings/defaults'

/** A fake engine recording what the host did; the real one is covered in routes and boot tests. */
function fakeEngine(ping: () => Promise<{ latencyMs: number }>) {
  const log = {
    sandboxes: [] as string[],
    clients: [] as ServiceConfig[],
    intakes: [] as string[],
    closed: 0
  }
  let listeners: { items?: (i: IntakeItem[]) => void } = {}
  let onStorage: ((p: StorageProblem | null) => void) | undefined
  let storage: StorageProblem | null = null
  let paused = false
  const intake = {
    watch: async () => undefined,
    pause: () => void (paused = true),
    resume: () => void (paused = false),
    counts: () => ({ total: 0, active: 0, done: 0, attention: 0, failed: 0, paused }),
    on: (event: string, fn: (payload: unknown) => void) => {
      if (event === 'items') listeners = { items: fn }
      if (event === 'storage') onStorage = fn
      return () => undefined
    },
    storageProblem: () => storage,
    folderHealth: () => [],
    stateDamage: () => null,
    waitingForService: () => null,
    close: async () => void log.closed++
  } as unknown as IntakePort
  const factories: Pick<IntakeHostOptions, 'createIntake' | 'createClient' | 'startSandbox'> = {
    startSandbox: async ({ dataDir }) => {
      log.sandboxes.push(dataDir)
      return {
        baseUrl: 'http://127.0.0.1:1/v2',
        appUrl: 'http://127.0.0.1:1',
        apiKey: 'sbx_blueharbor_full',
        close: async () => undefined
      }
    },
    createClient: (cfg) => {
      log.clients.push(cfg)
      return {
        appUrl: cfg.appUrl ?? 'https://app.example.com',
        baseUrl: cfg.baseUrl,
        ping
      } as unknown as ServiceClient
    },
    createIntake: ({ stateDir, paused: startPaused }) => {
      log.intakes.push(stateDir)
      paused = startPaused
      return intake
    }
  }
  return {
    log,
    factories,
    emitItems: () => listeners.items?.([]),
    emitStorage: (p: StorageProblem | null) => {
      storage = p
      onStorage?.(p)
    }
  }
}

describe('intake/connection', () => {
  describe('planConnection()', () => {
    const custom = {
      ...defaultSettings().connection,
      mode: 'custom' as const,
      baseUrl: 'https://api.corp.test/v2'
    }
    it('uses the sandbox without a key, whatever the mode', () => {
      expect(planConnection(custom, false)).toEqual({
        sandbox: true,
        service: 'sandbox',
        host: null,
        serviceLabel: 'Sandbox',
        stateKey: 'sandbox'
      })
    })
    it('names a custom service by its host and keeps its ledger apart', () => {
      expect(planConnection(custom, true)).toEqual({
        sandbox: false,
        service: 'custom',
        host: 'api.corp.test',
        serviceLabel: 'api.corp.test',
        stateKey: 'api.corp.test'
      })
    })
    it('calls production "Production"', () => {
      expect(planConnection({ ...custom, mode: 'production' }, true)).toMatchObject({
        service: 'production',
        host: null,
        serviceLabel: 'Production'
      })
    })
  })
})

describe('intake/intakeHost', () => {
  let dir: string
  let settings: Settings
  let key: string | null
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-host-'))
    settings = defaultSettings()
    key = null
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const host = (ping: () => Promise<{ latencyMs: number }>) => {
    const engine = fakeEngine(ping)
    const h = createIntakeHost({
      userData: dir,
      settings: () => settings,
      apiKey: () => key,
      log: () => undefined,
      pingEveryMs: 0,
      ...engine.factories
    })
    return { h, engine }
  }

  describe('start()', () => {
    it('starts the embedded sandbox under userData when no key is set', async () => {
      const { h, engine } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      expect(engine.log.sandboxes).toEqual([join(dir, 'sandbox')])
      expect(engine.log.intakes).toEqual([join(dir, 'intake', 'sandbox')])
      expect(h.status().connection).toBe('sandbox')
      expect(h.plan().serviceLabel).toBe('Sandbox')
    })

    it('connects to the configured service with the key and reports it online', async () => {
      settings.connection = {
        ...settings.connection,
        mode: 'custom',
        baseUrl: 'https://api.corp.test/v2'
      }
      key = 'sbx_blueharbor_full'
      const { h, engine } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      expect(engine.log.sandboxes).toEqual([])
      expect(engine.log.clients[0]).toMatchObject({
        baseUrl: 'https://api.corp.test/v2',
        apiKey: key
      })
      expect(h.status()).toMatchObject({ connection: 'online', message: null })
    })

    it.each([
      [
        'auth_error',
        new ServiceError({ kind: 'auth', message: 'The service refused the API key.' })
      ],
      ['offline', new ServiceError({ kind: 'network', message: 'The service cannot be reached.' })]
    ])('reports %s with the reason when the check fails', async (state, err) => {
      settings.connection = {
        ...settings.connection,
        mode: 'custom',
        baseUrl: 'https://api.corp.test/v2'
      }
      key = 'k'
      const { h } = host(async () => {
        throw err
      })
      await h.start()
      expect(h.status()).toMatchObject({ connection: state, message: err.message })
    })
  })

  describe('start() failing', () => {
    it('reports offline with the reason instead of starting forever', async () => {
      const engine = fakeEngine(async () => ({ latencyMs: 1 }))
      const h = createIntakeHost({
        userData: dir,
        settings: () => settings,
        apiKey: () => key,
        log: () => undefined,
        ...engine.factories,
        startSandbox: async () => {
          throw new Error('no free port')
        }
      })
      await expect(h.start()).rejects.toThrow('no free port')
      expect(h.status()).toMatchObject({
        connection: 'offline',
        message: 'intake could not start: no free port'
      })
      const listed = await runCommand('intake.list', () => h.intake().list(), [], {
        redact: (t) => t
      })
      expect(listed).toEqual({
        ok: false,
        error: {
          kind: 'upstream',
          message: 'The intake service is not running (intake could not start: no free port).'
        }
      })
    })
  })

  describe('restart()', () => {
    it('closes the running engine and starts on the new settings', async () => {
      const { h, engine } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      settings.connection = {
        ...settings.connection,
        mode: 'custom',
        baseUrl: 'https://api.corp.test/v2'
      }
      key = 'k'
      const seen: string[] = []
      h.onStatus((s) => seen.push(s.connection))
      await h.restart()
      expect(engine.log.closed).toBe(1)
      expect(h.plan().serviceLabel).toBe('api.corp.test')
      expect(seen).toEqual(['starting', 'online'])
    })
  })

  describe('restart() while paused', () => {
    it('keeps intake paused on the new connection', async () => {
      const { h } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      h.setPaused(true)
      await h.restart()
      expect(h.status().paused).toBe(true)
    })
  })

  describe('refreshStatus()', () => {
    it('announces a pause once, and nothing when nothing changed', async () => {
      const { h } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      const seen: boolean[] = []
      h.onStatus((s) => seen.push(s.paused))
      h.intake().pause()
      h.refreshStatus()
      h.refreshStatus()
      expect(seen).toEqual([true])
    })
  })

  describe('a disk refusing the ledger', () => {
    it('puts its sentence in the status while it lasts, and takes it out after', async () => {
      const { h, engine } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      const seen: (string | null | undefined)[] = []
      h.onStatus((s) => seen.push(s.storage?.message))
      const message = "The disk holding Dropdock's data is full: /x/ledger.journal.jsonl"
      const problem = { message, code: 'ENOSPC', path: '/x/ledger.journal.jsonl' }
      engine.emitStorage(problem)
      expect(h.status().storage).toEqual(problem)
      engine.emitStorage(null)
      expect(seen).toEqual([message, undefined])
    })
  })

  describe('a watched folder that cannot be reached (real engine, real folders)', () => {
    it('watches the others and puts the unreachable one, with its reason, in the status', async () => {
      const engine = fakeEngine(async () => ({ latencyMs: 1 }))
      const ok = join(dir, 'scans')
      const missing = join(dir, 'share')
      mkdirSync(ok)
      settings = {
        ...settings,
        folders: [ok, missing].map((path) => resolveFolder({ path }))
      }
      const h = createIntakeHost({
        userData: dir,
        settings: () => settings,
        apiKey: () => key,
        log: () => undefined,
        pingEveryMs: 0,
        mailEveryMs: 0,
        ...engine.factories,
        createIntake: (o) => new IntakeService({ ...o, stateDir: join(dir, 'state') })
      })
      await h.start()
      try {
        expect(h.status().folderProblems).toEqual([
          {
            path: missing,
            state: 'unreachable',
            code: 'ENOENT',
            reason: `The folder "${missing}" does not exist (or cannot be reached).`
          }
        ])
        expect(h.intake().folderHealth()).toContainEqual(
          expect.objectContaining({ path: ok, state: 'watching' })
        )
        // Every watched folder, each with its health, for the settings card.
        expect(h.status().folders?.map((f) => [f.path, f.state])).toEqual([
          [ok, 'watching'],
          [missing, 'unreachable']
        ])
        // The clerk stops watching the missing share: the window hears it is no problem now.
        const seen: AppStatus[] = []
        h.onStatus((s) => seen.push(s))
        settings = { ...settings, folders: [resolveFolder({ path: ok })] }
        await h.rewatch()
        expect(seen.at(-1)?.folderProblems).toEqual([])
        expect(seen.at(-1)?.folders?.map((f) => f.path)).toEqual([ok])
      } finally {
        await h.close()
      }
    })
  })

  describe('a damaged state folder (real engine, real files)', () => {
    it('puts what is lost in the status and in the log', async () => {
      const engine = fakeEngine(async () => ({ latencyMs: 1 }))
      const state = join(dir, 'state')
      const l = new Ledger(state)
      l.create([entry('a'), entry('b'), entry('c'), entry('d')])
      l.compact()
      l.close()
      const snap = join(state, 'ledger.snapshot.jsonl')
      writeFileSync(snap, readFileSync(snap, 'utf8').split('\n').slice(0, 3).join('\n') + '\n')
      const logged: string[] = []
      const h = createIntakeHost({
        userData: dir,
        settings: () => settings,
        apiKey: () => key,
        log: (line) => logged.push(line),
        pingEveryMs: 0,
        mailEveryMs: 0,
        ...engine.factories,
        createIntake: (o) => new IntakeService({ ...o, stateDir: state })
      })
      await h.start()
      try {
        const said = `The state folder ${state} is damaged: The ledger's snapshot is cut short: 2 files of 4 are missing. Files whose records are lost are sent again; the service keeps one document per content.`
        expect(h.status().stateDamage).toBe(said)
        expect(logged).toContain(said)
      } finally {
        await h.close()
      }
    })
  })

  describe('close()', () => {
    it('pauses and closes the engine; commands then say it is not running', async () => {
      const { h, engine } = host(async () => ({ latencyMs: 1 }))
      await h.start()
      await h.close()
      expect(engine.log.closed).toBe(1)
      expect(() => h.intake()).toThrow('The intake service is not running (it is stopped).')
    })
  })
})
