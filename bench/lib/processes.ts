import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { APP_V8_FLAGS, bundleChild } from './appRuntime'
import { stopOnInterrupt } from './interrupt'
import { ROOT } from './root'

export { ROOT }

/**
 * Arguments that run a TypeScript file under the same runtime as `tsx` but in ONE process
 * (`node --import tsx`): the tsx launcher would put a second node process in front of it, and
 * then a pid, its RSS and its CPU would not be the program's.
 */
export function tsxArgs(script: string, args: string[]): string[] {
  return ['--expose-gc', '--import', 'tsx', script, ...args]
}

/** A server started as its own process (sandbox), stopped with close(). */
export interface ChildServer {
  pid: number
  baseUrl: string
  apiKey: string
  /** CPU time (user + system) the server has used so far, in seconds (Linux /proc). */
  cpuSeconds(): Promise<number>
  close(): Promise<void>
}

/**
 * Starts a sandbox in a child process and resolves once it printed its
 * `sandbox ready base_url=… api_key=…` line. Its request log (stderr) is drained and dropped.
 */
export function startSandboxProcess(script: string, args: string[]): Promise<ChildServer> {
  const child = stopOnInterrupt(
    spawn(process.execPath, tsxArgs(script, args), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  )
  child.stderr.resume()
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    const fail = (why: string): void => reject(new Error(`sandbox (${script}): ${why}`))
    child.once('error', (err) => fail(err.message))
    child.once('exit', (code) => fail(`exited with ${code} before it was ready`))
    lines.on('line', (line) => {
      const base = /base_url=(\S+)/.exec(line)
      const key = /api_key=(\S+)/.exec(line)
      if (!line.startsWith('sandbox ready') || !base || !key) return
      child.removeAllListeners('exit')
      const pid = child.pid!
      resolve({
        pid,
        baseUrl: base[1],
        apiKey: key[1],
        cpuSeconds: () => cpuSecondsOf(pid),
        close: () => stop(child)
      })
    })
  })
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process is gone. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Runs a bench child (`bench/children/*.ts`) with one JSON argument and returns the JSON object
 * it prints as its last stdout line. Rejects with its stderr when it fails. `tsconfig` names the
 * project whose path aliases the child's imports need (tsx reads tsconfig.json otherwise).
 * `bundled` runs it as the app runs (bundled, see bundleChild, with APP_V8_FLAGS): for children
 * whose memory and CPU are the figure; `alias` replaces modules in that bundle (main's `electron`
 * by the repository's stand-in), `define` expressions in it. `trace` runs it under `strace`
 * (see fsCalls.ts): the program and the arguments strace is given before the child's own command
 * line.
 */
export async function runChild<T>(
  script: string,
  input: unknown,
  opts: {
    tsconfig?: string
    bundled?: boolean
    alias?: Record<string, string>
    trace?: { program: string; args: string[] }
    define?: Record<string, string>
  } = {}
): Promise<T> {
  const env = opts.tsconfig ? { ...process.env, TSX_TSCONFIG_PATH: opts.tsconfig } : process.env
  const bundle = () =>
    bundleChild(script, {
      ...(opts.alias ? { alias: opts.alias } : {}),
      ...(opts.define ? { define: opts.define } : {})
    })
  const args = opts.bundled
    ? ['--expose-gc', ...APP_V8_FLAGS, await bundle(), JSON.stringify(input)]
    : tsxArgs(script, [JSON.stringify(input)])
  const [program, argv] = opts.trace
    ? [opts.trace.program, [...opts.trace.args, process.execPath, ...args]]
    : [process.execPath, args]
  const child = stopOnInterrupt(
    spawn(program, argv, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (err += d))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      const last = out.trim().split('\n').pop() ?? ''
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${err || out}`))
      try {
        resolve(JSON.parse(last) as T)
      } catch {
        reject(new Error(`${script} printed no result: ${out} ${err}`))
      }
    })
  })
}

/** CPU time (utime + stime) of a live process in seconds, from /proc/<pid>/stat (Linux). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces) start at ") ".
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  const ticksPerSecond = 100
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}
