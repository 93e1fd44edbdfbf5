import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CommandName, EventName, IpcEvents } from '@shared/ipc'
import { createRoutes } from '../../src/main/ipc/routes/index'
import { runCommand } from '../../src/main/ipc/dispatch'
import { createIntakeHost, type RunningService } from '../../src/main/engineHost/intakeHost'
import { realEngine } from '../../src/main/engineHost/engine'
import { redactText } from '../../src/main/logging/redact'
import { startSandbox } from '../../src/sandbox/index'
import { createMemoryRouteDeps, type MemoryRecord } from '../support/memoryRouteDeps'
import type { CommandHandler } from './harness'

export interface RealBridge {
  handle: CommandHandler
  /** Where the page's events go; set by the test once the page is open. */
  forward(emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => Promise<void>): void
  sandbox(): RunningService
  /** What shell calls the routes made (Electron's part, recorded here). */
  record: MemoryRecord
  /** What main's dialogs answer next ("Add files…": `files`, cancelled while null). */
  dialogs: { files: string[] | null; folder: string | null; saveTarget: string | null }
  tempDir: string
  close(): Promise<void>
}

/**
 * The renderer's far side without Electron: the app's real IPC routes (validation and envelope
 * included) over the real intake host, IntakeService and embedded sandbox, in temp folders.
 * Shell and dialogs, the only OS parts, are recorded instead of opening windows; the route deps
 * are the same in-memory ones the IPC route tests use.
 */
export async function createRealBridge(
  opts: {
    delayMs?: number
    /** How often the host looks for mailed documents (default: the app's, once a minute). */
    mailEveryMs?: number
  } = {}
): Promise<RealBridge> {
  const tempDir = await mkdtemp(join(tmpdir(), 'dropdock-e2e-'))
  const dialogs: RealBridge['dialogs'] = {
    files: null,
    folder: join(tempDir, 'watched'),
    saveTarget: join(tempDir, 'saved-copy')
  }
  const deps = createMemoryRouteDeps({
    host: () => host,
    userData: tempDir,
    dialogAnswers: dialogs
  })
  let running: RunningService | null = null
  let emit: (<E extends EventName>(event: E, payload: IpcEvents[E]) => Promise<void>) | null = null
  const send = <E extends EventName>(event: E, payload: IpcEvents[E]): void => {
    void emit?.(event, payload).catch(() => undefined)
  }

  const host = createIntakeHost({
    ...realEngine,
    userData: tempDir,
    settings: () => deps.settings.get(),
    apiKey: () => deps.keys.get(),
    async startSandbox(o) {
      running = await startSandbox({ ...o, delayMs: opts.delayMs ?? 20, log: () => undefined })
      return running
    },
    log: () => undefined,
    pingEveryMs: 0,
    ...(opts.mailEveryMs !== undefined ? { mailEveryMs: opts.mailEveryMs } : {})
  })
  await host.start()
  host.onItems((items) => send('intake.items', items))
  host.onProgress((progress) => send('intake.progress', progress))
  host.onStatus((status) => send('app.status', status))

  const routes = createRoutes(deps) as Record<CommandName, (input: never) => Promise<unknown>>

  return {
    handle: (name, input) =>
      runCommand(
        name,
        routes[name] as never,
        input === undefined || input === null ? [] : [input],
        {
          redact: (text) => {
            const key = deps.keys.get()
            return redactText(text, key ? [key] : [])
          }
        }
      ),
    forward: (fn) => void (emit = fn),
    sandbox: () => {
      if (!running) throw new Error('The sandbox is not running.')
      return running
    },
    record: deps.record,
    dialogs,
    tempDir,
    async close() {
      emit = null
      await host.close()
      await rm(tempDir, { recursive: true, force: true })
    }
  }
}
