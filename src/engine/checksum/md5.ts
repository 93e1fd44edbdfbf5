import { createHash } from 'node:crypto'
import type { FileHandle } from 'node:fs/promises'
import { openRegularFile } from '../files/openRegular'

/**
 * Size of each of the two read buffers. Measured on a 512 MiB file (bench `hash`): 256 KiB to
 * 2 MiB all run at the speed of MD5 itself; larger buffers fall out of the CPU cache and are slower.
 */
const READ_CHUNK_BYTES = 1024 * 1024

/** Read buffers of finished hashes, kept for the next ones (enough for two hashes at once). */
const spareBuffers: Buffer[] = []
const MAX_SPARE_BUFFERS = 4

function takeBuffer(): Buffer {
  return spareBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_CHUNK_BYTES)
}

/**
 * Streams a file through node:crypto's MD5 and returns what the direct-upload blob request
 * wants: Base64 of the binary digest, plus the number of bytes actually hashed (the size the
 * checksum belongs to, which can differ from an earlier stat if the file is still changing).
 * A FIFO or device found at `path` is refused (code ENOTREG), never waited on. The engine reads
 * an item's file through md5Handle, on the descriptor it matched (files/itemFile).
 */
export async function md5File(
  path: string,
  opts: { signal?: AbortSignal } = {}
): Promise<{ md5: string; size: number }> {
  opts.signal?.throwIfAborted()
  const { handle } = await openRegularFile(path)
  try {
    const { md5, size } = await md5Handle(handle, opts)
    return { md5, size }
  } finally {
    await handle.close()
  }
}

/**
 * MD5 of an open file from its start, as md5File gives it, with the file's first `headBytes`
 * (what the type check reads) taken from the same reads. Two buffers, reused: the next read runs
 * while the current one is hashed, and no garbage piles up (a read stream's fresh 1 MiB chunks
 * raised the peak RSS by ~35 MB on large files). The caller closes the handle.
 */
export async function md5Handle(
  fh: FileHandle,
  opts: { signal?: AbortSignal; headBytes?: number } = {}
): Promise<{ md5: string; size: number; head: Uint8Array }> {
  const { signal } = opts
  signal?.throwIfAborted()
  const hash = createHash('md5')
  // Double buffering: the next read runs on a libuv thread while this one is hashed here, so
  // the disk (or page cache copy) and MD5 overlap instead of taking turns.
  const buffers = [takeBuffer(), takeBuffer()]
  let current = 0
  let size = 0
  let head: Uint8Array = new Uint8Array(0)
  let pending = fh.read(buffers[current], 0, READ_CHUNK_BYTES, 0)
  try {
    for (;;) {
      const { bytesRead } = await pending
      if (bytesRead === 0) break
      const chunk = buffers[current]
      // A copy: the buffer is read into again.
      if (size === 0)
        head = new Uint8Array(chunk.subarray(0, Math.min(bytesRead, opts.headBytes ?? 0)))
      size += bytesRead
      signal?.throwIfAborted()
      current ^= 1
      pending = fh.read(buffers[current], 0, READ_CHUNK_BYTES, size)
      hash.update(bytesRead === READ_CHUNK_BYTES ? chunk : chunk.subarray(0, bytesRead))
    }
  } finally {
    // A read still in flight (abort, or an error while hashing) must end before it is released.
    await pending.catch(() => undefined)
    for (const b of buffers) if (spareBuffers.length < MAX_SPARE_BUFFERS) spareBuffers.push(b)
  }
  return { md5: hash.digest('base64'), size, head }
}

/**
 * MD5 of bytes that arrive without a file (a mail attachment dropped straight from the mail
 * client): Base64 of the binary digest, the same the window computed with spark-md5. node:crypto
 * hashes in native code: spark-md5 in JavaScript held main's event loop for the whole of a
 * 100 MiB attachment (the window's events and every other command waited behind it).
 */
export function md5Bytes(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64')
}
