/**
 * Hand-written stand-in for the `electron` module (vitest aliases `electron` here). Each class
 * records what the app did to it, and `mockState` lets a test drive what Electron would do
 * (a second launch, a click on a tray entry, the keyring backend). `resetElectronMock()` gives
 * every test a fresh world.
 */
import { fork } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

type Listener = (...args: unknown[]) => unknown

export type StorageBackend =
  'basic_text' | 'gnome_libsecret' | 'kwallet' | 'kwallet5' | 'kwallet6' | 'unknown'

/** A fake Electron event with preventDefault() that tests can inspect. */
export class MockEvent {
  defaultPrevented = false
  preventDefault(): void {
    this.defaultPrevented = true
  }
}

/* ---------- state the tests drive ---------- */

interface MockState {
  singleInstanceLock: boolean
  paths: Record<string, string>
  version: string
  quitCalled: number
  exitCode: number | null
  loginItem: { openAtLogin: boolean; openAsHidden?: boolean; args?: string[] }
  loginItemCalls: { openAtLogin?: boolean }[]
  encryptionAvailable: boolean
  storageBackend: StorageBackend
  shell: {
    openExternal: string[]
    openPath: string[]
    showItemInFolder: string[]
  }
  openDialogResult: { canceled: boolean; filePaths: string[] }
  saveDialogResult: { canceled: boolean; filePath?: string }
  /** Button index showMessageBox answers with (0: the first button, e.g. "Change address"). */
  messageBoxResponse: number
  /** When set, showMessageBox waits for it and answers with its button index (a clerk reading). */
  messageBoxAnswer: Promise<number> | null
  /** Schemes given to protocol.registerSchemesAsPrivileged, and when (before 'ready' or not). */
  privilegedSchemes: { scheme: string; privileges: Record<string, boolean>; beforeReady: boolean }[]
  /** Handlers given to protocol.handle, by scheme: call one with a Request to fetch a page. */
  protocolHandlers: Record<string, (request: Request) => Promise<Response>>
  dialogCalls: { kind: string; options: unknown }[]
  exposed: Record<string, unknown>
  applicationMenu: Menu | null
  permissionHandler: Listener | null
  /** Every session.defaultSession.setProxy() call, in order, with how many windows existed. */
  proxyConfigs: { config: Record<string, unknown>; windowsOpen: number }[]
  dockHidden: boolean
  /** What app.getLocale() reports: the system's language. */
  systemLocale: string
  /** Every utilityProcess.fork(): the module, its args and options, and the process. */
  utilityForks: {
    modulePath: string
    args: string[]
    options: Record<string, unknown>
    process: UtilityProcess
  }[]
}

function freshState(): MockState {
  return {
    singleInstanceLock: true,
    paths: {},
    version: '0.1.0',
    quitCalled: 0,
    exitCode: null,
    loginItem: { openAtLogin: false },
    loginItemCalls: [],
    encryptionAvailable: true,
    storageBackend: 'gnome_libsecret',
    shell: { openExternal: [], openPath: [], showItemInFolder: [] },
    openDialogResult: { canceled: true, filePaths: [] },
    saveDialogResult: { canceled: true },
    messageBoxResponse: 0,
    messageBoxAnswer: null,
    privilegedSchemes: [],
    utilityForks: [],
    protocolHandlers: {},
    dialogCalls: [],
    exposed: {},
    applicationMenu: null,
    permissionHandler: null,
    proxyConfigs: [],
    dockHidden: false,
    systemLocale: 'en-US'
  }
}

export const mockState: MockState = freshState()

/** Forget every window, tray, handler and recorded call. */
export function resetElectronMock(): void {
  Object.assign(mockState, freshState())
  app.removeAllListeners()
  app.reset()
  BrowserWindow.windows = []
  Tray.instances = []
  Notification.instances = []
  Notification.supported = true
  ipcMain.reset()
  ipcRenderer.reset()
  nextId = 1
}

let nextId = 1

/* ---------- app ---------- */

class MockApp extends EventEmitter {
  name = 'Dropdock'
  isPackaged = false
  private ready = false
  private readyWaiters: (() => void)[] = []
  quitting = false
  dock = {
    hide: (): void => {
      mockState.dockHidden = true
    },
    show: async (): Promise<void> => {
      mockState.dockHidden = false
    },
    setIcon: (): void => undefined
  }

  reset(): void {
    this.ready = false
    this.readyWaiters = []
    this.quitting = false
  }

  requestSingleInstanceLock(): boolean {
    return mockState.singleInstanceLock
  }
  releaseSingleInstanceLock(): void {}

