/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll } from 'vitest'
import {
  chromium,
  selectors,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page
} from 'playwright-core'
import {
  COMMAND_NAMES,
  EVENT_NAMES,
  IPC_MAX_PATHS,
  PRELOAD_ONLY_COMMANDS,
  type CommandName,
  type EventName,
  type IpcEvents,
  type IpcResult
} from '@shared/ipc'
import { CHROMIUM } from './chromiumPath'

/** The policy of src/renderer/index.html, also sent as a header like a hardened host would. */
export const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'"

export const WEB_ROOT = resolve('out/renderer-web')
export const RESULTS = resolve('test-results')

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json'
}

/** Serves the built renderer on loopback, refusing paths outside its folder. */
export async function serveStatic(
  root = WEB_ROOT
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': CSP,
          'Cache-Control': 'no-store'
        })
        res.end(body)
      },
      () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
    )
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(() => ok()))
  }
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run'
]

/** Debian's Chromium, headless, with the flags the machine needs. */
export function launchChromium(): Promise<Browser> {
  selectors.setTestIdAttribute('data-test')
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

/**
 * Chromium on a profile kept in `dir`, as Electron keeps its renderer's storage in userData:
 * what a page stores there is on disk when the context (and its browser) closes, and a later
 * launch on the same folder reads it back.
 */
export function launchProfile(dir: string, options: PageOptions = {}): Promise<BrowserContext> {
  selectors.setTestIdAttribute('data-test')
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    ...contextOptions(options)
  })
}

interface PageOptions {
  colorScheme?: 'light' | 'dark'
  viewport?: { width: number; height: number }
  /** The system's language as the page sees it (navigator.language, Intl); en-US by default. */
  locale?: string
}

function contextOptions(options: PageOptions) {
  return {
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    deviceScaleFactor: 1
  } as const
}

/** What the page's `window.dropdock` calls: the same envelope the preload returns. */
export type CommandHandler = (name: CommandName, input: unknown) => Promise<IpcResult<unknown>>

export interface AppPage {
  page: Page
  console: ConsoleMessage[]
  errors: Error[]
  emit<E extends EventName>(event: E, payload: IpcEvents[E]): Promise<void>
  /** Lets `dropdock.intake.addFiles` read `path` for a dropped file of that name (webUtils' role). */
  mapPath(name: string, path: string): Promise<void>
  cspViolations(): string[]
  screenshot(name: string): Promise<string>
  close(): Promise<void>
}

/**
 * Opens the renderer with `window.dropdock` built in the page like the preload builds it (one
 * named function per page command, `intake.addFiles` reading each File's path as webUtils does,
 * `on` with unsubscribe), each call going to `handle`
 * on the Node side. Uint8Array payloads travel as plain arrays and are rebuilt on the other side.
 */
export async function openApp(
  browser: Browser,
  url: string,
  handle: CommandHandler,
  options: PageOptions = {}
): Promise<AppPage> {
  return openIn(await browser.newContext(contextOptions(options)), url, handle)
}

