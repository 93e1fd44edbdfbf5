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
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../../shared/fileModes'

const LOCK = 'dropdock.lock'
/** A breaker that died mid-way leaves its guard file; after this long it is ignored. */
const BREAK_GUARD_STALE_MS = 10_000

/** Who holds a state folder, as written in its lock file. */
export interface LockOwner {
  pid: number
  host: string
  since: string
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

function readOwner(path: string): LockOwner | null {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>
    if (typeof v.pid !== 'number' || typeof v.host !== 'string') return null
    return { pid: v.pid, host: v.host, since: String(v.since ?? '') }
  } catch {
    return null
  }
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
 * Removes a lock whose process is gone (same host, pid not running). Guarded by a second
 * exclusive file so that two starters finding the same stale lock cannot both remove it, the
 * second one removing the first one's fresh lock.
 */
function breakStale(path: string, stale: LockOwner): void {
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
    const now = readOwner(path)
    if (now && now.pid === stale.pid && now.host === stale.host && now.since === stale.since) {
      unlinkSync(path)
    }
  } finally {
    unlinkSync(guard)
  }
}

/**
 * Takes the state folder's lock: a file `dropdock.lock` holding pid, host and start time. A lock
 * left by a process that is gone (same host, pid not running) is taken over; a live one throws
 * StateLockedError naming its pid. Within one process the lock is shared and counted.
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
  for (let tries = 0; ; tries++) {
    if (storageWrite(dir, () => tryCreate(path, me))) break
    const owner = readOwner(path)
    if (owner && owner.pid === process.pid && owner.host === me.host) {
      // Our own lock of an earlier open in this process that was not released: take it back.
      break
    }
    const stale = owner === null || (owner.host === me.host && !alive(owner.pid))
    if (!stale || tries >= 20) {
      throw new StateLockedError(dir, owner ?? { pid: 0, host: me.host, since: '' })
    }
    // An unreadable lock is a crash between create and write: as stale as a dead pid.
    storageWrite(dir, () => breakStale(path, owner ?? { pid: -1, host: me.host, since: '' }))
  }
  const lock: StateLock = {
    path,
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
