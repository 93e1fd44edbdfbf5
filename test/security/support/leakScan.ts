/**
 * Looks for a secret in everything the app leaves behind: every file under a folder (as bytes),
 * the entries of any .zip among them (decompressed), and captured text. A secret is searched in
 * clear and in the encodings a careless write would use: Base64 at each of the three byte
 * alignments, hex, and UTF-16.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { inflateRawSync } from 'node:zlib'

export interface Needle {
  label: string
  bytes: Buffer
}

/** The forms of `secret` worth searching for. */
export function needlesFor(secret: string): Needle[] {
  const raw = Buffer.from(secret, 'utf8')
  const needles: Needle[] = [
    { label: 'clear text', bytes: raw },
    { label: 'hex', bytes: Buffer.from(raw.toString('hex')) },
    { label: 'UTF-16', bytes: Buffer.from(secret, 'utf16le') }
  ]
  // Inside a longer Base64 text the secret starts at offset 0, 1 or 2 of a 3-byte group; the
  // characters that depend on the neighbours are dropped from each form.
  for (let pad = 0; pad < 3; pad++) {
    const b64 = Buffer.concat([Buffer.alloc(pad), raw]).toString('base64')
    const start = pad === 0 ? 0 : Math.ceil((pad * 4) / 3)
    const usable = Math.floor(((pad + raw.length) * 4) / 3)
    const core = b64.slice(start, usable)
    needles.push({ label: `Base64 (offset ${pad})`, bytes: Buffer.from(core) })
  }
  return needles
}

/** Every regular file under `root`, recursively. */
export function filesUnder(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      const st = statSync(path)
      if (st.isDirectory()) walk(path)
      else if (st.isFile()) out.push(path)
    }
  }
  walk(root)
  return out
}

/** The entries of a zip file, decompressed (stored or deflated; what createZip writes). */
export function unzipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  let eocd = -1
  for (let i = zip.length - 22; i >= 0; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)')
  const count = zip.readUInt16LE(eocd + 10)
  let at = zip.readUInt32LE(eocd + 16)
  const entries: { name: string; data: Buffer }[] = []
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory')
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const packed = zip.subarray(dataAt, dataAt + size)
    entries.push({ name, data: method === 8 ? inflateRawSync(packed) : Buffer.from(packed) })
    at += 46 + nameLength + extra + comment
  }
  return entries
}

export interface Leak {
  where: string
  secret: string
  form: string
}

/** Every place in `blobs` where one of `secrets` shows up in one of its forms. */
export function findLeaks(
  blobs: { where: string; data: Buffer }[],
  secrets: readonly string[]
): Leak[] {
  const leaks: Leak[] = []
  for (const secret of secrets) {
    const needles = needlesFor(secret)
    for (const blob of blobs) {
      for (const needle of needles) {
        if (blob.data.includes(needle.bytes)) {
          leaks.push({ where: blob.where, secret, form: needle.label })
        }
      }
    }
  }
  return leaks
}

/** All files under `root` as blobs, with every .zip also opened. */
export function blobsUnder(root: string): { where: string; data: Buffer }[] {
  const blobs: { where: string; data: Buffer }[] = []
  for (const file of filesUnder(root)) {
    const data = readFileSync(file)
    const where = relative(root, file).split(sep).join('/')
    blobs.push({ where, data })
    if (file.endsWith('.zip')) {
      for (const entry of unzipEntries(data))
        blobs.push({ where: `${where}!${entry.name}`, data: entry.data })
    }
  }
  return blobs
}
