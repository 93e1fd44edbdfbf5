import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { buildShippedCli } from '../lib/cliBundle'
import { startCountingProxy } from '../lib/countingProxy'
import { scratch, writeDistinctInvoices } from '../lib/files'
import { stopOnInterrupt } from '../lib/interrupt'
import { startSandboxProcess } from '../lib/processes'
import type { BenchResult } from '../lib/report'

const DOCUMENTS = 200
/** The service's limit on a key's requests (service-facts: 100 a minute, rolling 60 s). */
const LIMIT_PER_MINUTE = 100
/** Requests a document cannot do without, each counted by the limit: the blob, the create. */
const REQUESTS_PER_DOCUMENT = 2
const WINDOW_MS = 60_000

/** Documents a minute the limit allows in the long run: 100 requests ÷ 2 a document. */
const LIMIT_DOCUMENTS_PER_MINUTE = LIMIT_PER_MINUTE / REQUESTS_PER_DOCUMENT

/**
 * The shortest time in which `documents` can all be created under the limit, counting the first
 * window's burst: the first window's requests go at once, each later batch a window after the
 * one before, so the last create starts in the window of request number 2 × documents.
 */
function floorMs(documents: number): number {
  return WINDOW_MS * Math.floor((REQUESTS_PER_DOCUMENT * documents - 1) / LIMIT_PER_MINUTE)
}

/**
 * 200 invoices sent by the shipped `dropdock upload` to a sandbox that keeps the service's rate
 * limit (100 requests a minute per key), through a proxy that counts every API request:
 * documents created a minute, from the first request to the last document created, against the
 * 50 a minute the limit allows at 2 requests a document (target 0.98). Requests per document,
 * the 429s met and the shortest time the limit allows with its first window's burst counted are
 * printed.
 */
export async function rateBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('rate')
  const dataDir = join(dir, 'sandbox')
  const scans = join(dir, 'scans')
  await mkdir(dataDir)
  await mkdir(scans)
  const names = await writeDistinctInvoices(scans, DOCUMENTS)
  const cli = await buildShippedCli(dir)
  const sb = await startSandboxProcess('bench/children/sandbox.ts', [
    JSON.stringify({ dataDir, rateLimitPerMinute: LIMIT_PER_MINUTE })
  ])
  const proxy = await startCountingProxy(sb.baseUrl)
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = stopOnInterrupt(
        spawn(
          process.execPath,
          [cli, 'upload', ...names, '--json', '--state', join(dir, 'state')],
          {
            cwd: scans,
            env: { ...process.env, DROPDOCK_BASE_URL: proxy.baseUrl, DROPDOCK_API_KEY: sb.apiKey },
            stdio: 'ignore'
          }
        )
      )
      child.once('error', reject)
      child.once('exit', (c) => resolve(c ?? -1))
    })
    const reqs = proxy.requests
    const creates = reqs.filter((r) => r.method === 'POST' && r.path.endsWith('/documents'))
    const created = creates.filter((r) => r.status === 201)
    if (created.length !== DOCUMENTS) {
      throw new Error(`${created.length} of ${DOCUMENTS} documents created (upload exited ${code})`)
    }
    const ms = created[created.length - 1]!.at - Math.min(...reqs.map((r) => r.at))
    const perMinute = (DOCUMENTS / ms) * 60_000
    const floor = floorMs(DOCUMENTS)
    const limited = reqs.filter((r) => r.status === 429).length
    return {
      name: 'rate',
      what: `${DOCUMENTS} invoices through \`dropdock upload\` under the service's ${LIMIT_PER_MINUTE} requests a minute: documents created a minute, against the ${LIMIT_DOCUMENTS_PER_MINUTE} the limit allows`,
      ours: perMinute,
      baseline: LIMIT_DOCUMENTS_PER_MINUTE,
      unit: 'documents/min',
      ratio: perMinute / LIMIT_DOCUMENTS_PER_MINUTE,
      target: 0.98,
      notes: {
        'first request to last document created': `${(ms / 1000).toFixed(1)} s; the least the limit allows, its first window's burst counted: ${floor / 1000} s (${(floor / ms).toFixed(2)} of ours)`,
        'API requests per document': (reqs.length / DOCUMENTS).toFixed(2),
        'requests answered 429': limited,
        'upload exit code': code
      }
    }
  } finally {
    await proxy.close()
    await sb.close()
    await cleanup()
  }
}
