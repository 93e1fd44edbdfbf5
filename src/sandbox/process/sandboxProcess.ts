/**
 * Runs the embedded sandbox in a process of its own (../sandboxChild) and keeps it running: the
 * app's window and the engine never share a process with the sandbox's HTTP server, store, MIME
 * parsing and PDF reading, so nothing a sender mails in can stall them. A child that dies is
 * started again with the same key and page token, after a growing pause and at most
 * `RESTART_DELAYS_MS.length` times in a row; meanwhile the engine sees a service that cannot be
 * reached, an outage it already waits out. Plain Node: the app hands in Electron's utility
 * process as the spawner, the CLI uses Node's `fork`.
 *
 * Who answers is never left to a port: the child listens on a local socket only this user can
 * reach (./localSocket), which the engine talks to directly (`socketPath()`, handed to the
 * service client); and this process holds the sandbox's TCP port from the start to close()
 * (./portHolder), forwarding the browser's page requests to that socket. A child's death frees
 * neither, so no other program can bind the port in the gap and be sent the key, a file or a
 * page token; the port, and with it every page link given out, stays the same.
 */
import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localSocket } from './localSocket'
import { holdPort, type PortHolder } from './portHolder'
import { newPageToken, type FromSandboxChild, type ToSandboxChild } from './protocol'

/** One started child, whatever started it. */
export interface SandboxLink {
  readonly pid: number | null
  send(message: ToSandboxChild): void
  onMessage(fn: (message: FromSandboxChild) => void): void
  /** Called once when the process has ended. */
  onExit(fn: (how: string) => void): void
  /** The child's stderr, when piped: a crash's trace, written to the parent's log. */
  readonly stderr: NodeJS.ReadableStream | null
  kill(): void
}

/** Starts the child process from its entry file. */
export type SandboxSpawner = (entry: string) => SandboxLink

/** Pauses before each restart in a row; after the last, the sandbox stays down. */
export const RESTART_DELAYS_MS = [250, 1_000, 5_000, 15_000, 30_000]
/** A child that ran this long died of something new: the row of restarts starts again. */
const STABLE_MS = 60_000
/** How long a child may take to close its store when told to stop before it is killed. */
const STOP_GRACE_MS = 10_000

/**
 * The child's entry: the built app has it beside main's bundle as .js (electron-vite's
 * `sandboxChild` input); the source (CLI, tests) has it as .ts one folder up from here.
 */
export function sandboxEntry(): string {
  for (const candidate of ['./sandboxChild.js', '../sandboxChild.js', '../sandboxChild.ts']) {
    const file = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(file)) return file
  }
  throw new Error('the sandbox process entry (sandboxChild) is missing from this build')
}

/** The CLI's spawner: a Node child with an IPC channel; from source, through tsx. */
export const forkSandbox: SandboxSpawner = (entry) => {
  const child = fork(entry, [], {
    // tsx looks for a tsconfig from the working folder: the checkout's, not the caller's.
    cwd: dirname(entry),
    execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'json'
  })
  // The CLI never waits for its sandbox to exit, nor does a dead channel crash it.
  child.on('error', () => undefined)
  return {
    get pid() {
      return child.pid ?? null
    },
    send: (message) => {
      if (child.connected) child.send(message)
    },
    onMessage: (fn) => child.on('message', (m) => fn(m as FromSandboxChild)),
    onExit: (fn) =>
      child.once('exit', (code, signal) => fn(signal ? `signal ${signal}` : `code ${code}`)),
    stderr: child.stderr,
    kill: () => void child.kill('SIGKILL')
  }
}

export interface SandboxProcessOptions {
  dataDir: string
  /** This installation's key: handed to the child over its message channel only. */
  apiKey: string
  log?: (line: string) => void
  mailPerMinute?: number
  /** Default: forkSandbox. The app passes Electron's utility process. */
  spawn?: SandboxSpawner
  /** Default RESTART_DELAYS_MS (tests shorten them). */
  restartDelaysMs?: number[]
}

/** The running sandbox process: the same shape as the in-process sandbox, and its pid. */
export interface SandboxProcess {
  baseUrl: string
  appUrl: string
  apiKey: string
  faultSeed: null
  /**
   * Where the engine sends its requests (ServiceConfig.socketPath): the current child's local
   * socket. A function: on Windows each start has a pipe of its own.
   */
  socketPath(): string
  /** The child's pid now; null while it is being started again. */
  pid(): number | null
  /** How many times it was started again after dying. */
  restarts(): number
  close(): Promise<void>
}

/**
 * Starts the sandbox's process and resolves once it accepts requests; rejects when the first
 * start fails (the caller says why). Later deaths are restarted here, and logged without the
 * key or the page token.
 */
