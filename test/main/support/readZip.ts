/**
 * A strict little ZIP reader for tests (no system unzip needed): walks the central directory,
 * inflates each entry and checks sizes and CRC-32, so a broken archive fails loudly.
 */
import { readFileSync } from 'node:fs'
import { crc32, inflateRawSync } from 'node:zlib'

/** Entry name → contents, in archive order. */
export function readZip(path: string): Map<string, Buffer> {
  const buf = readFileSync(path)
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('no end-of-central-directory record')
  const count = buf.readUInt16LE(end + 10)
  let at = buf.readUInt32LE(end + 16)
  const out = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`)
    const flags = buf.readUInt16LE(at + 8)
    const method = buf.readUInt16LE(at + 10)
    const crc = buf.readUInt32LE(at + 16)
    const packed = buf.readUInt32LE(at + 20)
    const size = buf.readUInt32LE(at + 24)
    const nameLen = buf.readUInt16LE(at + 28)
    const extraLen = buf.readUInt16LE(at + 30)
    const commentLen = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const name = buf
      .subarray(at + 46, at + 46 + nameLen)
      .toString(flags & 0x0800 ? 'utf8' : 'latin1')
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`)
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const raw = buf.subarray(dataAt, dataAt + packed)
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw)
    if (data.length !== size) throw new Error(`size mismatch for ${name}`)
    if (crc32(data) !== crc) throw new Error(`CRC mismatch for ${name}`)
    out.set(name, data)
    at += 46 + nameLen + extraLen + commentLen
  }
  return out
}
