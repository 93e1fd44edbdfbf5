/**
 * The embedded sandbox's own process: an Electron utility process in the app, a Node child in
 * the CLI (./process/sandboxProcess starts it). It waits for its options on the parent's message
 * channel, starts the sandbox on the local socket it is given (the parent holds its TCP port
 * and forwards that socket's way), and reports `ready` there; it writes nothing to stdout. It
 * stops when told to, or when its parent is gone.
 */
import { startEmbeddedSandbox, type RunningSandbox } from './index'
import type { FromSandboxChild, ToSandboxChild } from './process/protocol'

interface ParentPortLike {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown
}

interface Channel {
  send(message: FromSandboxChild): void
  onMessage(fn: (message: unknown) => void): void
  onGone(fn: () => void): void
}

/** Electron's utility process has `process.parentPort`; a forked Node child `process.send`. */
function parentChannel(): Channel {
  const port = (process as { parentPort?: ParentPortLike }).parentPort
  if (port) {
    return {
      send: (message) => port.postMessage(message),
      onMessage: (fn) => port.on('message', (event) => fn(event.data)),
      // Electron ends a utility process with the app that started it.
      onGone: () => undefined
    }
  }
  const send = process.send?.bind(process)
  if (!send) throw new Error('the sandbox process must be started by Dropdock (no parent channel)')
  return {
    // A parent gone mid-sentence: the disconnect below ends this process anyway.
    send: (message) => {
      if (process.connected) send(message)
    },
    onMessage: (fn) => process.on('message', fn),
    onGone: (fn) => process.on('disconnect', fn)
  }
}

function isStart(m: unknown): m is Extract<ToSandboxChild, { type: 'start' }> {
  const s = m as Record<string, unknown> | null
  return (
    typeof s === 'object' &&
    s !== null &&
    s.type === 'start' &&
    typeof s.dataDir === 'string' &&
    typeof s.apiKey === 'string' &&
    typeof s.pageToken === 'string' &&
    typeof s.port === 'number' &&
    typeof s.socketPath === 'string'
  )
}

const channel = parentChannel()
let sandbox: Promise<RunningSandbox | null> | null = null

const stop = async (code: number): Promise<never> => {
  const running = await sandbox?.catch(() => null)
  await running?.close()
  process.exit(code)
}

channel.onGone(() => void stop(0))
channel.onMessage((message) => {
  if ((message as { type?: unknown } | null)?.type === 'stop') {
    void stop(0)
    return
  }
  if (sandbox || !isStart(message)) return
  sandbox = startEmbeddedSandbox({
    dataDir: message.dataDir,
    apiKey: message.apiKey,
    pageToken: message.pageToken,
    port: message.port,
    socketPath: message.socketPath,
    ...(message.mailPerMinute === undefined ? {} : { mailPerMinute: message.mailPerMinute }),
    log: (line) => channel.send({ type: 'log', line })
  }).then(
    (running) => {
      channel.send({ type: 'ready', baseUrl: running.baseUrl, appUrl: running.appUrl })
      return running
    },
    (err: unknown) => {
      channel.send({ type: 'failed', message: (err as Error).message ?? String(err) })
      void stop(1)
      return null
    }
  )
})
