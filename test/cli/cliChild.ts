import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

const MAIN = resolve('src/cli/main.ts')

export interface ChildRun {
  /** The exit code, null when a signal ended the process. */
  code: number | null
  signal: NodeJS.Signals | null
  /** stdout, line by line. */
  lines: string[]
  stderr: string
}

/**
 * Runs the real entry point (src/cli/main.ts) in a child process, as a script or a clerk does:
 * what ends it is what ends a user's process. `onLine` sees each stdout line as it comes, with the
 * child to signal (as `onSpawn` does, from the start); `env` is added to ours, without a service of our environment (DROPDOCK_*).
 */
export function runMain(
  args: string[],
  opts: {
    env?: Record<string, string>
    onLine?: (line: string, child: ChildProcess) => void
    /** Sees the child once it is started. */
    onSpawn?: (child: ChildProcess) => void
  } = {}
): Promise<ChildRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
      env: { ...process.env, DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    opts.onSpawn?.(child)
    const lines: string[] = []
    let stderr = ''
    let buffer = ''
    child.stdout.on('data', (c: Buffer) => {
      buffer += c.toString()
      let at: number
      while ((at = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 1)
        lines.push(line)
        opts.onLine?.(line, child)
      }
    })
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('error', fail)
    child.on('close', (code, signal) => done({ code, signal, lines, stderr }))
  })
}

/** The JSON events of a run with --json (fails the test on a line that is not one). */
export function eventsOf(run: ChildRun): (Record<string, unknown> & { event: string })[] {
  return run.lines.map((l) => JSON.parse(l) as Record<string, unknown> & { event: string })
}
