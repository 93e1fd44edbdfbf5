import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the proxy does with each request: pass it on, or answer it with a server error. */
export type ProxyMode = 'pass' | 'error500'

export interface FaultProxy {
  /** The proxy's origin (http://127.0.0.1:port): put it in front of the service's path. */
  origin: string
  mode: ProxyMode
  /** Requests answered with a fault so far. */
  faults: number
  close(): Promise<void>
}

/**
 * A loopback HTTP proxy in front of a service (the sandbox), for outages the service itself does
 * not make: in `error500` mode every request is answered 500 with a JSON:API error body, as an
 * overloaded or broken backend answers; in `pass` mode requests go through unchanged.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const to = new URL(target)
  const proxy: FaultProxy = {
    origin: '',
    mode: 'pass',
    faults: 0,
    close: () => new Promise((r) => server.close(() => r()))
  }
  const server: Server = createServer((req, res) => {
    if (proxy.mode === 'error500') {
      proxy.faults++
      req.resume()
      res.writeHead(500, { 'Content-Type': 'application/vnd.api+json' })
      res.end(JSON.stringify({ errors: [{ status: '500', title: 'Internal Server Error' }] }))
      return
    }
    const out = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host }
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    out.on('error', () => res.destroy())
    req.pipe(out)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}
