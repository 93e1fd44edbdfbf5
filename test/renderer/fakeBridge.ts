import { vi } from 'vitest'
import {
  COMMAND_NAMES,
  type BridgeApi,
  type CommandName,
  type CommandOutput,
  type EventName,
  type IpcEvents,
  type IpcResult
} from '@shared/ipc'
import type { IntakeError } from '@shared/intake'
import { fileIntake } from '../../src/preload/bridge'

export { makeItem } from '../support/makeItem'

type Handler = (input: never) => unknown

/**
 * A stand-in for `window.dropdock`: every command answers from `handlers` (ok envelope, or the
 * error envelope when a handler throws `{ error }`), and `emit` delivers events to whoever
 * subscribed through `on`, exactly as the preload does.
 */
export interface FakeBridge {
  api: BridgeApi
  calls: { name: CommandName; input: unknown }[]
  emit<E extends EventName>(event: E, payload: IpcEvents[E]): void
  listenerCount(event: EventName): number
  answer<K extends CommandName>(
    name: K,
    value: CommandOutput<K> | ((input: never) => CommandOutput<K>)
  ): void
  fail(name: CommandName, error: IntakeError): void
}

export function installFakeBridge(): FakeBridge {
  const handlers = new Map<CommandName, Handler>()
  const failures = new Map<CommandName, IntakeError>()
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
  const calls: FakeBridge['calls'] = []
  const api: Record<string, unknown> = {}

  const answer = async (name: CommandName, input?: unknown): Promise<IpcResult<unknown>> => {
    calls.push({ name, input })
    const failure = failures.get(name)
    if (failure) return { ok: false, error: failure }
    const handler = handlers.get(name)
    return { ok: true, value: handler ? handler(input as never) : undefined }
  }
  for (const name of COMMAND_NAMES) {
    const [ns, method] = name.split('.') as [string, string]
    const group = (api[ns] ??= {}) as Record<string, unknown>
    group[method] = vi.fn((input?: unknown) => answer(name, input))
  }
  // The preload's own code for drops, over this fake: a File named `disk-…` lives on disk.
  const intake = api.intake as Record<string, unknown>
  delete intake.addDropped
  intake.addFiles = fileIntake(
    {
      invoke: (channel, input) => answer(channel.replace(/^dropdock:/, '') as CommandName, input),
      subscribe: () => () => undefined
    },
    (file) => {
      // As webUtils.getPathForFile: anything but a File throws.
      if (!(file instanceof File)) throw new TypeError('not a File')
      return file.name.startsWith('disk-') ? `/home/clerk/${file.name}` : ''
    }
  )
  api.on = (event: EventName, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
    return () => set.delete(listener)
  }

  const fake: FakeBridge = {
    api: api as unknown as BridgeApi,
    calls,
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    answer(name, value) {
      failures.delete(name)
      handlers.set(name, typeof value === 'function' ? (value as Handler) : () => value)
    },
    fail(name, error) {
      failures.set(name, error)
    }
  }
  ;(globalThis as unknown as { dropdock: BridgeApi }).dropdock = fake.api
  return fake
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}
