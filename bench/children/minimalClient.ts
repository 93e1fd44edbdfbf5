/**
 * Bench child: the least a client can do to turn files into documents — read, MD5, blob
 * request, storage PUT, create — N files at a time, no ledger, no watcher, no retries. The
 * yardstick for the engine's overhead. `transport` says how it talks HTTP: `fetch` (Node's
 * fetch, the yardstick the target is stated against) or `http` (node:http, what the engine uses
 * for its JSON calls and uploads, so the figure shows the engine's own overhead apart from the
 * transport). Argument: JSON `{ baseUrl, apiKey, dir, concurrency, transport }`; prints
 * `{ elapsedMs, cpuMs, created, failed }`.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'

const { baseUrl, apiKey, dir, concurrency, transport } = JSON.parse(process.argv[2]) as {
  baseUrl: string
  apiKey: string
  dir: string
  concurrency: number
  transport: 'fetch' | 'http'
}
const auth = { Authorization: `Token ${apiKey}`, Accept: 'application/vnd.api+json' }
const directUploads = `${new URL(baseUrl).origin}/rails/active_storage/direct_uploads`

type Call = (
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer
) => Promise<{ status: number; text: string }>

const viaFetch: Call = async (url, method, headers, body) => {
  const res = await fetch(url, { method, headers, body })
  return { status: res.status, text: await res.text() }
}

const viaHttp: Call = (url, method, headers, body) =>
  new Promise((resolve, reject) => {
    const length = String(Buffer.byteLength(body))
    const req = request(
      url,
      { method, headers: { ...headers, 'Content-Length': length } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() })
        )
      }
    )
    req.on('error', reject)
    req.end(body)
  })

const call = transport === 'http' ? viaHttp : viaFetch

async function send(name: string): Promise<boolean> {
  const bytes = await readFile(join(dir, name))
  const checksum = createHash('md5').update(bytes).digest('base64')
  const blobRes = await call(
    directUploads,
    'POST',
    { ...auth, 'Content-Type': 'application/json' },
    JSON.stringify({
      blob: {
        filename: name,
        content_type: 'application/octet-stream',
        byte_size: bytes.length,
        checksum
      }
    })
  )
  if (blobRes.status !== 200) throw new Error(`blob ${blobRes.status}: ${blobRes.text}`)
  const blob = JSON.parse(blobRes.text) as {
    signed_id: string
    direct_upload: { url: string; headers: Record<string, string> }
  }
  const put = await call(
    new URL(blob.direct_upload.url, directUploads).href,
    'PUT',
    blob.direct_upload.headers,
    bytes
  )
  if (put.status < 200 || put.status >= 300) throw new Error(`PUT ${put.status}`)
  const doc = await call(
    `${baseUrl}/documents`,
    'POST',
    { ...auth, 'Content-Type': 'application/vnd.api+json' },
    JSON.stringify({
      data: { type: 'document', attributes: { name, attached_document: blob.signed_id } }
    })
  )
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
