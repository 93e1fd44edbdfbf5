import SparkMD5 from 'spark-md5'

export const MD5_CHUNK_BYTES = 2 * 1024 * 1024

/**
 * Base64 of the binary MD5 of a file's bytes (the service's checksum format), read in 2 MiB
 * chunks so a large mail attachment never sits in memory twice.
 */
export async function md5Base64(blob: Blob, chunkBytes = MD5_CHUNK_BYTES): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer()
  for (let start = 0; start < blob.size; start += chunkBytes) {
    spark.append(await blob.slice(start, start + chunkBytes).arrayBuffer())
  }
  const raw = spark.end(true)
  return btoa(raw)
}
