/**
 * The only main-process file that touches ipcMain. Each command is registered once from the
 * contract: the sender is checked, the input validated against its schema, and every outcome
 * (including a thrown handler) comes back as an IpcResult, so nothing crosses the bridge as an
 * exception and no call can crash main.
 */
import { ipcMain } from 'electron'
import type { IpcMainInvokeEvent } from 'electron'
import * as v from 'valibot'
import {
  COMMAND_NAMES,
  type CommandInput,
  type CommandName,
  type CommandOutput,
  type IpcResult
} from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { findHostileShape } from './hostileShape'
import { toIntakeError } from './routeError'
import { COMMAND_SCHEMAS } from './schemas'

/** What a command handler does with its validated input. */
export type CommandHandler<K extends CommandName> = (
  input: CommandInput<K>
) => Promise<CommandOutput<K>> | CommandOutput<K>

/** One handler per command: the shape createRoutes() returns. */
export type CommandHandlers = { [K in CommandName]: CommandHandler<K> }

/** How handle() decides whom to trust and how it keeps secrets out of errors. */
export interface IpcGuard {
  /** True only for the main frame of one of our windows at our renderer URL. */
  isTrustedSender(event: IpcMainInvokeEvent): boolean
  /** Removes the API key (and anything else secret) from text going to the renderer. */
  redact(text: string): string
  /** Told about every refusal, for the log. */
  onRefused?(name: CommandName, reason: string): void
}

type InvokeListener<K extends CommandName> = (
  event: IpcMainInvokeEvent,
  ...args: unknown[]
) => Promise<IpcResult<CommandOutput<K>>>

/** The listener handle() registers, exposed so it can be exercised without ipcMain. */
export function createInvokeListener<K extends CommandName>(
  name: K,
  handler: CommandHandler<K>,
  guard: IpcGuard
): InvokeListener<K> {
  const schema = COMMAND_SCHEMAS[name] as v.GenericSchema<unknown, CommandInput<K>>
  const refuse = (kind: 'forbidden' | 'validation', message: string): IpcResult<never> => {
    guard.onRefused?.(name, message)
    return { ok: false, error: { kind, message } }
  }

  return async (event, ...args) => {
    let trusted = false
    try {
      trusted = guard.isTrustedSender(event)
    } catch {
      trusted = false
    }
    if (!trusted)
      return refuse('forbidden', 'Refused: this request did not come from the Dropdock window.')
    if (args.length > 1)
      return refuse('validation', `${name}: expected one argument, got ${args.length}.`)
    const input = args[0]
    const shape = findHostileShape(input)
    if (shape) return refuse('validation', `${name}: ${shape}.`)
    const parsed = v.safeParse(schema, input)
    if (!parsed.success) {
      return refuse('validation', guard.redact(`${name}: ${describeIssues(parsed.issues)}`))
    }
    try {
      const value = await handler(parsed.output)
      return { ok: true, value }
    } catch (err) {
      return { ok: false, error: toIntakeError(err, guard.redact) }
    }
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  const path = first.path?.map((p) => String(p.key)).join('.')
  let message = first.message
  if (first.type === 'strict_object' && first.expected === 'never') {
    message = `unexpected field ${first.received}`
  } else if (message.startsWith('Invalid key') && first.received === 'undefined') {
    message = `missing field ${first.expected}`
  }
  if (message.length > MAX_MESSAGE) message = `${message.slice(0, MAX_MESSAGE)}…`
  return path && !message.startsWith('unexpected field') ? `${path}: ${message}.` : `${message}.`
}

/** Valibot quotes what it received; a 5 MB string must not come back in the refusal. */
const MAX_MESSAGE = 160

/** Registers one command on its channel. */
export function handle<K extends CommandName>(
  name: K,
  handler: CommandHandler<K>,
  guard: IpcGuard
): void {
  ipcMain.handle(channelOf(name), createInvokeListener(name, handler, guard))
}

/** Registers every command of the contract; a missing handler is a compile error. */
export function registerCommands(handlers: CommandHandlers, guard: IpcGuard): () => void {
  for (const name of COMMAND_NAMES) {
    handle(name, handlers[name] as CommandHandler<typeof name>, guard)
  }
  return () => {
    for (const name of COMMAND_NAMES) ipcMain.removeHandler(channelOf(name))
  }
}
