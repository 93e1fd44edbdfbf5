/**
 * Bench child: the least a client can do to turn files into documents — read, MD5, blob
 * request, storage PUT, create — with raw fetch, N files at a time, no ledger, no watcher, no
 * retries. The yardstick for the engine's overhead. Argument: JSON `{ baseUrl, apiKey, dir,
 * concurrency }`; prints `{ elapsedMs, cpuMs, created, failed }`.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const { baseUrl, apiKey, dir, concurrency } = JSON.parse(process.argv[2]) as {
  baseUrl: string
  apiKey: string
  dir: string
  concurrency: number
}
const auth = { Authorization: `Token ${apiKey}`, Accept: 'application/vnd.api+json' }
const directUploads = `${new URL(baseUrl).origin}/rails/active_storage/direct_uploads`

async function send(name: string): Promise<boolean> {
  const bytes = await readFile(join(dir, name))
  const checksum = createHash('md5').update(bytes).digest('base64')
  const blobRes = await fetch(directUploads, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      blob: {
        filename: name,
        content_type: 'application/octet-stream',
        byte_size: bytes.length,
        checksum
      }
    })
  })
  if (!blobRes.ok) throw new Error(`blob ${blobRes.status}: ${await blobRes.text()}`)
  const blob = (await blobRes.json()) as {
    signed_id: string
    direct_upload: { url: string; headers: Record<string, string> }
  }
  const put = await fetch(new URL(blob.direct_upload.url, directUploads), {
    method: 'PUT',
    headers: { ...blob.direct_upload.headers, 'Content-Length': String(bytes.length) },
    body: bytes
  })
  await put.arrayBuffer()
  if (!put.ok) throw new Error(`PUT ${put.status}`)
  const doc = await fetch(`${baseUrl}/documents`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: { type: 'document', attributes: { name, attached_document: blob.signed_id } }
    })
  })
  await doc.arrayBuffer()
  return doc.status === 201
}

const names = await readdir(dir)
let next = 0
let created = 0
let failed = 0
const t0 = performance.now()
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < names.length) {
      const name = names[next++]
      if (await send(name).catch(() => false)) created++
      else failed++
    }
  })
)
const elapsedMs = Math.round(performance.now() - t0)
const cpu = process.cpuUsage()
const cpuMs = Math.round((cpu.user + cpu.system) / 1000)
process.stdout.write(JSON.stringify({ elapsedMs, cpuMs, created, failed }) + '\n')
