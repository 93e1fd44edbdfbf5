import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import SparkMD5 from 'spark-md5'

/** Rails' ActiveStorage browser client reads files in 2 MiB slices. */
export const SPARK_CHUNK_BYTES = 2 * 1024 * 1024

const READ_CHUNK_BYTES = 1024 * 1024

/**
 * Streams a file through node:crypto's MD5 and returns what the direct-upload blob request
 * wants: Base64 of the binary digest, plus the number of bytes actually hashed (the size the
 * checksum belongs to, which can differ from an earlier stat if the file is still changing).
 */
export async function md5File(
  path: string,
  opts: { signal?: AbortSignal } = {}
): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5')
  let size = 0
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES, signal: opts.signal })
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { md5: hash.digest('base64'), size }
}

/**
 * MD5 of bytes that arrive without a file (a mail attachment dropped straight from the mail
 * client), computed the way Rails' own JS client does: spark-md5's ArrayBuffer API in 2 MiB
 * slices. Runs anywhere spark-md5 runs; returns Base64 of the binary digest.
 */
export function md5Bytes(bytes: Uint8Array): string {
  const spark = new SparkMD5.ArrayBuffer()
  for (let at = 0; at < bytes.byteLength; at += SPARK_CHUNK_BYTES) {
    const end = Math.min(at + SPARK_CHUNK_BYTES, bytes.byteLength)
    spark.append(bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + end) as ArrayBuffer)
  }
  return btoa(spark.end(true))
}
