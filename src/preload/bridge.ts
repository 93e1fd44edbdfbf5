/**
 * Builds the window.dropdock object from the contract over any transport. Free of Electron so
 * the renderer's type of window.dropdock (index.d.ts) is derived from this code without pulling
 * Node or Electron types into the web project, and so browser tests can build the same object.
 */
import {
  COMMAND_NAMES,
  EVENT_NAMES,
  type BridgeApi,
  type CommandApi,
  type CommandName,
  type EventName,
  type IpcEvents,
  type IpcResult
} from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'

/** How the bridge reaches main: one request/response call and one subscription. */
export interface BridgeTransport {
  invoke(channel: string, ...input: unknown[]): Promise<IpcResult<unknown>>
  /** Delivers each payload sent on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, deliver: (payload: unknown) => void): () => void
}

/** One named invoker per command, grouped by namespace: `intake.addPaths(input)`. */
export function commandInvokers(transport: BridgeTransport): CommandApi {
  const api: Record<
    string,
    Record<string, (...args: unknown[]) => Promise<IpcResult<unknown>>>
  > = {}
  for (const name of COMMAND_NAMES) {
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

/** The complete window.dropdock object. */
export function createBridgeApi(transport: BridgeTransport, pathForFile: (file: File) => string) {
  const api = {
    ...commandInvokers(transport),
    on: eventSubscriber(transport),
    pathForFile
  } satisfies BridgeApi
  return api
}

function splitName(name: CommandName): [string, string] {
  const dot = name.indexOf('.')
  return [name.slice(0, dot), name.slice(dot + 1)]
}
