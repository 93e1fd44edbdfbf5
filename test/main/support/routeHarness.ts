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
import { newSandboxKey, startEmbeddedSandbox } from '../../../src/sandbox/index'
import { createIntakeHost, type IntakeHost } from '../../../src/main/engineHost/intakeHost'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { createRoutes, type Routes } from '../../../src/main/ipc/routes'
import { createMemoryRouteDeps, type MemoryRecord } from '../../support/memoryRouteDeps'
import { redactText } from '../../../src/main/logging/redact'
import { IntakeService } from '../../../src/engine/intake/intakeService'
import { whenSeen } from '../../support/whenSeen'

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
    /** The split and the remove-a-part questions (default: yes). */
    confirmSplit?: boolean
    confirmPartRemoval?: boolean
  }
  /** The embedded sandbox's key (inbound mail needs it, as the app's own requests do). */
  sandboxKey: string
  /** Requests the in-process sandbox answered, as "METHOD /path status" (not `sandboxProcess`). */
  requests: string[]
  call<K extends CommandName>(
    name: K,
    ...input: CommandInput<K>[]
  ): Promise<IpcResult<CommandOutput<K>>>
  /** The inbox's item named `name` once it is in `state` (told by the engine's item events). */
  settled(name: string, state: FileState): Promise<IntakeItem>
  /**
   * `pick`'s first truthy answer for the inbox, read through the intake.list route as the window
   * reads it: now, and again after each batch of item events (across restarts of intake).
   */
  inboxWhen<T>(
    pick: (items: IntakeItem[]) => T | null | undefined | false,
    what: string
  ): Promise<T>
  close(): Promise<void>
}

/** A running harness; close() stops intake and the sandbox and removes the temp folder. */
export async function startHarness(
  opts: {
    keyStorage?: KeyStorage
    saveTarget?: string
    /** How often the host looks for mailed documents (default: the app's, once a minute). */
    mailEveryMs?: number
    /**
     * The embedded sandbox as the app runs it, in its utility process behind the port main holds
     * (for the tests of that process); otherwise in this process, without the rate limit.
     */
    sandboxProcess?: boolean
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
  const requests: string[] = []
  const host: IntakeHost = createIntakeHost({
    userData: root,
    sandboxKey: () => sandboxKey,
    settings: () => deps.settings.get(),
    apiKey: () => deps.keys.get(),
    log: () => undefined,
    ...realEngine,
    // Documents are looked at every 100 ms, not on the app's schedule growing to a minute: a
    // result the sandbox has is seen at once, however slow the machine was a moment before.
    createIntake: (o) => new IntakeService({ ...o, followSchedule: () => 100 }),
    // The embedded sandbox in this process, without the service's 100 requests a minute: polls
    // every 100 ms would meet it within seconds and wait out its Retry-After of up to a minute.
    ...(opts.sandboxProcess
      ? {}
      : {
          startSandbox: (o: Parameters<typeof startEmbeddedSandbox>[0]) =>
            startEmbeddedSandbox({
              ...o,
              rateLimitPerMinute: 1_000_000,
              log: (line) => {
                const m = /^sandbox (\{.*\})$/.exec(line)
                const e =
                  m && (JSON.parse(m[1]!) as { method: string; path: string; status: number })
                if (e) requests.push(`${e.method} ${e.path} ${e.status}`)
                o.log?.(line)
              }
            })
        }),
    ...(opts.mailEveryMs !== undefined ? { mailEveryMs: opts.mailEveryMs } : {})
  })
  await host.start()
  const routes = createRoutes(deps)
  const call: Harness['call'] = (name, ...input) =>
    runCommand(name, routes[name] as never, input, {
      redact: (t) => redactText(t, [deps.keys.get() ?? ''].filter(Boolean))
    }) as never
  return {
    routes,
    host,
    root,
    record: deps.record,
    answers,
    sandboxKey,
    requests,
    call,
    settled: (name, state) =>
      whenSeen(
        (fn) => host.onItems(fn),
        () =>
          host
            .intake()
            .list()
            .find((i) => i.name === name && i.state === state),
        `${name} to be ${state}`
      ),
    inboxWhen: (pick, what) =>
      whenSeen(
        (fn) => host.onItems(fn),
        async () => {
          const res = await call('intake.list')
          if (!res.ok) throw new Error(res.error.message)
          return pick(res.value)
        },
        what
      ),
    async close() {
      await host.close()
      rmSync(root, { recursive: true, force: true })
    }
  }
}
