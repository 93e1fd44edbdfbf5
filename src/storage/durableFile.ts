import {
  closeSync,
  fsync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
  write,
  writeSync
} from 'node:fs'
import { rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import { PRIVATE_FILE_MODE } from '../shared/fileModes'

const writeAsync = promisify(write)
const fsyncAsync = promisify(fsync)

/** Writes all of `data` at `position`: write(2) may take fewer bytes than it was given. */
export function writeAllSync(fd: number, data: Buffer, position: number): void {
  let done = 0
  while (done < data.length) {
    done += writeSync(fd, data, done, data.length - done, position + done)
  }
}

/** writeAllSync off the event loop (libuv's thread pool). */
export async function writeAll(fd: number, data: Buffer, position: number): Promise<void> {
  let done = 0
  while (done < data.length) {
    const { bytesWritten } = await writeAsync(fd, data, done, data.length - done, position + done)
    done += bytesWritten
  }
}

/**
 * Codes with which a file system says it cannot fsync a folder at all (some network and FUSE
 * file systems; Windows, which refuses to flush a folder's handle): a rename there is atomic
 * without it, and nothing more can be done. Any other error (EIO…) is the disk failing.
 */
const NO_FOLDER_SYNC = new Set(['EINVAL', 'ENOTSUP', 'EISDIR', 'EPERM', 'EBADF'])

/** fsync of a folder, so an entry created or renamed in it survives a power cut. */
export function syncDir(dir: string): void {
  let fd: number
  try {
    fd = openSync(dir, 'r')
  } catch (err) {
    if (NO_FOLDER_SYNC.has((err as NodeJS.ErrnoException).code ?? '')) return
    throw err
  }
  try {
    fsyncSync(fd)
  } catch (err) {
    if (!NO_FOLDER_SYNC.has((err as NodeJS.ErrnoException).code ?? '')) throw err
  } finally {
    closeSync(fd)
  }
}

/**
 * Characters gathered per write while a file is replaced: at most 128 KiB even as two-byte
 * text, V8's large-object size, so the text is collected young instead of going to the old
 * generation, and a 100,000-line file never sits in memory as one string.
 */
const CHUNK_CHARS = 64 * 1024

/** `chunks` joined into buffers of about CHUNK_CHARS characters. */
function* gathered(chunks: Iterable<string>): Generator<Buffer> {
  let text = ''
  for (const chunk of chunks) {
    text += chunk
    if (text.length >= CHUNK_CHARS) {
      yield Buffer.from(text, 'utf8')
      text = ''
    }
  }
  if (text.length > 0) yield Buffer.from(text, 'utf8')
}

/** The file `path` is written to before it replaces `path`. */
const tempOf = (path: string): string => `${path}.tmp`

/** Removes a temp file a failed replace left behind; a refusal of that too changes nothing. */
function dropTemp(tmp: string): void {
  try {
    rmSync(tmp, { force: true })
  } catch {
    // The disk refuses even that: the next replace writes over it.
  }
}

/**
 * Replaces `path` with the text of `chunks`, atomically and durably: written whole to
 * `<path>.tmp` (private), fsynced, renamed over `path`, the folder fsynced. A crash at any
 * instant leaves the old file or the new one, never half of one; when anything fails the temp
 * file is removed and the error thrown.
 */
export function replaceDurablySync(path: string, chunks: Iterable<string>): void {
  const tmp = tempOf(path)
  try {
    const fd = openSync(tmp, 'w', PRIVATE_FILE_MODE)
    try {
      let position = 0
      for (const buf of gathered(chunks)) {
        writeAllSync(fd, buf, position)
        position += buf.length
      }
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(tmp, path)
  } catch (err) {
    dropTemp(tmp)
    throw err
  }
  syncDir(dirname(path))
}

/** replaceDurablySync with its writes and fsync off the event loop. */
export async function replaceDurably(path: string, chunks: Iterable<string>): Promise<void> {
  const tmp = tempOf(path)
  try {
    const fd = openSync(tmp, 'w', PRIVATE_FILE_MODE)
    try {
      let position = 0
      for (const buf of gathered(chunks)) {
        await writeAll(fd, buf, position)
        position += buf.length
      }
      await fsyncAsync(fd)
    } finally {
      closeSync(fd)
    }
    await rename(tmp, path)
  } catch (err) {
    dropTemp(tmp)
    throw err
  }
  syncDir(dirname(path))
}
