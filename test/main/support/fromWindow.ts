/**
 * Commands as the booted app's window sends them: through ipcMain, from the window's own
 * webContents and main frame, so main's sender checks pass and only the command's meaning is
 * judged. One helper for the security suites that drive main as a (compromised) window would.
 */
import type { IntakeItem } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { whenSeen } from '../../support/whenSeen'
import type { Booted } from './bootApp'

/** What a command answers over IPC. */
export interface Answer {
  ok: boolean
  value?: unknown
  error?: { kind: string; message: string }
}

/** The options of a native message box main showed. */
export interface MessageBox {
  title?: string
  message: string
  detail: string
  buttons: string[]
  defaultId: number
  cancelId: number
}

/** Sends `name` (with `input`, when given) from the window of `booted`. */
export async function invokeFromWindow(
  booted: Booted,
  name: CommandName,
  input?: unknown
): Promise<Answer> {
  const win = booted.electron.BrowserWindow.getAllWindows()[0]
  const event = { sender: win.webContents, senderFrame: win.webContents.mainFrame }
  const args = input === undefined ? [] : [input]
  return (await booted.electron.ipcMain.invoke(channelOf(name), event, ...args)) as Answer
}

/** invokeFromWindow's value; throws, naming the command, when it was refused. */
export async function mustFromWindow<T>(
  booted: Booted,
  name: CommandName,
  input?: unknown
): Promise<T> {
  const answer = await invokeFromWindow(booted, name, input)
  if (!answer.ok) throw new Error(`${name} failed: ${answer.error?.message}`)
  return answer.value as T
}

/** Every native message box main showed so far, oldest first. */
export function messageBoxes(booted: Booted): MessageBox[] {
  return booted.electron.mockState.dialogCalls
    .filter((c) => c.kind === 'message')
    .map((c) => c.options as MessageBox)
}

/**
 * `pick`'s first truthy answer for the inbox as the window reads it (intake.list), read now and
 * again after each batch of the engine's item events: bounded by the test's timeout, not by a
 * guess of how long the upload takes under load.
 */
export function inboxWhen<T>(
  booted: Booted,
  pick: (items: IntakeItem[]) => T | null | undefined | false,
  what: string
): Promise<T> {
  return whenSeen(
    (look) => booted.ctx!.host.onItems(look),
    async () => pick(await mustFromWindow<IntakeItem[]>(booted, 'intake.list')),
    what
  )
}
