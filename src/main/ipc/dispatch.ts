/**
 * Validation and the IpcResult envelope for one command call, without Electron: handle() runs
 * it after the sender check, and browser tests run it to give their bridge the same behaviour.
 */
import * as v from 'valibot'
import type { CommandInput, CommandName, CommandOutput, IpcResult } from '@shared/ipc'
import { findHostileShape } from './hostileShape'
import { toIpcError } from './routeError'
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
export const MAX_MESSAGE = 160

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
  // The clerk reads `message` (the reason, as a sentence); "Copy error" gives `detail`, which
  // names the command and the field for whoever looks into it.
  const refuse = (reason: string, field?: string): IpcResult<never> => {
    const detail = opts.redact(`${name}: ${field ? `${field}: ` : ''}${reason}.`)
    const message = opts.redact(`${reason}.`)
    opts.onRefused?.(name, detail)
    return { ok: false, error: { kind: 'validation', message, detail } }
  }
  if (args.length > 1) return refuse(`expected one argument, got ${args.length}`)
  const input = args[0]
  const shape = findHostileShape(input)
  if (shape) return refuse(shape)
  // Valibot takes any object for an object schema: an empty list would pass as "no fields".
  if (Array.isArray(input) || ArrayBuffer.isView(input))
    return refuse('expected named fields, not a list')
  const schema = COMMAND_SCHEMAS[name] as v.GenericSchema<unknown, CommandInput<K>>
  const parsed = v.safeParse(schema, input)
  if (!parsed.success) {
    const issue = describeIssue(parsed.issues)
    return refuse(issue.reason, issue.field)
  }
  try {
    return { ok: true, value: await handler(parsed.output) }
  } catch (err) {
    return { ok: false, error: toIpcError(err, opts.redact) }
  }
}

function describeIssue(issues: readonly v.BaseIssue<unknown>[]): {
  reason: string
  field?: string
} {
  const first = issues[0]
  const path = first.path?.map((p) => String(p.key)).join('.')
  let reason = first.message.replace(/\.$/, '')
  if (first.type === 'strict_object' && first.expected === 'never') {
    return { reason: capped(`unexpected field ${first.received}`) }
  } else if (reason.startsWith('Invalid key') && first.received === 'undefined') {
    reason = `missing field ${first.expected}`
  }
  return path ? { reason: capped(reason), field: capped(path) } : { reason: capped(reason) }
}

/** Any text that quotes the payload (a value, a key name) is cut to MAX_MESSAGE. */
function capped(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text
}
