/**
 * Minimal PNG encoder on node:zlib alone, shared by the icon drawer and the test-fixture
 * generator so neither carries its own chunk/CRC code.
 */
import { crc32, deflateSync, type ZlibOptions } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** PNG colour types used here: 0 = greyscale, 6 = RGBA (both 8 bits per sample). */
export type PngColorType = 0 | 6

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/**
 * Wraps already-filtered scanlines (each row led by its filter byte) into a PNG file, so callers
 * only decide pixels; `zlib` passes through to deflate (e.g. `{ level: 9 }` for shipped icons).
 */
export function encodePng(
  width: number,
  height: number,
  colorType: PngColorType,
  filteredRows: Buffer,
  zlib?: ZlibOptions
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = colorType
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredRows, zlib)),
    chunk('IEND', Buffer.alloc(0))
  ])
}
