/**
 * Builds createRoutes() outside Electron over a real IntakeService and the embedded sandbox,
 * with createMemoryRouteDeps, as the browser tests' bridge does. Calls go through runCommand, so
 * validation and the IpcResult envelope are the same as in the app.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CommandInput, CommandName, CommandOutput, IpcResult } from '@shared/ipc'
import type { FileState, IntakeItem } from '@shared/intake'
import type { KeyStorage } from '@shared/settingsSchema'
import { realEngine } from '../../../src/main/engineHost/engine'
import { newSandboxKey } from '../../../src/sandbox/index'
import { createIntakeHost, type IntakeHost } from '../../../src/main/engineHost/intakeHost'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { createRoutes, type Routes } from '../../../src/main/ipc/routes'
import { createMemoryRouteDeps, type MemoryRecord } from '../../support/memoryRouteDeps'
import { redactText } from '../../../src/main/logging/redact'
import { waitFor } from '../../support/waitFor'

export interface Harness {
  routes: Routes
  host: IntakeHost
  root: string
  record: MemoryRecord
  /** What main's dialogs answer next (the folder dialog: the harness's root at first). */
  answers: {
    folder: string | null
    files: string[] | null
    saveTarget: string | null
    /** The remove-from-inbox question (default: yes). */
    confirmRemoval?: boolean
  }
  /** The embedded sandbox's key (inbound mail needs it, as the app's own requests do). */
  sandboxKey: string
  call<K extends CommandName>(
    name: K,
    ...input: CommandInput<K>[]
  ): Promise<IpcResult<CommandOutput<K>>>
  /** The inbox's item named `name` once it is in `state` (waits up to 15 s). */
  settled(name: string, state: FileState): Promise<IntakeItem>
  close(): Promise<void>
}

/** A running harness; close() stops intake and the sandbox and removes the temp folder. */
export async function startHarness(
  opts: {
    keyStorage?: KeyStorage
    saveTarget?: string
    /** How often the host looks for mailed documents (default: the app's, once a minute). */
    mailEveryMs?: number
  } = {}
): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'dropdock-routes-'))
  const answers: Harness['answers'] = {
    folder: root,
    files: null,
    saveTarget: opts.saveTarget ?? join(root, 'diag.zip')
  }
  const deps = createMemoryRouteDeps({
    host: () => host,
    userData: root,
    keyStorage: opts.keyStorage,
    dialogAnswers: answers
  })
  const sandboxKey = newSandboxKey()
  const host: IntakeHost = createIntakeHost({
    userData: root,
    sandboxKey: () => sandboxKey,
    settings: () => deps.settings.get(),
    apiKey: () => deps.keys.get(),
    log: () => undefined,
    ...realEngine,
    ...(opts.mailEveryMs !== undefined ? { mailEveryMs: opts.mailEveryMs } : {})
  })
  await host.start()
  const routes = createRoutes(deps)
  return {
    routes,
    host,
    root,
    record: deps.record,
    answers,
    sandboxKey,
    call: (name, ...input) =>
      runCommand(name, routes[name] as never, input, {
        redact: (t) => redactText(t, [deps.keys.get() ?? ''].filter(Boolean))
      }) as never,
    settled: (name, state) =>
      waitFor(
        () =>
          host
            .intake()
            .list()
            .find((i) => i.name === name && i.state === state),
        `${name} to be ${state}`,
        15_000
      ),
    async close() {
      await host.close()
      rmSync(root, { recursive: true, force: true })
    }
  }
}
