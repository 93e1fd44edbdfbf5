/**
 * The only preload file that touches ipcRenderer: the bridge's transport. Renderer code never
 * sees ipcRenderer or the IPC event object, only payloads.
 */
import { ipcRenderer } from 'electron'
import type { IpcRendererEvent } from 'electron'
import type { IpcResult } from '@shared/ipc'
import type { BridgeTransport } from './bridge'

/** invoke() per command and on()/off() per event, over Electron's IPC. */
export const ipcTransport: BridgeTransport = {
  invoke(channel, ...input) {
    return ipcRenderer.invoke(channel, ...input) as Promise<IpcResult<unknown>>
  },
  subscribe(channel, deliver) {
    const wrapped = (_event: IpcRendererEvent, payload: unknown): void => deliver(payload)
    ipcRenderer.on(channel, wrapped)
    return () => {
      ipcRenderer.removeListener(channel, wrapped)
    }
  }
}
