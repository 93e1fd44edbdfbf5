import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

/** A fresh scratch folder for one benchmark, removed by the returned cleanup. */
export async function scratch(prefix: string): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `dropdock-bench-${prefix}-`))
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/** Writes `size` bytes of random data in 8 MiB blocks (random so no layer can shortcut it). */
export async function writeRandomFile(path: string, size: number): Promise<void> {
  const fh = await open(path, 'w')
  try {
    const block = randomBytes(8 * 1024 * 1024)
    for (let written = 0; written < size; ) {
      const n = Math.min(block.length, size - written)
      await fh.write(block, 0, n)
      written += n
    }
  } finally {
    await fh.close()
  }
}