export async function startSandboxProcess(opts: SandboxProcessOptions): Promise<SandboxProcess> {
  // Beside the data, not in it: the store reads every folder of its own as data.
  const socket = localSocket(`${opts.dataDir}-socket`)
  let ready = false
  let holder: PortHolder
  try {
    holder = await holdPort(0, () => (ready ? socket.current() : null))
  } catch (err) {
    socket.close()
    throw err
  }
  const child = superviseChild(opts, holder.port, socket.next, (up) => (ready = up))
  const release = async (): Promise<void> => {
    await holder.close()
    socket.close()
  }
  return child.then(
    (running) => ({
      ...running,
      socketPath: socket.current,
      async close() {
        await running.close()
        await release()
      }
    }),
    async (err: unknown) => {
      await release()
      throw err
    }
  )
}

/**
 * Starts the child on `nextSocket()` for the held `port`, and starts it again when it dies;
 * `onReady` says whether a child is answering on its socket now.
 */
// eslint-disable-next-line max-lines-per-function -- one closure holds the child and the restart count that starting, restarting and stopping share
function superviseChild(
  opts: SandboxProcessOptions,
  port: number,
  nextSocket: () => string,
  onReady: (up: boolean) => void
): Promise<Omit<SandboxProcess, 'socketPath'>> {
  const spawn = opts.spawn ?? forkSandbox
  const delays = opts.restartDelaysMs ?? RESTART_DELAYS_MS
  const pageToken = newPageToken()
  const redact = (text: string): string =>
    text.replaceAll(opts.apiKey, '[key]').replaceAll(pageToken, '[page token]')
  const log = (line: string): void => opts.log?.(redact(line))
  const entry = sandboxEntry()

  let link: SandboxLink | null = null
  let stopping = false
  /** The first child was ready: from then on a death is restarted. */
  let started = false
  let restarts = 0
  let inARow = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let exited: Promise<void> = Promise.resolve()

  /** One child, until it is ready (resolves) or fails to start (rejects). */
  const launch = (): Promise<Extract<FromSandboxChild, { type: 'ready' }>> =>
    new Promise((resolve, reject) => {
      const child = spawn(entry)
      link = child
      const startedAt = Date.now()
      let ready = false
      let markExited!: () => void
      exited = new Promise<void>((done) => (markExited = done))
      if (child.stderr) {
        child.stderr.setEncoding('utf8')
        let rest = ''
        child.stderr.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n')
          rest = lines.pop() ?? ''
          for (const line of lines) if (line.trim()) log(`sandbox process: ${line}`)
        })
      }
      child.onMessage((message) => {
        if (message.type === 'log') log(message.line)
        else if (message.type === 'failed') reject(new Error(redact(message.message)))
        else if (message.type === 'ready') {
          ready = true
          onReady(true)
          resolve(message)
        }
      })
      child.onExit((how) => {
        markExited()
        if (link === child) {
          link = null
          onReady(false)
        }
        reject(new Error(`the sandbox process ended before it was ready (${how})`))
        // The first start's failure is the caller's to report; any later death is restarted.
        if (stopping || !started) return
        if (ready && Date.now() - startedAt >= STABLE_MS) inARow = 0
        restartLater(how)
      })
      child.send({
        type: 'start',
        dataDir: opts.dataDir,
        apiKey: opts.apiKey,
        pageToken,
        port,
        socketPath: nextSocket(),
        ...(opts.mailPerMinute === undefined ? {} : { mailPerMinute: opts.mailPerMinute })
      })
    })

  const restartLater = (how: string): void => {
    if (inARow >= delays.length) {
      log(`sandbox process ended (${how}) ${inARow} times in a row: not started again`)
      return
    }
    const delay = delays[inARow++]
    log(`sandbox process ended (${how}); starting it again in ${delay} ms`)
    timer = setTimeout(() => {
      timer = null
      if (stopping) return
      launch().then(
        () => {
          restarts++
          log(`sandbox process started again on port ${port}`)
        },
        (err: unknown) => {
          // Its exit schedules the next try; one that said it failed but lingers is ended.
          log(`sandbox process could not start again: ${(err as Error).message}`)
          link?.kill()
        }
      )
    }, delay)
  }

  return launch().then(
    (ready) => {
      started = true
      log(`sandbox process ready on port ${port}`)
      return {
        baseUrl: ready.baseUrl,
        appUrl: ready.appUrl,
        apiKey: opts.apiKey,
        faultSeed: null,
        pid: () => link?.pid ?? null,
        restarts: () => restarts,
        async close() {
          stopping = true
          if (timer) clearTimeout(timer)
          timer = null
          const child = link
          if (!child) return
          const kill = setTimeout(() => child.kill(), STOP_GRACE_MS)
          child.send({ type: 'stop' })
          await exited
          clearTimeout(kill)
        }
      }
    },
    (err: unknown) => {
      stopping = true
      link?.kill()
      throw err
    }
  )
}
