/**
 * Where the embedded sandbox's process listens for the engine: not a TCP port, which any
 * program of any user may bind while it is free, but a Unix socket in a folder only this user
 * may enter (0700, ours, not a link), so no other account can connect to it or put its own in
 * its place; on Windows a named pipe whose name is drawn afresh for every start, so nobody can
 * create it first. The engine's key, its files' bytes and their upload addresses travel there.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRIVATE_DIR_MODE } from '../../shared/fileModes'

/** The socket's address for each start of the sandbox's process. */
export interface LocalSocket {
  /** The address of the current start (what the engine connects to). */
  current(): string
  /** The address for the next start, cleared of what an earlier start left there. */
  next(): string
  /** Removes what this holds on disk. */
  close(): void
}

/**
 * A socket path must fit `sockaddr_un` (104 bytes on macOS, 108 on Linux, with its NUL); a
 * longer one is made in a fresh private temporary folder instead.
 */
const MAX_SOCKET_PATH = 100
const SOCKET_NAME = 'engine.sock'

/**
 * Makes `dir` this user's alone, or refuses it: an existing one must be a real folder (not a
 * link) owned by this user; group and other bits are taken away.
 */
function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const st = lstatSync(dir)
  if (!st.isDirectory()) throw new Error(`${dir} is not a folder (a link or a file)`)
  if (process.getuid && st.uid !== process.getuid()) {
    throw new Error(`${dir} belongs to another user`)
  }
  if ((st.mode & 0o077) !== 0) chmodSync(dir, PRIVATE_DIR_MODE)
}

/** A Unix socket in `dir` (made private), or in a private temp folder when that path is long. */
function unixSocket(dir: string): LocalSocket {
  let path = join(dir, SOCKET_NAME)
  let temp: string | null = null
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    // mkdtemp makes the folder 0700 under a name no one could have taken before.
    temp = mkdtempSync(join(tmpdir(), 'dropdock-'))
    path = join(temp, SOCKET_NAME)
  } else privateFolder(dir)
  return {
    current: () => path,
    next() {
      // Only this user can have put something there: the previous start's socket.
      rmSync(path, { force: true })
      return path
    },
    close() {
      rmSync(temp ?? path, { recursive: true, force: true })
    }
  }
}

/** A named pipe with a new name that cannot be guessed for each start. */
function namedPipe(): LocalSocket {
  const fresh = (): string => `\\\\.\\pipe\\dropdock-sandbox-${randomBytes(16).toString('hex')}`
  let path = fresh()
  return {
    current: () => path,
    next: () => (path = fresh()),
    close: () => undefined
  }
}

/** The sandbox process's socket: in `dir` on Unix, a named pipe on Windows. */
export function localSocket(
  dir: string,
  platform: NodeJS.Platform = process.platform
): LocalSocket {
  return platform === 'win32' ? namedPipe() : unixSocket(dir)
}