/** As openApp, in a context already made (a profile on disk: launchProfile); closing closes it. */
export async function openIn(
  context: BrowserContext,
  url: string,
  handle: CommandHandler
): Promise<AppPage> {
  const page = await context.newPage()
  const messages: ConsoleMessage[] = []
  const errors: Error[] = []
  page.on('console', (m) => messages.push(m))
  page.on('pageerror', (e) => errors.push(e))

  // Run under tsx (the bench children), functions handed to the page are compiled with esbuild's
  // keepNames and call its `__name` helper, which the page does not have: give it one that does
  // what the helper does for a name that is already right, nothing.
  await page.addInitScript('globalThis.__name ??= (fn) => fn')
  await page.exposeFunction('__dropdockInvoke', async (name: CommandName, input: unknown) => {
    let value = input
    if (name === 'intake.addBytes' && value && typeof value === 'object') {
      const v = value as { bytes: number[] }
      value = { ...v, bytes: Uint8Array.from(v.bytes) }
    }
    // A JSON string crosses CDP far faster than Playwright's value serializer (10,000 items).
    return JSON.stringify(await handle(name, value ?? undefined), (_key, v: unknown) =>
      v instanceof Uint8Array ? { __bytes: Array.from(v) } : v
    )
  })
  await page.addInitScript(
    ({ commands, events, preloadOnly, maxPaths }) => {
      type Listener = (payload: unknown) => void
      const w = window as unknown as Record<string, unknown> & {
        __dropdockInvoke(name: string, input: unknown): Promise<string>
      }
      const listeners = new Map<string, Set<Listener>>()
      const paths: Record<string, string> = {}
      const api: Record<string, unknown> = {}
      const call = (name: string, input?: unknown): Promise<unknown> => {
        let payload = input
        if (name === 'intake.addBytes') {
          const i = input as { bytes: Uint8Array }
          payload = { ...i, bytes: Array.from(i.bytes) }
        }
        return w
          .__dropdockInvoke(name, payload === undefined ? null : payload)
          .then((text) =>
            JSON.parse(text, (_key, v: { __bytes?: number[] } | null) =>
              v && Array.isArray(v.__bytes) ? Uint8Array.from(v.__bytes) : v
            )
          )
      }
      for (const name of commands) {
        if (preloadOnly.includes(name)) continue
        const [ns, method] = name.split('.')
        const group = (api[ns] ??= {}) as Record<string, unknown>
        group[method] = (input?: unknown) => call(name, input)
      }
      // As the preload's fileIntake (src/preload/bridge.ts): a File's path is read on this side,
      // only Files count, and main gets the paths in chunks of at most maxPaths.
      ;(api.intake as Record<string, unknown>).addFiles = async (files: File[]) => {
        if (!Array.isArray(files) || !files.every((f) => f instanceof File))
          return { ok: false, error: { kind: 'validation', message: 'not dropped files' } }
        const found: string[] = []
        const withoutPath: number[] = []
        files.forEach((f, i) => (paths[f.name] ? found.push(paths[f.name]) : withoutPath.push(i)))
        const total = { accepted: 0, rejected: [] as unknown[] }
        for (let i = 0; i < found.length; i += maxPaths) {
          const answer = (await call('intake.addDropped', {
            paths: found.slice(i, i + maxPaths)
          })) as { ok: boolean; value: { accepted: number; rejected: unknown[] } }
          if (!answer.ok) return answer
          total.accepted += answer.value.accepted
          total.rejected.push(...answer.value.rejected)
        }
        return { ok: true, value: { ...total, withoutPath } }
      }
      api.on = (event: string, listener: Listener) => {
        if (!events.includes(event)) throw new Error(`Unknown event ${event}`)
        const set = listeners.get(event) ?? new Set<Listener>()
        set.add(listener)
        listeners.set(event, set)
        return () => set.delete(listener)
      }
      w.__dropdockEmit = (event: string, payload: unknown) =>
        listeners.get(event)?.forEach((l) => l(payload))
      w.__dropdockPaths = paths
      Object.defineProperty(window, 'dropdock', { value: Object.freeze(api) })
    },
    {
      commands: [...COMMAND_NAMES] as string[],
      events: [...EVENT_NAMES] as string[],
      preloadOnly: [...PRELOAD_ONLY_COMMANDS] as string[],
      maxPaths: IPC_MAX_PATHS
    }
  )
  await page.goto(url)

  return {
    page,
    console: messages,
    errors,
    async emit(event, payload) {
      await page.evaluate(
        ([e, p]) =>
          (window as unknown as { __dropdockEmit(e: string, p: unknown): void }).__dropdockEmit(
            e,
            JSON.parse(p)
          ),
        [event, JSON.stringify(payload)] as const
      )
    },
    async mapPath(name, path) {
      await page.evaluate(
        ([n, p]) =>
          ((window as unknown as { __dropdockPaths: Record<string, string> }).__dropdockPaths[n] =
            p),
        [name, path] as const
      )
    },
    cspViolations: () =>
      messages
        .map((m) => m.text())
        .filter((t) => /Content Security Policy|Refused to (load|apply|execute|connect)/i.test(t)),
    async screenshot(name) {
      mkdirSync(RESULTS, { recursive: true })
      const path = join(RESULTS, `${name}.png`)
      await page.screenshot({ path })
      return path
    },
    close: () => context.close()
  }
}

/** Drops files on the window the way the OS does: a DataTransfer with File objects. */
export async function dropFiles(
  page: Page,
  files: { name: string; base64: string; type: string }[]
): Promise<void> {
  await page.evaluate((list) => {
    const transfer = new DataTransfer()
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([bytes], f.name, { type: f.type }))
    }
    const target = document.querySelector('#main') ?? document.body
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true })
      )
    }
  }, files)
}

/**
 * For the enclosing describe: serves the built renderer and launches Chromium once (closing both
 * afterwards), so a suite only says which bridge each page gets. Call at describe level.
 */
export function useChromiumApp(): {
  open(handle: CommandHandler, options?: Parameters<typeof openApp>[3]): Promise<AppPage>
} {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  beforeAll(async () => {
    server = await serveStatic()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  return { open: (handle, options) => openApp(browser, server.url, handle, options) }
}
