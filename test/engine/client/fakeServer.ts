import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (req: SeenRequest, res: ServerResponse, n: number) => void

/**
 * A tiny loopback HTTP server for the client's error handling that the sandbox cannot produce
 * on demand (HTML error pages, broken JSON, HTTP-date Retry-After, stalled answers).
 */
export async function startFakeServer(handler: Handler): Promise<{
  url: string
  seen: SeenRequest[]
  close(): Promise<void>
}> {
  const seen: SeenRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const r = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString()
      }
      seen.push(r)
      handler(r, res, seen.length)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  res.writeHead(status, { 'Content-Type': 'application/vnd.api+json', ...headers })
  res.end(JSON.stringify(body))
}
