import { createHash } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { IncomingMessage } from 'node:http'
import { folderSyncer } from '../store/fsLayer'
import { toSandboxStorageError } from '../store/storageError'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../shared/fileModes'

const syncers = new Map<string, () => Promise<void>>()

/** The shared fsync of a blobs folder (one per data dir). */
function syncerOf(dir: string): () => Promise<void> {
  let sync = syncers.get(dir)
  if (!sync) {
    sync = folderSyncer(dir)
    syncers.set(dir, sync)
  }
  return sync
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Where blob bytes live under the data dir. */
export function blobPath(dataDir: string, blobId: string): string {
  return join(dataDir, 'blobs', blobId)
}

export interface StreamResult {
  ok: boolean
  bytes: number
  md5: string
  /** Why the bytes were refused. */
  problem?: string
  /**
   * Settles once the bytes and the blob's name are on disk (file fsync, and a folder fsync
   * shared with other uploads); rejects with a StorageError.
   */
  synced?: Promise<void>
}

/**
 * Streams a request body to a temp file while hashing it (memory stays flat for any size), then
 * moves it into place only when size and MD5 match; otherwise the temp file is removed. `synced`
 * settles once the bytes and the folder are fsynced; the caller waits for it alongside its own
 * journal write, so an acknowledged upload survives a crash in one fsync's time rather than
 * three in a row. Throws a StorageError when the disk refuses them (full,
 * read-only, broken).
 */
export async function storeUpload(
  req: IncomingMessage,
  dataDir: string,
  blobId: string,
  expected: { bytes: number; md5: string }
): Promise<StreamResult> {
  const tmpDir = join(dataDir, 'tmp')
  mkdirSync(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  mkdirSync(join(dataDir, 'blobs'), { recursive: true, mode: PRIVATE_DIR_MODE })
  const tmp = join(tmpDir, `${blobId}.${process.pid}.${Date.now()}.part`)
  const hash = createHash('md5')
  let bytes = 0
  const meter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bytes += chunk.length
      if (bytes > expected.bytes) {
        cb(new Error(`body is longer than the blob's byte_size ${expected.bytes}`))
        return
      }
      hash.update(chunk)
      cb(null, chunk)
    }
  })
  const out = createWriteStream(tmp, { mode: PRIVATE_FILE_MODE })
  let diskError: unknown = null
  out.on('error', (err) => {
    diskError = err
  })
  try {
    await pipeline(req, meter, out)
  } catch (err) {
    await rm(tmp, { force: true })
    if (diskError) throw toSandboxStorageError(diskError, tmp)
    return { ok: false, bytes, md5: '', problem: (err as Error).message }
  }
  const md5 = hash.digest('base64')
  if (bytes !== expected.bytes) {
    await rm(tmp, { force: true })
    return {
      ok: false,
      bytes,
      md5,
      problem: `received ${bytes} bytes, blob byte_size is ${expected.bytes}`
    }
  }
  if (md5 !== expected.md5) {
    await rm(tmp, { force: true })
    return {
      ok: false,
      bytes,
      md5,
      problem: `MD5 of the bytes (${md5}) differs from the blob checksum (${expected.md5})`
    }
  }
  const path = blobPath(dataDir, blobId)
  try {
    await rename(tmp, path)
  } catch (err) {
    await rm(tmp, { force: true })
    throw toSandboxStorageError(err, path)
  }
  const synced = Promise.all([syncFile(path), syncerOf(join(dataDir, 'blobs'))()]).then(
    () => undefined,
    (err: unknown) => {
      throw toSandboxStorageError(err, path)
    }
  )
  return { ok: true, bytes, md5, synced }
}
