import { open } from 'node:fs/promises'
import { SNIFF_BYTES } from '../../../shared/fileTypes'
import { fsPath } from '../files/rawName'

/** The first SNIFF_BYTES of a file (fewer for a shorter one): enough to tell what it is. */
export async function readHead(path: string): Promise<Uint8Array> {
  const fh = await open(fsPath(path), 'r')
  try {
    const buf = new Uint8Array(SNIFF_BYTES)
    const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    await fh.close()
  }
}
