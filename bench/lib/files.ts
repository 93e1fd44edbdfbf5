import { mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { removeOnInterrupt } from './interrupt'
import { INVOICE_LINES } from '../../test/fixtures/content'

/** A fresh scratch folder for one benchmark, removed by the returned cleanup or on Ctrl+C. */
export async function scratch(prefix: string): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `dropdock-bench-${prefix}-`))
  const forget = removeOnInterrupt(dir)
  return {
    dir,
    cleanup: async () => {
      await rm(dir, { recursive: true, force: true })
      forget()
    }
  }
}

/**
 * What every benchmark file starts with: intake sends only what its first bytes call a document
 * (PDF, image or text), and random bytes are none of them.
 */
const PDF_HEAD = Buffer.from('%PDF-1.7\n')

/** Random bytes after the PDF signature (random so no layer can shortcut them). */
function randomDocument(size: number): Buffer {
  const bytes = randomBytes(size)
  bytes.set(PDF_HEAD.subarray(0, Math.min(size, PDF_HEAD.length)))
  return bytes
}

/** Writes `size` bytes of random data in 8 MiB blocks, each after the PDF signature. */
export async function writeRandomFile(path: string, size: number): Promise<void> {
  const fh = await open(path, 'w')
  try {
    const block = randomDocument(8 * 1024 * 1024)
    for (let written = 0; written < size;) {
      const n = Math.min(block.length, size - written)
      await fh.write(block, 0, n)
      written += n
    }
  } finally {
    await fh.close()
  }
}

/**
 * Writes `count` files of `size` random bytes each after the PDF signature (every file distinct,
 * so none is a duplicate of another) named `doc-00001.bin`…, a few at a time; returns their names.
 */
export async function writeDistinctFiles(
  dir: string,
  count: number,
  size: number
): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `doc-${String(i + 1).padStart(5, '0')}.bin`)
  const parallel = 16
  for (let i = 0; i < names.length; i += parallel) {
    await Promise.all(
      names.slice(i, i + parallel).map((n) => writeFile(join(dir, n), randomDocument(size)))
    )
  }
  return names
}

/**
 * Writes `count` invoices as UTF-8 text (the sample invoice with a line of its own, so each is
 * distinct) named `invoice-00001.txt`…: documents the service classifies and extracts, so a
 * benchmark of them measures the path a clerk's files take, not the failure path of random bytes.
 */
export async function writeDistinctInvoices(dir: string, count: number): Promise<string[]> {
  const names = Array.from(
    { length: count },
    (_, i) => `invoice-${String(i + 1).padStart(5, '0')}.txt`
  )
  const parallel = 16
  for (let i = 0; i < names.length; i += parallel) {
    await Promise.all(
      names
        .slice(i, i + parallel)
        .map((n, j) => writeFile(join(dir, n), `${INVOICE_LINES.join('\n')}\nCopy ${i + j + 1}\n`))
    )
  }
  return names
}

/** Moves the named files from one folder to another (same filesystem: each appears at once). */
export async function moveAll(from: string, to: string, names: string[]): Promise<void> {
  const parallel = 64
  for (let i = 0; i < names.length; i += parallel) {
    await Promise.all(names.slice(i, i + parallel).map((n) => rename(join(from, n), join(to, n))))
  }
}
