import { SNIFF_BYTES } from '../../shared/fileTypes'
import { openRegularFile } from '../files/openRegular'

/** The first SNIFF_BYTES of a file (fewer for a shorter one): enough to tell what it is. A FIFO
 * or device is refused (code ENOTREG), never waited on. */
export async function readHead(path: string): Promise<Uint8Array> {
  const { handle: fh } = await openRegularFile(path)
  try {
    const buf = new Uint8Array(SNIFF_BYTES)
    const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    await fh.close()
  }
}
