/**
 * Dropdock's main process: the startup sequence, nothing else. Each step is a feature module
 * with its own setupX(); see the layers of src/main in docs/architecture.md.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BrowserWindow, Menu, app, dialog, protocol, safeStorage, session, shell } from 'electron'
import type { AppContext } from './boot/context'
import { openAppState } from './boot/openAppState'
import { setupProcessGuards } from './boot/processGuards'
import { HIDDEN_FLAG } from './boot/loginItem'
import { preloadPath, resourcesDir } from './boot/paths'
import { setupQuit } from './boot/quit'
import { setupSingleInstance } from './boot/singleInstance'
import { translatorFor } from './i18n/translate'
import { createIntakeHost } from './engineHost/intakeHost'
import { realEngine } from './engineHost/engine'
import { electronRouteDeps } from './ipc/electronDeps'
import { sandboxKeyFor } from './secrets/sandboxKey'
import { sendEvent } from './ipc/events'
import { registerCommands } from './ipc/handle'
import { createRoutes } from './ipc/routes'
import { redactText } from './logging/redact'
import { applyStartAtLogin, checkForUpdates, createSettingsApplier } from './boot/applySettings'
import type { NotifierHandle } from './notifications/setupNotifications'
import type { TrayHandle } from './tray/setupTray'
import { trayContext, connectEvents, setupAppTray } from './wiring'
import { isAllowedExternalUrl } from './window/externalLinks'
import { registerAppScheme, serveAppScheme } from './window/appProtocol'
import { denyAllPermissions, revealWindow, setupMainWindow } from './window/mainWindow'
import { hardenAllWebContents } from './window/navigationGuard'
import { rendererTarget } from './window/rendererUrl'
import { isTrustedSender } from './window/senderCheck'
import { closeSessionNetwork } from './window/webrtc'

const mainDir = dirname(fileURLToPath(import.meta.url))

/** Starts the app; resolves to its context, or null in a second instance that handed over. */
async function boot(): Promise<AppContext | null> {
  let win: BrowserWindow | null = null
  if (!setupSingleInstance(app, () => ctx?.reveal())) return null
  let ctx: AppContext | null = null
  // Must precede 'ready': the renderer's own origin, app://dropdock/, instead of file://.
  registerAppScheme(protocol)
  await app.whenReady()

  const platform = process.platform
  const userData = app.getPath('userData')
  const logDir = app.getPath('logs')
  const { keys, logger, settings } = openAppState({
    userData,
    logDir,
    isPackaged: app.isPackaged,
    platform,
    env: process.env,
    safeStorage
  })
  const translator = () => translatorFor(settings.get().language, app.getLocale())
  guardProcess(logger, translator)

  const host = openHost({ userData, platform, keys, logger, settings })
  const { target, resources } = rendererAndResources()
  let tray: TrayHandle | null = null
  let notifier: NotifierHandle | null = null
  const quit = setupQuit({
    app,
    shutdown: async () => {
      notifier?.dispose()
      await host.close()
      tray?.destroy()
    },
    log: (line) => logger.warn(line)
  })

  const createWindow = windowMaker({ target, resources, settings, host, logger, quit })
  ctx = {
    platform,
    userData,
    logDir,
    resources,
    logger,
    keys,
    settings,
    host,
    translator,
    window: () => (win && !win.isDestroyed() ? win : null),
    reveal: () => {
      if (!win || win.isDestroyed()) win = createWindow(true)
      revealWindow(win)
    },
    navigate: (to) => {
      ctx!.reveal()
      // A window created just now has no renderer listening yet: deliver once it has loaded.
      if (win && !win.isDestroyed() && win.webContents.isLoading()) {
        win.webContents.once('did-finish-load', () => sendEvent(win, 'app.navigate', to))
      } else sendEvent(win, 'app.navigate', to)
    }
  }
  const context = ctx

  await lockDown(platform, target)
  registerIpc(context, target, {
    window: () => win,
    updateTray: () => tray?.update(host.status(), trayContext(context))
  })

  try {
    await host.start()
  } catch (err) {
    logger.error('intake could not start', err)
  }
  tray = setupAppTray(context, () => app.quit())
  notifier = connectEvents(context, tray)
  win = createWindow(!startedHidden(platform))
  if (settings.get().startAtLogin) applyStartAtLogin(context, true)
  checkForUpdates(context, settings.get().autoUpdate)

  app.on('window-all-closed', () => {
    // Dropdock lives in the tray; quitting is an explicit choice (tray menu or Cmd+Q).
  })
  app.on('activate', () => context.reveal())
  logger.info(`Dropdock ${app.getVersion()} started on ${host.plan().serviceLabel}`)
  return context
}

