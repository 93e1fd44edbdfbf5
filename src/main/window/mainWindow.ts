/**
 * The one Dropdock window: secure preferences, guarded navigation, hidden to the tray on close
 * unless the app is quitting.
 */
import { BrowserWindow, session } from 'electron'
import { guardNavigation, type NavigationPolicy } from './navigationGuard'
import { isOwnRendererUrl, type RendererTarget } from './rendererUrl'
import { secureWebPreferences } from './webPreferences'

export interface MainWindowOptions {
  preloadPath: string
  target: RendererTarget
  iconPath: string
  /** Show once ready; false when started at login into the tray. */
  show: boolean
  hideOnClose(): boolean
  isQuitting(): boolean
  isExternalAllowed: NavigationPolicy['isExternalAllowed']
  openExternal: NavigationPolicy['openExternal']
  onRefused?: NavigationPolicy['onRefused']
}

/** Creates the window and loads the renderer. */
export function setupMainWindow(opts: MainWindowOptions): BrowserWindow {
  // Electronegativity CONTEXT_ISOLATION_JS_CHECK, SANDBOX_JS_CHECK, AUXCLICK_JS_CHECK: it cannot
  // see into secureWebPreferences() (contextIsolation and sandbox true, no Node); middle-click
  // and window.open end in the deny-all window-open handler of guardNavigation().
  const win = new BrowserWindow({
    width: 1180,
    height: 780,
    minWidth: 760,
    minHeight: 520,
    show: false,
    title: 'Dropdock',
    icon: opts.iconPath,
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(opts.preloadPath)
  })
  guardNavigation(win.webContents, {
    isOwnPage: (url) => isOwnRendererUrl(url, opts.target),
    isExternalAllowed: opts.isExternalAllowed,
    openExternal: opts.openExternal,
    onRefused: opts.onRefused
  })
  win.on('ready-to-show', () => {
    if (opts.show) win.show()
  })
  win.on('close', (event) => {
    if (opts.isQuitting() || !opts.hideOnClose()) return
    event.preventDefault()
    win.hide()
  })
  void win.loadURL(opts.target.url)
  return win
}

/** The renderer asks for no camera, microphone, geolocation…: every permission is denied. */
export function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false)
  )
  session.defaultSession.setPermissionCheckHandler(() => false)
}

/** Brings the window to the front (second launch, tray, notification click). */
export function revealWindow(win: BrowserWindow | null): void {
  if (!win || win.isDestroyed()) return
  if (win.isMinimized()) win.restore()
  win.show()
  win.focus()
}
