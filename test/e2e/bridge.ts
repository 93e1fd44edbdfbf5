/// <reference types="node" />
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CommandName, EventName, IpcEvents, KeyStorage } from '@shared/ipc'
import { createRoutes, type RouteDeps } from '../../src/main/ipc/routes/index'
import { runCommand } from '../../src/main/ipc/dispatch'
import { createIntakeHost, type RunningService } from '../../src/main/intake/intakeHost'
import { realEngine } from '../../src/main/intake/engine'
import { createSettingsFacade } from '../../src/main/settings/settingsFacade'
import { createServiceClient } from '../../src/main/core/client/serviceClient'
import { startSandbox } from '../../src/sandbox/index'
import type { CommandHandler } from './harness'

export interface RealBridge {
  handle: CommandHandler
  /** Where the page's events go; set by the test once the page is open. */
  forward(emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => Promise<void>): void
  sandbox(): RunningService
  /** What shell/dialog calls the routes made (Electron's part, recorded here). */
  shellCalls: { kind: string; arg: string }[]
  tempDir: string
  close(): Promise<void>
}

/**
 * The renderer's far side without Electron: the app's real IPC routes (validation and envelope
 * included) over the real intake host, IntakeService and embedded sandbox, in temp folders.
 * Shell and dialogs, the only OS parts, are recorded instead of opening windows.
 */
export async function createRealBridge(opts: { delayMs?: number } = {}): Promise<RealBridge> {
  const tempDir = await mkdtemp(join(tmpdir(), 'dropdock-e2e-'))
  const settings = createSettingsFacade({ store: { store: {} }, managed: null })
  let key: string | null = null
  let running: RunningService | null = null
  const shellCalls: RealBridge['shellCalls'] = []
  let emit: (<E extends EventName>(event: E, payload: IpcEvents[E]) => Promise<void>) | null = null
  const send = <E extends EventName>(event: E, payload: IpcEvents[E]): void => {
    void emit?.(event, payload).catch(() => undefined)
  }

  const host = createIntakeHost({
    ...realEngine,
    userData: tempDir,
    settings: () => settings.get(),
    apiKey: () => key,
    async startSandbox(o) {
      running = await startSandbox({ ...o, delayMs: opts.delayMs ?? 20, log: () => undefined })
      return running
    },
    log: () => undefined,
    pingEveryMs: 0
  })
  await host.start()
  host.onItems((items) => send('intake.items', items))
  host.onProgress((progress) => send('intake.progress', progress))
  host.onStatus((status) => send('app.status', status))

  const storage: KeyStorage = 'keychain'
  const deps: RouteDeps = {
    app: { name: 'Dropdock', version: '0.1.0-e2e', platform: process.platform },
    intake: () => host.intake(),
    client: () => host.client(),
    connection: () => {
      const plan = host.plan()
      return { sandbox: plan.sandbox, serviceLabel: plan.serviceLabel, appUrl: host.appUrl() }
    },
    status: () => host.status(),
    setPaused: (paused) => host.setPaused(paused),
    settings,
    keys: {
      get: () => key,
      has: () => key !== null,
      storage: () => storage,
      set: (k) => void (key = k),
      clear: () => void (key = null)
    },
    applySettings: async (before, after) => {
      if (JSON.stringify(before.folders) !== JSON.stringify(after.folders)) await host.rewatch()
    },
    reconnect: () => host.restart(),
    createClient: createServiceClient,
    shell: {
      openPath: async (path) => {
        shellCalls.push({ kind: 'openPath', arg: path })
        return ''
      },
      showItemInFolder: (path) => void shellCalls.push({ kind: 'showItemInFolder', arg: path }),
      openExternal: async (url) => void shellCalls.push({ kind: 'openExternal', arg: url })
    },
    dialogs: {
      chooseFolder: async () => {
        shellCalls.push({ kind: 'chooseFolder', arg: '' })
        return join(tempDir, 'watched')
      },
      chooseSaveTarget: async (name) => join(tempDir, `saved-${name}`)
    },
    diagnostics: { write: (target) => writeFile(target, 'diagnostics') }
  }
  const routes = createRoutes(deps) as Record<CommandName, (input: never) => Promise<unknown>>

  return {
    handle: (name, input) =>
      runCommand(
        name,
        routes[name] as never,
        input === undefined || input === null ? [] : [input],
        {
          redact: (text) => (key ? text.split(key).join('[key]') : text)
        }
      ),
    forward: (fn) => void (emit = fn),
    sandbox: () => {
      if (!running) throw new Error('The sandbox is not running.')
      return running
    },
    shellCalls,
    tempDir,
    async close() {
      emit = null
      await host.close()
      await rm(tempDir, { recursive: true, force: true })
    }
  }
}
