import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

/**
 * What a benchmark leaves behind if it is stopped half way: its scratch folders (512 MiB to
 * 1 GiB of random data) and its child processes (sandboxes, engines). Ctrl+C ends the process
 * before any `finally` runs, so the signal handler cleans these up instead.
 */
const dirs = new Set<string>()
/** Each child, and whether it leads its own process group (spawned with `detached: true`). */
const children = new Map<ChildProcess, boolean>()

/** Removes `dir` if the bench is interrupted; the returned function forgets it again. */
export function removeOnInterrupt(dir: string): () => void {
  dirs.add(dir)
  return () => dirs.delete(dir)
}

/**
 * Stops `child` with SIGTERM if the bench is interrupted; with `group`, its whole process group
 * (a wrapper such as /usr/bin/time does not pass SIGTERM on to the program it runs).
 */
export function stopOnInterrupt<T extends ChildProcess>(child: T, group = false): T {
  children.set(child, group)
  child.once('exit', () => children.delete(child))
  return child
}

/**
 * Installs the SIGINT and SIGTERM handlers: stop the children, remove the folders, exit with
 * 128 + the signal's number, as a shell reports a process ended by it.
 */
export function cleanUpOnInterrupt(): void {
  const onSignal = (signal: NodeJS.Signals, code: number): void => {
    process.stderr.write(`\nbench: ${signal}: stopping children, removing scratch files\n`)
    for (const [child, group] of children) {
      try {
        if (child.pid) process.kill(group ? -child.pid : child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    process.exit(code)
  }
  process.once('SIGINT', () => onSignal('SIGINT', 130))
  process.once('SIGTERM', () => onSignal('SIGTERM', 143))
}
