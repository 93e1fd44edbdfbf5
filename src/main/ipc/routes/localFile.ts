/**
 * A local original opened for reading the safe way, for Open and the preview: links resolved
 * first (what is checked is what the system will open), then opened non-blocking and without
 * following a link swapped in at the last moment, and checked with fstat on that very handle.
 * A FIFO or device that took a file's place never blocks main's file access (an ordinary open
 * of a FIFO waits for a writer and holds one of libuv's four file-system threads meanwhile).
 */
import { constants } from 'node:fs'
import { open, realpath, type FileHandle } from 'node:fs/promises'
import { RouteError } from '../../errors/routeError'

/** Read-only; never wait on a FIFO or device; refuse a link at the last step (POSIX). */
const READ_FLAGS =
  constants.O_RDONLY |
  (constants.O_NONBLOCK ?? 0) |
  (constants.O_NOFOLLOW ?? 0) |
  (constants.O_NOCTTY ?? 0)

export type LocalFile =
  /** A regular file, open: the caller closes `handle`. */
  | { kind: 'file'; real: string; handle: FileHandle; size: number }
  /** Nothing there any more. */
  | { kind: 'gone' }
  /** Something that is not a regular file (a FIFO, device, socket, folder), or a link swapped in. */
  | { kind: 'special' }

const isGone = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** Opens the regular file `path` leads to; see the module comment. */
export async function openLocalFile(path: string): Promise<LocalFile> {
  let real: string
  try {
    real = await realpath(path)
  } catch (err) {
    if (isGone(err)) return { kind: 'gone' }
    throw new RouteError('file', 'The file could not be read.', (err as Error).message)
  }
  let handle: FileHandle
  try {
    handle = await open(real, READ_FLAGS)
  } catch (err) {
    if (isGone(err)) return { kind: 'gone' }
    const code = (err as NodeJS.ErrnoException).code
    // ELOOP: a link replaced the file after realpath; ENXIO: a device or socket with no one behind it.
    if (code === 'ELOOP' || code === 'ENXIO' || code === 'EISDIR') return { kind: 'special' }
    throw new RouteError('file', 'The file could not be read.', (err as Error).message)
  }
  const st = await handle.stat().catch(() => null)
  if (!st || !st.isFile()) {
    await handle.close()
    return { kind: 'special' }
  }
  return { kind: 'file', real, handle, size: st.size }
}

/** Reads up to `length` bytes from the start of an open file. */
export async function readHead(handle: FileHandle, length: number): Promise<Uint8Array> {
  const head = new Uint8Array(length)
  const { bytesRead } = await handle.read(head, 0, length, 0)
  return head.subarray(0, bytesRead)
}
