/**
 * The only main-process file that touches ipcMain. Each command is registered once from the
 * contract: the sender is checked first, then runCommand() validates the input and wraps every
 * outcome in an IpcResult, so nothing crosses the bridge as an exception and no call crashes main.
 */
import { ipcMain } from 'electron'
import type { IpcMainInvokeEvent } from 'electron'
import { COMMAND_NAMES, type CommandName, type CommandOutput, type IpcResult } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { runCommand, type CommandHandler, type DispatchOptions } from './dispatch'

export type { CommandHandler } from './dispatch'

/** One handler per command: the shape createRoutes() returns. */
export type CommandHandlers = { [K in CommandName]: CommandHandler<K> }

/** How handle() decides whom to trust and how it keeps secrets out of errors. */
export interface IpcGuard extends DispatchOptions {
  /** True only for the main frame of one of our windows at our renderer URL. */
  isTrustedSender(event: IpcMainInvokeEvent): boolean
}

/** The listener handle() registers, exposed so it can be exercised without ipcMain. */
export function createInvokeListener<K extends CommandName>(
  name: K,
  handler: CommandHandler<K>,
  guard: IpcGuard
): (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<CommandOutput<K>>> {
  return async (event, ...args) => {
    let trusted = false
    try {
      trusted = guard.isTrustedSender(event)
    } catch {
      trusted = false
    }
    if (!trusted) {
      const message = 'Refused: this request did not come from the Dropdock window.'
      guard.onRefused?.(name, message)
      return { ok: false, error: { kind: 'forbidden', message } }
    }
    return runCommand(name, handler, args, guard)
  }
}

/** Registers one command on its channel. */
export function handle<K extends CommandName>(
  name: K,
  handler: CommandHandler<K>,
  guard: IpcGuard
): void {
  ipcMain.handle(channelOf(name), createInvokeListener(name, handler, guard))
}

/** Registers every command of the contract; returns the function that removes them again. */
export function registerCommands(handlers: CommandHandlers, guard: IpcGuard): () => void {
  for (const name of COMMAND_NAMES) {
    handle(name, handlers[name] as CommandHandler<typeof name>, guard)
  }
  return () => {
    for (const name of COMMAND_NAMES) ipcMain.removeHandler(channelOf(name))
  }
}
