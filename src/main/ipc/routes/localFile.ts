/**
 * A local original opened for reading the safe way, for Open and the preview: links resolved
 * first (what is checked is what the system will open), then opened non-blocking and without
 * following a link swapped in at the last moment, and checked with fstat on that very handle.
 * A FIFO or device that took a file's place never blocks main's file access (an ordinary open
 * of a FIFO waits for a writer and holds one of libuv's four file-system threads meanwhile).
 */
import { realpath, type FileHandle } from 'node:fs/promises'
import { NOT_REGULAR_CODE, openRegularFile } from '../../../engine/files/openRegular'
import { RouteError } from '../../errors/routeError'

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
  try {
    // The path is resolved already: a link found at the last step was swapped in (ELOOP).
    const { handle, stats } = await openRegularFile(real, { noFollow: true })
    return { kind: 'file', real, handle, size: stats.size }
  } catch (err) {
    if (isGone(err)) return { kind: 'gone' }
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ELOOP' || code === NOT_REGULAR_CODE || code === 'EISDIR')
      return { kind: 'special' }
    throw new RouteError('file', 'The file could not be read.', (err as Error).message)
  }
}

/** Reads up to `length` bytes from the start of an open file. */
export async function readHead(handle: FileHandle, length: number): Promise<Uint8Array> {
  const head = new Uint8Array(length)
  const { bytesRead } = await handle.read(head, 0, length, 0)
  return head.subarray(0, bytesRead)
}
