/**
 * A file opened for reading the safe way: non-blocking, then checked with fstat on that very
 * handle. An ordinary open of a FIFO waits for a writer and holds one of libuv's four
 * file-system threads meanwhile (four of them stop every file access of the process); a FIFO,
 * device or socket swapped in for a file after it was looked at is refused here instead.
 */
import { constants, type Stats } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { fsPath } from './rawName'

/** The code of the error thrown for something that is not a regular file. */
export const NOT_REGULAR_CODE = 'ENOTREG'

const BASE_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)

/**
 * Opens `path` read-only without waiting on a FIFO or device, and returns the handle (the caller
 * closes it) with its fstat. `noFollow` refuses a link at the last step (POSIX: ELOOP); only for
 * a path already resolved, since a link the folder rules allowed must still be read.
 * Throws code NOT_REGULAR_CODE for a FIFO, device or socket, EISDIR for a folder, and other
 * errors as open gives them.
 */
export async function openRegularFile(
  path: string,
  opts: { noFollow?: boolean } = {}
): Promise<{ handle: FileHandle; stats: Stats }> {
  const flags = BASE_FLAGS | (opts.noFollow ? (constants.O_NOFOLLOW ?? 0) : 0)
  let handle: FileHandle
  try {
    handle = await open(fsPath(path), flags)
  } catch (err) {
    // ENXIO: a device or socket with no one behind it.
    if ((err as NodeJS.ErrnoException).code === 'ENXIO') throw notRegular(path)
    throw err
  }
  let stats: Stats
  try {
    stats = await handle.stat()
  } catch (err) {
    await handle.close()
    throw err
  }
  if (!stats.isFile()) {
    await handle.close()
    if (stats.isDirectory())
      throw Object.assign(new Error(`${path} is a folder`), { code: 'EISDIR' })
    throw notRegular(path)
  }
  return { handle, stats }
}

function notRegular(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${path} is not a regular file`), { code: NOT_REGULAR_CODE })
}
