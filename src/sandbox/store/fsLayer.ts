import { fdatasync, fdatasyncSync, ftruncate } from 'node:fs'
import { open } from 'node:fs/promises'
import { promisify } from 'node:util'
import { replaceDurably, syncDir, writeAll, writeAllSync } from '../../storage/durableFile'

const fdatasyncAsync = promisify(fdatasync)
const ftruncateAsync = promisify(ftruncate)

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

/** The real file system (the durable primitives the engine's ledger uses too). */
export const nodeFs: StoreFs = {
  write: writeAll,
  writeSync: writeAllSync,
  datasync: (fd) => fdatasyncAsync(fd),
  datasyncSync: (fd) => fdatasyncSync(fd),
  truncate: (fd, length) => ftruncateAsync(fd, length),
  syncDir,
  replaceFile: replaceDurably
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