  /** Test helper: Electron is ready (resolves whenReady, emits 'ready'). */
  makeReady(): void {
    this.ready = true
    for (const w of this.readyWaiters.splice(0)) w()
    this.emit('ready')
  }
  isReady(): boolean {
    return this.ready
  }
  whenReady(): Promise<void> {
    if (this.ready) return Promise.resolve()
    return new Promise((resolve) => this.readyWaiters.push(resolve))
  }

  /** Like Electron: before-quit (preventable), then will-quit (preventable), then quit. */
  quit(): void {
    mockState.quitCalled++
    const before = new MockEvent()
    this.emit('before-quit', before)
    if (before.defaultPrevented) return
    this.quitting = true
    const will = new MockEvent()
    this.emit('will-quit', will)
    if (will.defaultPrevented) return
    this.emit('quit', new MockEvent(), 0)
  }
  exit(code = 0): void {
    mockState.exitCode = code
  }
  focus(): void {}
  getPath(name: string): string {
    if (!mockState.paths[name]) {
      mockState.paths[name] = mkdtempSync(join(tmpdir(), `dropdock-mock-${name}-`))
    }
    return mockState.paths[name]
  }
  setPath(name: string, value: string): void {
    mockState.paths[name] = value
  }
  getVersion(): string {
    return mockState.version
  }
  getLocale(): string {
    return mockState.systemLocale
  }
  getName(): string {
    return this.name
  }
  getAppPath(): string {
    return process.cwd()
  }
  setAppUserModelId(): void {}
  setLoginItemSettings(settings: { openAtLogin?: boolean; openAsHidden?: boolean }): void {
    mockState.loginItemCalls.push(settings)
    mockState.loginItem = {
      ...mockState.loginItem,
      ...settings,
      openAtLogin: !!settings.openAtLogin
    }
  }
  getLoginItemSettings(): { openAtLogin: boolean } {
    return { ...mockState.loginItem }
  }
}

export const app = new MockApp()

/* ---------- frames, webContents, windows ---------- */

/** Stand-in for WebFrameMain: a URL and a parent (null for a main frame). */
export class MockFrame {
  parent: MockFrame | null
  url: string
  readonly routingId = nextId++
  constructor(url: string, parent: MockFrame | null = null) {
    this.url = url
    this.parent = parent
  }
  get top(): MockFrame {
    return this.parent ? this.parent.top : this
  }
}

type WindowOpenHandler = (details: { url: string; frameName: string; features: string }) => {
  action: 'allow' | 'deny'
}

export class WebContents extends EventEmitter {
  readonly id = nextId++
  readonly mainFrame = new MockFrame('about:blank')
  /** Every `send(channel, payload)` made to this renderer. */
  readonly sent: { channel: string; args: unknown[] }[] = []
  windowOpenHandler: WindowOpenHandler | null = null
  /** What setWebRTCIPHandlingPolicy set ('default' until then, as in Electron). */
  webRTCIPHandlingPolicy = 'default'
  private destroyed = false

  setWebRTCIPHandlingPolicy(policy: string): void {
    this.webRTCIPHandlingPolicy = policy
  }
  getWebRTCIPHandlingPolicy(): string {
    return this.webRTCIPHandlingPolicy
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler
  }
  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    this.sent.push({ channel, args })
  }
  getURL(): string {
    return this.mainFrame.url
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  destroy(): void {
    this.destroyed = true
  }
  openDevTools(): void {}
  loading = false
  isLoading(): boolean {
    return this.loading
  }

  /** Test helper: what Electron does when the page tries to navigate. */
  simulateNavigation(url: string): MockEvent {
    const event = new MockEvent()
    this.emit('will-navigate', event, url)
    return event
  }
  /** Test helper: window.open / target=_blank from the page. */
  simulateWindowOpen(url: string): { action: 'allow' | 'deny' } {
    if (!this.windowOpenHandler) return { action: 'allow' }
    return this.windowOpenHandler({ url, frameName: '', features: '' })
  }
}

