/**
 * Builds the window.dropdock object from the contract over any transport. Free of Electron so
 * the renderer's type of window.dropdock (index.d.ts) is derived from this code without pulling
 * Node or Electron types into the web project, and so browser tests can build the same object.
 */
import {
  COMMAND_NAMES,
  EVENT_NAMES,
  IPC_MAX_PATHS,
  PRELOAD_ONLY_COMMANDS,
  type BridgeApi,
  type CommandApi,
  type CommandName,
  type EventName,
  type FilesResult,
  type IpcEvents,
  type IpcResult
} from '@shared/ipc'
import type { DropResult } from '@shared/intake'
import { channelOf } from '@shared/ipcChannel'

/** How the bridge reaches main: one request/response call and one subscription. */
export interface BridgeTransport {
  invoke(channel: string, ...input: unknown[]): Promise<IpcResult<unknown>>
  /** Delivers each payload sent on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, deliver: (payload: unknown) => void): () => void
}

/** One named invoker per command the page may call, grouped by namespace: `intake.retry(input)`. */
export function commandInvokers(transport: BridgeTransport): CommandApi {
  const preloadOnly: readonly string[] = PRELOAD_ONLY_COMMANDS
  const api: Record<
    string,
    Record<string, (...args: unknown[]) => Promise<IpcResult<unknown>>>
  > = {}
  for (const name of COMMAND_NAMES) {
    if (preloadOnly.includes(name)) continue
    const [ns, method] = splitName(name)
    const channel = channelOf(name)
    api[ns] ??= {}
    api[ns][method] = (...args) => transport.invoke(channel, ...args.slice(0, 1))
  }
  return api as unknown as CommandApi
}

/** `on(event, listener)` for the contract's events; unknown names are refused loudly. */
export function eventSubscriber(transport: BridgeTransport): BridgeApi['on'] {
  const known: readonly string[] = EVENT_NAMES
  return <E extends EventName>(event: E, listener: (payload: IpcEvents[E]) => void) => {
    if (!known.includes(event)) throw new Error(`Unknown Dropdock event "${String(event)}"`)
    if (typeof listener !== 'function') throw new Error('on() needs a listener function')
    return transport.subscribe(channelOf(event), (payload) => listener(payload as IpcEvents[E]))
  }
}

/** The refusal of a call that handed over something other than the clerk's dropped files. */
export const NOT_DROPPED_FILES =
  'Only files dropped on the window or chosen with "Add files…" can be added.'

/**
 * `intake.addFiles(files)`: each File's path is read here, in the preload's isolated world,
 * with `pathForFile` (Electron's webUtils.getPathForFile), and only those paths go to main on
 * the preload-only channel. The page cannot forge a File for a path it names: a `new File()` it
 * makes has no path, and anything that is not a File (a string, a plain object) makes
 * getPathForFile throw, which refuses the call before anything is sent.
 */
export function fileIntake(
  transport: BridgeTransport,
  pathForFile: (file: File) => string
): (files: File[]) => Promise<IpcResult<FilesResult>> {
  const channel = channelOf('intake.addDropped' satisfies CommandName)
  const refused: IpcResult<never> = {
    ok: false,
    error: { kind: 'validation', message: NOT_DROPPED_FILES }
  }
  return async (files) => {
    if (!Array.isArray(files)) return refused
    const paths: string[] = []
    const withoutPath: number[] = []
    for (let i = 0; i < files.length; i++) {
      let path: unknown
      try {
        path = pathForFile(files[i])
      } catch {
        return refused
      }
      if (typeof path !== 'string') return refused
      if (path) paths.push(path)
      else withoutPath.push(i)
    }
    const total: DropResult = { accepted: 0, rejected: [] }
    // Main takes at most IPC_MAX_PATHS at once: a larger drop goes in chunks, one after the other.
    for (let i = 0; i < paths.length; i += IPC_MAX_PATHS) {
      const answer = await transport.invoke(channel, { paths: paths.slice(i, i + IPC_MAX_PATHS) })
      if (!answer.ok) return answer
      const part = answer.value as DropResult
      total.accepted += part.accepted
      total.rejected.push(...part.rejected)
    }
    return { ok: true, value: { ...total, withoutPath } }
  }
}

/** The complete window.dropdock object. */
export function createBridgeApi(transport: BridgeTransport, pathForFile: (file: File) => string) {
  const commands = commandInvokers(transport)
  const api = {
    ...commands,
    intake: { ...commands.intake, addFiles: fileIntake(transport, pathForFile) },
    on: eventSubscriber(transport)
  } satisfies BridgeApi
  return api
}

function splitName(name: CommandName): [string, string] {
  const dot = name.indexOf('.')
  return [name.slice(0, dot), name.slice(dot + 1)]
}
