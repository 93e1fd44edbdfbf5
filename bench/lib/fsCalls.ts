/**
 * Counts the file-system calls a bench child makes on the files of one folder, with strace: the
 * real system calls, whoever in the process makes them (the engine, chokidar, Node's own
 * fs/promises), not what the code says it does. `-y` prints the path behind every descriptor, so
 * a read on a descriptor is charged to the file it was opened on; `-f` follows libuv's threads,
 * where the calls run. Linux only (strace), and run apart from the timed rounds: tracing slows
 * every traced call down.
 */
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createRequire, syncBuiltinESMExports } from 'node:module'

/**
 * The calls traced: every call that takes a path (strace's %file), and those on a file
 * descriptor that reading a file makes. Socket writes and event waits are left out: they touch
 * no file, and tracing them would slow the child far more.
 */
const TRACED = [
  '%file',
  'read',
  'pread64',
  'readv',
  'preadv',
  'preadv2',
  'fstat',
  'lseek',
  'close',
  'fcntl',
  'ioctl',
  'fadvise64',
  'flock',
  'getdents64',
  'mmap'
].join(',')

/** The bench's own moves of files into the folder (moveAll), not the engine's calls. */
const NOT_OURS = new Set(['rename', 'renameat', 'renameat2'])

/** True when strace can run here (installed, and tracing allowed). */
export function canTrace(): boolean {
  try {
    execFileSync('strace', ['-qq', '-e', 'trace=none', 'true'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** What runChild needs to run a child under strace, writing the trace to `out`. */
export function straceCommand(out: string): { program: string; args: string[] } {
  return {
    program: 'strace',
    args: ['-f', '-qq', '-y', '-s', '0', '-o', out, '-e', `trace=${TRACED}`]
  }
}

export interface FsCallCount {
  /** Files of the folder that any call named. */
  files: number
  /** Calls on those files (by path or by a descriptor opened on one), per file. */
  perFile: number
  /** The same by system call, per file, most frequent first. */
  bySyscall: [string, number][]
  /** Calls on the folder itself (listing it, watching it), in all. */
  folderCalls: number
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The call as the program made it: Node asks for every stat with statx, which reads as lstat
 * (AT_SYMLINK_NOFOLLOW), fstat (on a descriptor, AT_EMPTY_PATH) or stat by its flags.
 */
function callName(syscall: string, line: string): string {
  if (syscall !== 'statx' && syscall !== 'newfstatat') return syscall
  if (line.includes('AT_EMPTY_PATH')) return 'fstat'
  return line.includes('AT_SYMLINK_NOFOLLOW') ? 'lstat' : 'stat'
}

/** Reads a trace written with straceCommand and counts the calls on `dir` and its files. */
export async function countFsCalls(trace: string, dir: string): Promise<FsCallCount> {
  const text = await readFile(trace, 'utf8')
  const fileRe = new RegExp(`${escape(dir)}/([^/"<>\\s]+)["> ]`)
  const dirRe = new RegExp(`${escape(dir)}[">]`)
  const calls = new Map<string, number>()
  const names = new Set<string>()
  let onFiles = 0
  let folderCalls = 0
  for (const line of text.split('\n')) {
    // "PID name(args…" starts a call; "PID <... name resumed>" ends one already counted.
    const m = /^\d+ +(\w+)\(/.exec(line)
    if (!m || NOT_OURS.has(m[1])) continue
    const file = fileRe.exec(line)
    if (file) {
      names.add(file[1])
      onFiles++
      const name = callName(m[1], line)
      calls.set(name, (calls.get(name) ?? 0) + 1)
    } else if (dirRe.test(line)) {
      folderCalls++
    }
  }
  const n = Math.max(1, names.size)
  return {
    files: names.size,
    perFile: onFiles / n,
    bySyscall: [...calls].map(([k, v]): [string, number] => [k, v / n]).sort((a, b) => b[1] - a[1]),
    folderCalls
  }
}

/** "6.00 (lstat 2.00, openat 1.00, …) over 1000 files; 90 on the folder itself". */
export function describeFsCalls(c: FsCallCount): string {
  const by = c.bySyscall.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')
  return `${c.perFile.toFixed(2)} (${by}) over ${c.files} files; ${c.folderCalls} on the folder itself`
}

/** The fs/promises calls that take a path, as the engine and chokidar make them. */
const PATH_CALLS = ['lstat', 'stat', 'open', 'readdir', 'realpath', 'readFile', 'opendir', 'access']

/** Who made a call, by the first frame of its stack that is not this file's. */
function callerOf(stack: string): 'chokidar' | 'engine' {
  return /node_modules\/(chokidar|readdirp)\//.test(stack) ? 'chokidar' : 'engine'
}

/**
 * Counts, in the process it runs in, the fs/promises calls that name a file of `dir`, by who
 * makes them: chokidar (with readdirp, its directory listing) or the engine. strace sees the
 * system calls but not whose they are; this tells the watcher library's share of the path calls.
 * Each function of node:fs/promises is wrapped and the wrapper pushed to every ES module that
 * imported it (syncBuiltinESMExports). Returns a reader of the counts so far.
 */
export function attributeFsCalls(dir: string): () => Record<string, number> {
  const require = createRequire(import.meta.url)
  const fsp = require('node:fs/promises') as Record<string, (...args: unknown[]) => unknown>
  const counts: Record<string, number> = {}
  const prefix = `${dir}/`
  for (const name of PATH_CALLS) {
    const original = fsp[name]
    fsp[name] = function (this: unknown, ...args: unknown[]) {
      if (String(args[0]).startsWith(prefix)) {
        const key = `${name} by ${callerOf(new Error().stack ?? '')}`
        counts[key] = (counts[key] ?? 0) + 1
      }
      return original.apply(this, args)
    }
  }
  syncBuiltinESMExports()
  return () => ({ ...counts })
}

/**
 * The strace count split by caller (attributeFsCalls' counts): chokidar's path calls per file,
 * and what is left, the engine's own, with its path calls beside (its reads on a descriptor are
 * in strace's count only).
 */
export function describeCallers(
  counted: FsCallCount,
  byCaller: Record<string, number>
): { watcher: string; engine: string } {
  const n = Math.max(1, counted.files)
  const of = (caller: string): [string, number][] =>
    Object.entries(byCaller)
      .filter(([k]) => k.endsWith(` by ${caller}`))
      .map(([k, v]): [string, number] => [k.replace(` by ${caller}`, ''), v / n])
  const list = (calls: [string, number][]): string =>
    calls.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ') || 'none'
  const watcher = of('chokidar')
  const watcherPerFile = watcher.reduce((sum, [, v]) => sum + v, 0)
  return {
    watcher: `${watcherPerFile.toFixed(2)} (${list(watcher)}): readdirp stats every entry each time chokidar lists the folder`,
    engine: `${(counted.perFile - watcherPerFile).toFixed(2)}; its calls by path: ${list(of('engine'))}`
  }
}
