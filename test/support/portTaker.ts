import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** Another program of the machine trying to be the server on a port. */
export interface PortTaker {
  /** Resolves once it has tried the port for the first time (and found it taken, or bound it). */
  tried: Promise<void>
  /** Resolves at its next try from now (the port found taken, or bound), or now if bound. */
  nextTry(): Promise<void>
  /** Whether it holds the port now. */
  bound(): boolean
  /** The Authorization header of each request it received ('-' when none). */
  seen: string[]
  stop(): void
}

/**
 * Starts a separate Node process that tries to listen on 127.0.0.1:`port`, again every 5 ms
 * while the port is taken, and once it has it answers every request `{}`, recording what it
 * was sent: a program lying in wait for the port to be free.
 */
export function takePort(port: number): PortTaker {
  const script = `
    const server = require('node:http').createServer((req, res) => {
      console.log('auth ' + (req.headers.authorization ?? '-'))
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{}')
    })
    server.on('error', (err) => {
      if (err.code !== 'EADDRINUSE') throw err
      console.log('taken')
      setTimeout(() => server.listen(${port}, '127.0.0.1'), 5)
    })
    server.on('listening', () => console.log('bound'))
    server.listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const seen: string[] = []
  let bound = false
  const waiting: (() => void)[] = []
  const lines = createInterface({ input: child.stdout })
  lines.on('line', (line) => {
    if (line.startsWith('auth ')) {
      seen.push(line.slice(5))
      return
    }
    if (line === 'bound') bound = true
    for (const fn of waiting.splice(0)) fn()
  })
  // Once it has the port it tries no more: the wait is over.
  const nextTry = (): Promise<void> =>
    new Promise((resolve) => (bound ? resolve() : waiting.push(resolve)))
  return { tried: nextTry(), nextTry, bound: () => bound, seen, stop: () => void child.kill() }
}