type Logger = AppContext['logger']
type RendererTarget = ReturnType<typeof rendererTarget>

/** A crash of main's own is logged and told in the clerk's language. */
function guardProcess(logger: Logger, translator: AppContext['translator']): void {
  setupProcessGuards({
    log: (what, err) => logger.error(what, err),
    translator,
    show: (title, body) => dialog.showErrorBox(title, body)
  })
}

/** Where the window's page comes from (served on app:// when built), and the app's resources. */
function rendererAndResources(): { target: RendererTarget; resources: string } {
  const target = rendererTarget({
    isPackaged: app.isPackaged,
    devUrl: process.env.ELECTRON_RENDERER_URL,
    mainDir
  })
  if (target.kind === 'app') serveAppScheme(protocol, target.root)
  const resources = resourcesDir({
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: process.resourcesPath
  })
  return { target, resources }
}

/** The intake engine's host, on the saved settings and keys. */
function openHost(o: {
  userData: string
  platform: NodeJS.Platform
  keys: AppContext['keys']
  logger: Logger
  settings: AppContext['settings']
}): AppContext['host'] {
  const { userData, platform, keys, logger, settings } = o
  return createIntakeHost({
    userData,
    settings: () => settings.get(),
    apiKey: () => keys.getFor(settings.get().connection.baseUrl),
    sandboxKey: sandboxKeyFor(userData, safeStorage, platform),
    log: (line) => logger.info(line),
    rememberPaused: (paused) => settings.update({ paused }),
    ...realEngine
  })
}

/** Makes the main window (shown or not) as the settings and the quit state say. */
function windowMaker(o: {
  target: RendererTarget
  resources: string
  settings: AppContext['settings']
  host: AppContext['host']
  logger: Logger
  quit: { isQuitting(): boolean }
}): (show: boolean) => BrowserWindow {
  const { target, resources, settings, host, logger, quit } = o
  return (show) =>
    setupMainWindow({
      preloadPath: preloadPath(mainDir),
      target,
      iconPath: join(resources, 'icon.png'),
      show,
      hideOnClose: () => settings.get().hideOnClose,
      isQuitting: quit.isQuitting,
      isExternalAllowed: (url) => isAllowedExternalUrl(url, host.appUrl()),
      // Electronegativity OPEN_EXTERNAL_JS_CHECK: the window calls this only after
      // isExternalAllowed() above accepted the URL; the browser gets it as parsed and checked
      // (its href), never the window's own spelling of it.
      openExternal: (url) => void shell.openExternal(new URL(url).href),
      onRefused: (what, url) => logger.warn(`refused ${what} to ${url}`)
    })
}

/** What no page may have: permissions, navigation, network of its session; a menu bar. */
async function lockDown(platform: NodeJS.Platform, target: RendererTarget): Promise<void> {
  // Windows shows notifications only for apps with an AppUserModelID (the installer's appId).
  if (platform === 'win32') app.setAppUserModelId('com.dropdock.desktop')
  denyAllPermissions()
  hardenAllWebContents(app)
  await closeSessionNetwork(session.defaultSession, target)
  if (platform !== 'darwin') Menu.setApplicationMenu(null)
}

/** The window's commands, taken only from the app's own window. */
function registerIpc(
  context: AppContext,
  target: RendererTarget,
  live: { window(): BrowserWindow | null; updateTray(): void }
): void {
  registerCommands(
    createRoutes(electronRouteDeps(context, createSettingsApplier(context, live.updateTray))),
    {
      isTrustedSender: (event) =>
        isTrustedSender(
          event,
          (contents) => BrowserWindow.fromWebContents(contents) === live.window(),
          target
        ),
      redact: (text) => redactText(text, context.keys.secrets()),
      onRefused: (name, reason) => context.logger.warn(`IPC ${name} refused: ${reason}`)
    }
  )
}

/** Started at login: the window stays hidden, Dropdock waits in the tray. */
function startedHidden(platform: NodeJS.Platform): boolean {
  return (
    process.argv.includes(HIDDEN_FLAG) ||
    (platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin)
  )
}

/** The running app's context once started (tests await it). */
export const started: Promise<AppContext | null> = boot()
