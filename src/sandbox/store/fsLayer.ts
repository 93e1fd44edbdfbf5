import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fsync,
  fsyncSync,
  ftruncate,
  openSync,
  rmSync,
  write,
  writeSync
} from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import { PRIVATE_FILE_MODE } from '../../shared/fileModes'

const writeAsync = promisify(write)
const fdatasyncAsync = promisify(fdatasync)
const ftruncateAsync = promisify(ftruncate)
const fsyncAsync = promisify(fsync)

/**
 * The file operations the store's durability rests on, in one object so a test can make them
 * fail (ENOSPC, EIO) where it cannot fill a real disk.
 */
export interface StoreFs {
  /** Writes all of `data` at `position`. */
  write(fd: number, data: Buffer, position: number): Promise<void>
  writeSync(fd: number, data: Buffer, position: number): void
  datasync(fd: number): Promise<void>
  datasyncSync(fd: number): void
  truncate(fd: number, length: number): Promise<void>
  /** fsync of a folder, so a created or renamed entry survives a power cut. */
  syncDir(dir: string): void
  /**
   * Replaces `path` with `chunks` atomically and durably: temp file, fsync, rename, folder fsync.
   * The temp file is removed when anything fails.
   */
  replaceFile(path: string, chunks: Iterable<string>): Promise<void>
}

async function writeAll(fd: number, data: Buffer, position: number): Promise<void> {
  let done = 0
  while (done < data.length) {
    const { bytesWritten } = await writeAsync(fd, data, done, data.length - done, position + done)
    done += bytesWritten
  }
}

function writeAllSync(fd: number, data: Buffer, position: number): void {
  let done = 0
  while (done < data.length) {
    done += writeSync(fd, data, done, data.length - done, position + done)
  }
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Bytes gathered per write while a snapshot is written. */
const CHUNK_BYTES = 1 << 20

/** The real file system. */
export const nodeFs: StoreFs = {
  write: writeAll,
  writeSync: writeAllSync,
  datasync: (fd) => fdatasyncAsync(fd),
  datasyncSync: (fd) => fdatasyncSync(fd),
  truncate: (fd, length) => ftruncateAsync(fd, length),
  syncDir,
  async replaceFile(path, chunks) {
    const tmp = `${path}.${process.pid}.tmp`
    const fd = openSync(tmp, 'w', PRIVATE_FILE_MODE)
    try {
      let position = 0
      let parts: string[] = []
      let size = 0
      const out = async (): Promise<void> => {
        const buf = Buffer.from(parts.join(''))
        parts = []
        size = 0
        await writeAll(fd, buf, position)
        position += buf.length
      }
      for (const chunk of chunks) {
        parts.push(chunk)
        size += chunk.length
        if (size >= CHUNK_BYTES) await out()
      }
      await out()
      await fsyncAsync(fd)
    } catch (err) {
      closeSync(fd)
      rmSync(tmp, { force: true })
      throw err
    }
    closeSync(fd)
    await rename(tmp, path)
    syncDir(dirname(path))
  }
}

/**
 * fsync of one folder shared by everyone who asks while one is under way: callers that arrive
 * during a sync wait for the next one (which covers their entries), so a burst of uploads costs
 * two folder fsyncs, not one each, and none blocks the event loop.
 */
export function folderSyncer(dir: string): () => Promise<void> {
  let current: Promise<void> | null = null
  let waiting: Promise<void> | null = null
  const once = async (): Promise<void> => {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  }
  const start = (): Promise<void> => {
    const p = once().finally(() => {
      if (current === p) current = null
    })
    current = p
    return p
  }
  return () => {
    if (waiting) return waiting
    if (!current) return start()
    waiting = current
      .catch(() => undefined)
      .then(() => {
        waiting = null
        return start()
      })
    return waiting
  }
}
