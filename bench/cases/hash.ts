import { join } from 'node:path'
import { md5File } from '../../src/main/core/checksum/md5'
import { bestOf, run } from '../lib/measure'
import { scratch, writeRandomFile } from '../lib/files'
import type { BenchResult } from '../lib/report'

const SIZE = 512 * 1024 * 1024

/** Hashing a 512 MiB file: our streamed MD5 against coreutils' md5sum on the same file. */
export async function hashBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('hash')
  try {
    const file = join(dir, 'big.bin')
    await writeRandomFile(file, SIZE)
    await run('md5sum', [file]) // warm the page cache for both contestants
    const baseline = await bestOf(3, () => run('md5sum', [file]))
    const ours = await bestOf(3, () => md5File(file))
    const mib = SIZE / 1024 / 1024
    return {
      name: 'hash-512MiB',
      what: 'MD5 of a 512 MiB file (throughput, MiB/s)',
      ours: mib / (ours / 1000),
      baseline: mib / (baseline / 1000),
      unit: 'MiB/s',
      ratio: baseline / ours,
      target: 0.9
    }
  } finally {
    await cleanup()
  }
}
