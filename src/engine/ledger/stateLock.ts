import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { storageWrite } from './storageError'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../shared/fileModes'

const LOCK = 'dropdock.lock'
/** A breaker that died mid-way leaves its guard file; after this long it is ignored. */
const BREAK_GUARD_STALE_MS = 10_000

/** Who holds a state folder, as written in its lock file. */
export interface LockOwner {
  pid: number
  host: string
  since: string
  /** The boot the lock was taken in (Linux): a lock of an earlier boot is stale whatever its pid. */
  boot?: string
}

/** The state folder is used by another Dropdock (another process, maybe another computer). */
export class StateLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner
  ) {
    const where = owner.host === hostname() ? '' : ` on ${owner.host}`
    super(`Another Dropdock (pid ${owner.pid}${where}) is using ${dir}.`)
    this.name = 'StateLockedError'
  }
}

export interface StateLock {
  readonly path: string
  /** A stale or unreadable lock this one replaced, in a line to say; null when there was none. */
  readonly tookOver: string | null
  release(): void
}

/** Locks held by this process, by folder: a second open in the same process shares the lock. */
const held = new Map<string, { lock: StateLock; count: number }>()

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** This boot's id (Linux), or undefined where there is none to read. */
function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

/**
 * When process `pid` started (ms since the epoch, Linux /proc; clock ticks of 10 ms), or
 * undefined where that cannot be read.
 */
function processStart(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may hold spaces and parentheses: starttime is 22nd.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19])
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))
    if (!Number.isFinite(ticks) || !btime) return undefined
    return Number(btime[1]) * 1000 + ticks * 10
  } catch {
    return undefined
  }
}

/** A lock file as found: its raw text, and its owner when the text is a lock at all. */
interface FoundLock {
  text: string
  owner: LockOwner | null
}

function readLock(path: string): FoundLock | null {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return null
  }
  try {
    const v = JSON.parse(text) as Partial<LockOwner> | null
    if (!v || typeof v.pid !== 'number' || !(v.pid > 0) || typeof v.host !== 'string') {
      return { text, owner: null }
    }
    const owner: LockOwner = { pid: v.pid, host: v.host, since: String(v.since ?? '') }
    if (typeof v.boot === 'string') owner.boot = v.boot
    return { text, owner }
  } catch {
    return { text, owner: null }
  }
}

function readOwner(path: string): LockOwner | null {
  return readLock(path)?.owner ?? null
}

/**
 * Why a lock of this host no longer holds the folder, or null while its process may: the pid is
 * not running; the lock is from an earlier boot; or the pid was reused, its process started
 * after the lock was taken (a Dropdock killed before a reboot, another program now on its pid).
 */
function staleBecause(owner: LockOwner): string | null {
  if (owner.host !== hostname()) return null
  if (!alive(owner.pid)) return 'no longer running'
  const boot = bootId()
  if (owner.boot !== undefined && boot !== undefined && owner.boot !== boot) {
    return 'from before a restart of the computer'
  }
  const since = Date.parse(owner.since)
  const started = processStart(owner.pid)
  // A second of slack: the lock is written just after the process starts, never before.
  if (started !== undefined && Number.isFinite(since) && started > since + 1000) {
    return 'its pid now belongs to another program'
  }
  return null
}

/**
 * Creates the lock file with its content in one step: written to a private file, then linked to
 * the lock's name, which fails if the lock exists (O_EXCL for filesystems without hard links).
 * False when another lock is there.
 */
function tryCreate(path: string, owner: LockOwner): boolean {
  const text = JSON.stringify(owner) + '\n'
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, text, { flag: 'w', mode: PRIVATE_FILE_MODE })
  try {
    linkSync(tmp, path)
    return true
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return false
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw err
  } finally {
    try {
      unlinkSync(tmp)
    } catch {
      // Already gone.
    }
  }
  let fd: number
  try {
    fd = openSync(path, 'wx', PRIVATE_FILE_MODE)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw err
  }
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Removes a stale lock, the very one judged (same text). Guarded by a second exclusive file so
 * that two starters finding the same stale lock cannot both remove it, the second one removing
 * the first one's fresh lock.
 */
