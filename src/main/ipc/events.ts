import type { BrowserWindow } from 'electron'
import type { EventName, IpcEvents } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'

/** Sends a contract event to the window, if it is still there. */
export function sendEvent<E extends EventName>(
  win: BrowserWindow | null,
  event: E,
  payload: IpcEvents[E]
): void {
  if (!win || win.isDestroyed() || win.webContents.isDestroyed()) return
  win.webContents.send(channelOf(event), payload)
}
