/**
 * Builds createRoutes() outside Electron over a real IntakeService and the embedded sandbox,
 * the way the browser tests do: shell and dialogs are recorders, settings and keys are small
 * in-memory stand-ins. Calls go through runCommand, so validation and the IpcResult envelope
 * are the same as in the app.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CommandInput, CommandName, CommandOutput, IpcResult, Settings } from '@shared/ipc'
import { createServiceClient } from '../../../src/main/core/client/serviceClient'
import { writeDiagnostics } from '../../../src/main/diagnostics/diagnostics'
import { realEngine } from '../../../src/main/intake/engine'
import { createIntakeHost, type IntakeHost } from '../../../src/main/intake/intakeHost'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { RouteError } from '../../../src/main/ipc/routeError'
import { createRoutes, type RouteDeps, type Routes } from '../../../src/main/ipc/routes'
import { mergeUpdate } from '../../../src/main/settings/settingsFacade'
import { defaultSettings } from '../../../src/main/settings/defaults'
import { redactText } from '../../../src/main/logging/redact'

export interface Harness {
  routes: Routes
  host: IntakeHost
  root: string
  opened: { external: string[]; paths: string[]; folders: string[] }
  saveTarget: { next: string | null }
  weakKeyring: { on: boolean }
  call<K extends CommandName>(
    name: K,
    ...input: CommandInput<K>[]
  ): Promise<IpcResult<CommandOutput<K>>>
  close(): Promise<void>
}

/** A running harness; close() stops intake and the sandbox and removes the temp folder. */
export async function startHarness(): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'dropdock-routes-'))
  let settings: Settings = defaultSettings()
  let key: string | null = null
  const weakKeyring = { on: false }
  const opened = { external: [] as string[], paths: [] as string[], folders: [] as string[] }
  const saveTarget = { next: null as string | null }
  const host = createIntakeHost({
    userData: root,
    settings: () => settings,
    apiKey: () => key,
    log: () => undefined,
    ...realEngine
  })
  await host.start()

  const deps: RouteDeps = {
    app: { name: 'Dropdock', version: '0.1.0', platform: process.platform },
    intake: () => host.intake(),
    client: () => host.client(),
    connection: () => ({
      sandbox: host.plan().sandbox,
      serviceLabel: host.plan().serviceLabel,
      appUrl: host.appUrl()
    }),
    status: () => host.status(),
    refreshStatus: () => host.refreshStatus(),
    settings: {
      get: () => settings,
      update: (patch) => (settings = mergeUpdate(settings, patch)),
      locked: () => []
    },
    keys: {
      get: () => key,
      has: () => key !== null,
      storage: () => (weakKeyring.on ? 'basic_text' : 'keychain'),
      set: (k, accept) => {
        if (weakKeyring.on && !accept)
          throw new RouteError('forbidden', 'No system keyring is running.')
        key = k
      },
      clear: () => (key = null)
    },
    applySettings: async () => undefined,
    reconnect: () => host.restart(),
    createClient: createServiceClient,
    shell: {
      openPath: async (p) => (opened.paths.push(p), ''),
      showItemInFolder: (p) => void opened.folders.push(p),
      openExternal: async (u) => void opened.external.push(u)
    },
    dialogs: { chooseFolder: async () => root, chooseSaveTarget: async () => saveTarget.next },
    diagnostics: {
      write: (target) =>
        writeDiagnostics(target, {
          logDir: join(root, 'no-logs'),
          settings: () => settings,
          keyInfo: () => ({
            hasApiKey: key !== null,
            source: key ? 'stored' : null,
            storage: 'keychain'
          }),
          items: () => host.intake().list(),
          versions: () => ({ dropdock: '0.1.0' }),
          serviceLabel: () => host.plan().serviceLabel,
          locked: () => [],
          secrets: () => (key ? [key] : [])
        })
    }
  }
  const routes = createRoutes(deps)
  return {
    routes,
    host,
    root,
    opened,
    saveTarget,
    weakKeyring,
    call: (name, ...input) =>
      runCommand(name, routes[name] as never, input, {
        redact: (t) => redactText(t, key ? [key] : [])
      }) as never,
    async close() {
      await host.close()
      rmSync(root, { recursive: true, force: true })
    }
  }
}