function breakStale(path: string, staleText: string): void {
  const guard = `${path}.break`
  let fd: number
  try {
    fd = openSync(guard, 'wx', PRIVATE_FILE_MODE)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
    if (age > BREAK_GUARD_STALE_MS) unlinkSync(guard)
    return
  }
  closeSync(fd)
  try {
    if (readLock(path)?.text === staleText) unlinkSync(path)
  } finally {
    unlinkSync(guard)
  }
}

/**
 * Takes the state folder's lock: a file `dropdock.lock` holding pid, host, start time and boot. A
 * stale lock (see staleBecause) or an unreadable one is taken over, and `tookOver` says so; a
 * live one throws StateLockedError naming its pid. Within one process the lock is shared and
 * counted.
 */
export function acquireStateLock(dir: string): StateLock {
  const key = storageWrite(dir, () => {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
    return realpathSync(dir)
  })
  const mine = held.get(key)
  if (mine) {
    mine.count++
    return mine.lock
  }
  const path = join(key, LOCK)
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  const boot = bootId()
  if (boot !== undefined) me.boot = boot
  let tookOver: string | null = null
  for (let tries = 0; ; tries++) {
    if (storageWrite(dir, () => tryCreate(path, me))) break
    const found = readLock(path)
    if (found === null && tries < 20) continue // removed meanwhile: try to create it again
    const owner = found?.owner ?? null
    if (owner && owner.pid === process.pid && owner.host === me.host) {
      // Our own lock of an earlier open in this process that was not released: take it back.
      break
    }
    // An empty or unreadable lock is a crash between create and write: as stale as a dead pid.
    const why = owner === null ? 'unreadable' : staleBecause(owner)
    if (found === null || why === null || tries >= 20) {
      throw new StateLockedError(dir, owner ?? { pid: 0, host: me.host, since: '' })
    }
    tookOver =
      owner === null
        ? `Took over the lock of ${dir}: its lock file was unreadable (left by a crash).`
        : `Took over the lock of ${dir} from pid ${owner.pid}: ${why}.`
    const staleText = found.text
    storageWrite(dir, () => breakStale(path, staleText))
  }
  const lock: StateLock = {
    path,
    tookOver,
    release: () => {
      const h = held.get(key)
      if (!h || h.lock !== lock) return
      if (--h.count > 0) return
      held.delete(key)
      try {
        if (readOwner(path)?.pid === process.pid) unlinkSync(path)
      } catch {
        // A read-only folder by now, or already removed: the pid in it is dead after we exit.
      }
    }
  }
  held.set(key, { lock, count: 1 })
  return lock
}

/**
 * The Dropdock holding `dir` now, read without taking or repairing anything: the owner of a lock
 * that holds (one of another computer included, which cannot be checked from here), or null
 * when none does (no lock, or a stale or unreadable one: its run has ended).
 */
export function stateLockHolder(dir: string): LockOwner | null {
  const owner = readOwner(join(dir, LOCK))
  return owner && staleBecause(owner) === null ? owner : null
}

/**
 * Releases every lock this process holds, however many opens share it: for a process that ends
 * before its commands could (a second Ctrl+C, a failure nothing caught), so that no lock file
 * outlives it. Synchronous, as a process's `exit` handlers must be.
 */
export function releaseHeldStateLocks(): void {
  for (const h of [...held.values()]) {
    h.count = 1
    h.lock.release()
  }
}

/**
 * Like acquireStateLock, but waits while another Dropdock holds the folder (checking every
 * `everyMs`), until it is free or `signal` aborts.
 */
export async function waitForStateLock(
  dir: string,
  opts: { everyMs?: number; signal?: AbortSignal; onWait?: (owner: LockOwner) => void } = {}
): Promise<StateLock> {
  let told = false
  for (;;) {
    try {
      return acquireStateLock(dir)
    } catch (err) {
      if (!(err instanceof StateLockedError)) throw err
      if (!told) opts.onWait?.(err.owner)
      told = true
      opts.signal?.throwIfAborted()
      await new Promise((r) => setTimeout(r, opts.everyMs ?? 250))
    }
  }
}