export class BrowserWindow extends EventEmitter {
  static windows: BrowserWindow[] = []
  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.windows.filter((w) => !w.isDestroyed())
  }
  static fromWebContents(wc: unknown): BrowserWindow | null {
    return BrowserWindow.windows.find((w) => w.webContents === wc) ?? null
  }
  static fromId(id: number): BrowserWindow | null {
    return BrowserWindow.windows.find((w) => w.id === id) ?? null
  }

  readonly id = nextId++
  readonly options: Record<string, unknown>
  readonly webContents = new WebContents()
  visible: boolean
  minimized = false
  focused = false
  destroyed = false
  loaded: { kind: 'url' | 'file'; target: string } | null = null
  focusCount = 0

  constructor(options: Record<string, unknown> = {}) {
    super()
    this.options = options
    this.visible = options.show !== false
    BrowserWindow.windows.push(this)
    app.emit('web-contents-created', new MockEvent(), this.webContents)
  }

  get webPreferences(): Record<string, unknown> {
    return (this.options.webPreferences as Record<string, unknown>) ?? {}
  }

  /** Loading starts now and finishes on the next turn, like a real page load. */
  async loadURL(url: string): Promise<void> {
    this.loaded = { kind: 'url', target: url }
    this.webContents.mainFrame.url = url
    this.finishLoadSoon()
  }
  async loadFile(file: string): Promise<void> {
    this.loaded = { kind: 'file', target: file }
    this.webContents.mainFrame.url = new URL(`file://${file}`).href
    this.finishLoadSoon()
  }
  private finishLoadSoon(): void {
    this.webContents.loading = true
    setImmediate(() => {
      this.webContents.loading = false
      if (!this.webContents.isDestroyed()) this.webContents.emit('did-finish-load')
    })
  }
  show(): void {
    this.visible = true
    this.emit('show')
  }
  hide(): void {
    this.visible = false
    this.emit('hide')
  }
  focus(): void {
    this.focused = true
    this.focusCount++
    this.emit('focus')
  }
  restore(): void {
    this.minimized = false
  }
  minimize(): void {
    this.minimized = true
  }
  isMinimized(): boolean {
    return this.minimized
  }
  isVisible(): boolean {
    return this.visible
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  setMenuBarVisibility(): void {}
  removeMenu(): void {}
  /** Like Electron: 'close' is preventable; otherwise the window is destroyed. */
  close(): void {
    const event = new MockEvent()
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroy()
  }
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.visible = false
    this.webContents.destroy()
    this.emit('closed')
  }
}

/* ---------- menus and tray ---------- */

export interface MockMenuItem {
  id?: string
  label?: string
  type?: string
  enabled?: boolean
  checked?: boolean
  visible?: boolean
  accelerator?: string
  click?: (...args: unknown[]) => unknown
  submenu?: Menu
}

export class Menu {
  readonly items: MockMenuItem[]
  constructor(items: MockMenuItem[] = []) {
    this.items = items
  }
  static buildFromTemplate(template: Record<string, unknown>[]): Menu {
    return new Menu(
      template.map((t) => {
        const sub = t.submenu
        return {
          ...(t as MockMenuItem),
          submenu: Array.isArray(sub) ? Menu.buildFromTemplate(sub) : (sub as Menu | undefined)
        }
      })
    )
  }
  static setApplicationMenu(menu: Menu | null): void {
    mockState.applicationMenu = menu
  }
  getMenuItemById(id: string): MockMenuItem | null {
    return this.items.find((i) => i.id === id) ?? null
  }
}

export class NativeImage {
  readonly path: string
  template = false
  constructor(path: string) {
    this.path = path
  }
  isEmpty(): boolean {
    return this.path === ''
  }
  setTemplateImage(on: boolean): void {
    this.template = on
  }
  isTemplateImage(): boolean {
    return this.template
  }
  resize(): NativeImage {
    return this
  }
}

export const nativeImage = {
  createFromPath: (path: string): NativeImage => new NativeImage(path),
  createEmpty: (): NativeImage => new NativeImage('')
}

export class Tray extends EventEmitter {
  static instances: Tray[] = []
  image: NativeImage | string
  menu: Menu | null = null
  tooltip = ''
  images: (NativeImage | string)[] = []
  destroyed = false

