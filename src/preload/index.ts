/**
 * Sandboxed preload: exposes window.dropdock, a narrow API with one named function per command,
 * and nothing else (no ipcRenderer, no Node).
 */
import { contextBridge, webUtils } from 'electron'
import { createBridgeApi } from './bridge'
import { ipcTransport } from './invoke'

const api = createBridgeApi(ipcTransport, (file) => webUtils.getPathForFile(file))

contextBridge.exposeInMainWorld('dropdock', api)
