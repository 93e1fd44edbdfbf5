import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request that went through the proxy: what was asked, what came back, and when. */
export interface ProxiedRequest {
  method: string
  path: string
  status: number
  /** performance.now() when the answer's head came back. */
  at: number
}

/**
 * A reverse proxy on 127.0.0.1 in front of a local server that records every request it
 * forwards: the count, the routes and the answers a client's traffic really cost.
 */
export async function startCountingProxy(target: string): Promise<{
  baseUrl: string
  requests: ProxiedRequest[]
  close(): Promise<void>
}> {
  const to = new URL(target)
  const requests: ProxiedRequest[] = []
  const server = createServer((req: IncomingMessage, res) => {
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host }
      },
      (answer) => {
        requests.push({
          method: req.method ?? '',
          path: (req.url ?? '').split('?')[0]!,
          status: answer.statusCode ?? 0,
          at: performance.now()
        })
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