  constructor(image: NativeImage | string) {
    super()
    this.image = image
    this.images.push(image)
    Tray.instances.push(this)
  }
  setContextMenu(menu: Menu | null): void {
    this.menu = menu
  }
  setImage(image: NativeImage | string): void {
    this.image = image
    this.images.push(image)
  }
  setToolTip(text: string): void {
    this.tooltip = text
  }
  title = ''
  setTitle(text: string): void {
    this.title = text
  }
  setIgnoreDoubleClickEvents(): void {}
  destroy(): void {
    this.destroyed = true
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** Test helper: the menu entry with this label (throws when absent, to fail loudly). */
  item(label: string): MockMenuItem {
    const found = this.menu?.items.find((i) => i.label === label)
    if (!found) {
      const labels = this.menu?.items.map((i) => i.label).filter(Boolean)
      throw new Error(`tray menu has no "${label}" (has: ${labels?.join(', ')})`)
    }
    return found
  }
}

/* ---------- IPC ---------- */

export interface FakeIpcEvent {
  sender: WebContents
  senderFrame: MockFrame | null
  processId?: number
  frameId?: number
}

class MockIpcMain extends EventEmitter {
  readonly handlers = new Map<string, Listener>()
  handle(channel: string, fn: Listener): void {
    if (this.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    }
    this.handlers.set(channel, fn)
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }
  reset(): void {
    this.handlers.clear()
    this.removeAllListeners()
  }
  /** Test helper: invoke a handler the way ipcRenderer.invoke would, with the event you build. */
  async invoke(channel: string, event: FakeIpcEvent, ...args: unknown[]): Promise<unknown> {
    const fn = this.handlers.get(channel)
    if (!fn) throw new Error(`No handler registered for '${channel}'`)
    return fn(event, ...args)
  }
}

export const ipcMain = new MockIpcMain()

class MockIpcRenderer extends EventEmitter {
  /** Where invoke() goes; tests point it at ipcMain with a chosen event, or at a fake. */
  invokeImpl: (channel: string, ...args: unknown[]) => Promise<unknown> = async (channel) => {
    throw new Error(`ipcRenderer.invoke('${channel}') has no implementation in this test`)
  }
  readonly invoked: { channel: string; args: unknown[] }[] = []
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args })
    return this.invokeImpl(channel, ...args)
  }
  sendSync(): never {
    throw new Error('sendSync is forbidden in Dropdock')
  }
  reset(): void {
    this.removeAllListeners()
    this.invoked.length = 0
    this.invokeImpl = async (channel) => {
      throw new Error(`ipcRenderer.invoke('${channel}') has no implementation in this test`)
    }
  }
}

export const ipcRenderer = new MockIpcRenderer()

export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown): void {
    mockState.exposed[key] = api
  }
}

/** Files the OS handed the page (a drop, a file input), by the path each one stands for. */
const filesOnDisk = new WeakMap<File, string>()

/**
 * Test helper, the OS's part: a File as a drop hands it to the page, standing for `path`. The
 * page itself can only make Files with no path (`new File([...], name)`), as in Chromium.
 */
export function fileFromDisk(path: string): File {
  const file = new File([], path.split(/[\\/]/).pop() ?? path)
  filesOnDisk.set(file, path)
  return file
}

export const webUtils = {
  /** As Electron's: a File from the OS gives its path, any other File '', anything else throws. */
  getPathForFile(file: unknown): string {
    if (!(file instanceof File)) throw new TypeError('Error processing argument at index 0.')
    return filesOnDisk.get(file) ?? ''
  }
}

/* ---------- OS services ---------- */

const FAKE_PREFIX = 'mock-encrypted:'

export const safeStorage = {
  isEncryptionAvailable: (): boolean => mockState.encryptionAvailable,
  getSelectedStorageBackend: (): StorageBackend => mockState.storageBackend,
  /** Reversible but not readable: the key must not show up in what lands on disk. */
  encryptString(plain: string): Buffer {
    if (!mockState.encryptionAvailable) throw new Error('Encryption is not available.')
    const scrambled = Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)
    return Buffer.concat([Buffer.from(FAKE_PREFIX), scrambled])
  },
  decryptString(encrypted: Buffer): string {
    if (!mockState.encryptionAvailable) throw new Error('Encryption is not available.')
    const prefix = encrypted.subarray(0, FAKE_PREFIX.length).toString()
    if (prefix !== FAKE_PREFIX) throw new Error('Error while decrypting the ciphertext provided')
    return Buffer.from(encrypted.subarray(FAKE_PREFIX.length).map((b) => b ^ 0x5a)).toString('utf8')
  }
}

export const shell = {
  async openExternal(url: string): Promise<void> {
    mockState.shell.openExternal.push(url)
  },
  async openPath(path: string): Promise<string> {
    mockState.shell.openPath.push(path)
    return ''
  },
  showItemInFolder(path: string): void {
    mockState.shell.showItemInFolder.push(path)
  }
}

export class Notification extends EventEmitter {
  static instances: Notification[] = []
  static supported = true
  static isSupported(): boolean {
    return Notification.supported
  }
  readonly options: { title?: string; body?: string; silent?: boolean }
  shown = false
  constructor(options: { title?: string; body?: string; silent?: boolean } = {}) {
    super()
    this.options = options
    Notification.instances.push(this)
  }
  show(): void {
    this.shown = true
  }
  close(): void {}
  /** Test helper: the user clicked the notification. */
  click(): void {
    this.emit('click', new MockEvent())
  }
}

