/**
 * Validation and the IpcResult envelope for one command call, without Electron: handle() runs
 * it after the sender check, and browser tests run it to give their bridge the same behaviour.
 */
import * as v from 'valibot'
import type { CommandInput, CommandName, CommandOutput, IpcResult } from '@shared/ipc'
import { findHostileShape } from './hostileShape'
import { toIntakeError } from './routeError'
import { COMMAND_SCHEMAS } from './schemas'

/** What a command handler does with its validated input. */
export type CommandHandler<K extends CommandName> = (
  input: CommandInput<K>
) => Promise<CommandOutput<K>> | CommandOutput<K>

export interface DispatchOptions {
  /** Removes the API key (and anything else secret) from text going to the renderer. */
  redact(text: string): string
  /** Told about every refusal, for the log. */
  onRefused?(name: CommandName, reason: string): void
}

/** Valibot quotes what it received; a 5 MB string must not come back in the refusal. */
const MAX_MESSAGE = 160

/**
 * Checks the raw arguments of a call against the command's schema and runs the handler. Every
 * outcome, a refusal or a thrown error included, comes back as an IpcResult.
 */
export async function runCommand<K extends CommandName>(
  name: K,
  handler: CommandHandler<K>,
  args: readonly unknown[],
  opts: DispatchOptions
): Promise<IpcResult<CommandOutput<K>>> {
  const refuse = (message: string): IpcResult<never> => {
    const clean = opts.redact(message)
    opts.onRefused?.(name, clean)
    return { ok: false, error: { kind: 'validation', message: clean } }
  }
  if (args.length > 1) return refuse(`${name}: expected one argument, got ${args.length}.`)
  const input = args[0]
  const shape = findHostileShape(input)
  if (shape) return refuse(`${name}: ${shape}.`)
  // Valibot takes any object for an object schema: an empty list would pass as "no fields".
  if (Array.isArray(input) || ArrayBuffer.isView(input))
    return refuse(`${name}: expected named fields, not a list.`)
  const schema = COMMAND_SCHEMAS[name] as v.GenericSchema<unknown, CommandInput<K>>
  const parsed = v.safeParse(schema, input)
  if (!parsed.success) return refuse(`${name}: ${describeIssues(parsed.issues)}`)
  try {
    return { ok: true, value: await handler(parsed.output) }
  } catch (err) {
    return { ok: false, error: toIntakeError(err, opts.redact) }
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
