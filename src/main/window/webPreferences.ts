import type { WebPreferences } from 'electron'

/**
 * Electron's security checklist, spelled out rather than trusted to defaults: an isolated,
 * sandboxed renderer without Node, without <webview>, with web security on.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false
  }
}