export const dialog = {
  async showOpenDialog(...args: unknown[]): Promise<{ canceled: boolean; filePaths: string[] }> {
    mockState.dialogCalls.push({ kind: 'open', options: args.at(-1) })
    return mockState.openDialogResult
  },
  async showSaveDialog(...args: unknown[]): Promise<{ canceled: boolean; filePath?: string }> {
    mockState.dialogCalls.push({ kind: 'save', options: args.at(-1) })
    return mockState.saveDialogResult
  },
  async showMessageBox(
    ...args: unknown[]
  ): Promise<{ response: number; checkboxChecked: boolean }> {
    mockState.dialogCalls.push({ kind: 'message', options: args.at(-1) })
    const response = await (mockState.messageBoxAnswer ?? mockState.messageBoxResponse)
    return { response, checkboxChecked: false }
  },
  showErrorBox(title: string, content: string): void {
    mockState.dialogCalls.push({ kind: 'error', options: { title, content } })
  }
}

export const session = {
  defaultSession: {
    setPermissionRequestHandler(handler: Listener | null): void {
      mockState.permissionHandler = handler
    },
    setPermissionCheckHandler(): void {},
    async setProxy(config: Record<string, unknown>): Promise<void> {
      mockState.proxyConfigs.push({ config, windowsOpen: BrowserWindow.windows.length })
    }
  }
}

export const powerMonitor = new EventEmitter()

/**
 * Electron's utility process, played by a real Node child (./utilityProcessShim gives it
 * `process.parentPort`), so the module forked really runs. Events as Electron's: 'spawn',
 * 'message' (the raw message), 'exit' (a code).
 */
export class UtilityProcess extends EventEmitter {
  readonly pid: number | undefined
  readonly stdout: Readable | null
  readonly stderr: Readable | null
  private readonly child: ReturnType<typeof fork>

  constructor(modulePath: string, args: string[], options: { stdio?: string[] | string }) {
    super()
    const stdio = Array.isArray(options.stdio) ? options.stdio : ['ignore', 'inherit', 'inherit']
    // Bundled beside a benchmark's main as .js; from the source, .ts through tsx.
    const built = fileURLToPath(new URL('./utilityProcessShim.js', import.meta.url))
    const shim = existsSync(built)
      ? built
      : fileURLToPath(new URL('./utilityProcessShim.ts', import.meta.url))
    this.child = fork(shim, [modulePath, ...args], {
      execArgv: shim.endsWith('.ts') ? ['--import', 'tsx'] : [],
      stdio: [...(stdio as ('pipe' | 'ignore' | 'inherit')[]), 'ipc'],
      serialization: 'json'
    })
    this.pid = this.child.pid
    this.stdout = this.child.stdout
    this.stderr = this.child.stderr
    this.child.on('spawn', () => this.emit('spawn'))
    this.child.on('message', (message) => this.emit('message', message))
    this.child.on('error', () => undefined)
    this.child.on('exit', (code, signal) => this.emit('exit', code ?? (signal ? 1 : 0)))
  }

  postMessage(message: unknown): void {
    if (this.child.connected) this.child.send(message as object)
  }

  kill(): boolean {
    return this.child.kill()
  }
}

const forkEvents = new EventEmitter()

/** Calls `fn` after each utilityProcess.fork() (a test waits on it, not on a clock); unsubscribe. */
export function onUtilityFork(fn: () => void): () => void {
  forkEvents.on('fork', fn)
  return () => forkEvents.off('fork', fn)
}

export const utilityProcess = {
  fork(modulePath: string, args: string[] = [], options: Record<string, unknown> = {}) {
    const child = new UtilityProcess(modulePath, args, options)
    mockState.utilityForks.push({ modulePath, args, options, process: child })
    forkEvents.emit('fork')
    return child
  }
}

export const protocol = {
  registerSchemesAsPrivileged(
    schemes: { scheme: string; privileges: Record<string, boolean> }[]
  ): void {
    for (const s of schemes) mockState.privilegedSchemes.push({ ...s, beforeReady: !app.isReady() })
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void {
    if (!app.isReady()) throw new Error('protocol.handle() before the app is ready')
    mockState.protocolHandlers[scheme] = handler
  }
}

const electron = {
  app,
  BrowserWindow,
  Menu,
  Tray,
  nativeImage,
  ipcMain,
  ipcRenderer,
  contextBridge,
  webUtils,
  safeStorage,
  shell,
  Notification,
  dialog,
  session,
  powerMonitor,
  protocol,
  utilityProcess
}

export default electron
