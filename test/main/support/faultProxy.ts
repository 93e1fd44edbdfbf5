import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the proxy does with each request: pass it on, or answer it with a server error. */
export type ProxyMode = 'pass' | 'error500'

/**
 * One failure of one request: the connection dropped before any answer (as a reset or a proxy
 * that goes away), no answer at all until the proxy closes (`hang`), a 503, or a 429 asking to
 * come back after `retryAfterS` seconds.
 */
export type OneFault =
  { drop: true } | { hang: true } | { status: 503 } | { status: 429; retryAfterS: number }

/** Which request a planned fault hits: its method and path (the query left out). */
export type RequestMatch = (req: { method: string; path: string }) => boolean

export interface FaultProxy {
  /** The proxy's origin (http://127.0.0.1:port): put it in front of the service's path. */
  origin: string
  mode: ProxyMode
  /** Requests answered with a fault so far. */
  faults: number
  /** The requests that got a planned fault, as `METHOD /path`, in order. */
  readonly faulted: string[]
  /** Every request that came, as `METHOD /path`, in order. */
  readonly seen: string[]
  /** The next request `match` takes (any, without it) gets `fault`; the others pass. Once. */
  failNext(fault: OneFault, match?: RequestMatch): void
  /** Planned faults no request has met yet. */
  readonly pending: number
  close(): Promise<void>
}

const TITLES: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
}

const errorBody = (status: number): string =>
  JSON.stringify({ errors: [{ status: String(status), title: TITLES[status] }] })

/**
 * A loopback HTTP proxy in front of a service (the sandbox), for outages the service itself does
 * not make: in `error500` mode every request is answered 500 with a JSON:API error body, as an
 * overloaded or broken backend answers; in `pass` mode requests go through unchanged, but for
 * the one-shot faults planned with failNext.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const to = new URL(target)
  const planned: { fault: OneFault; match: RequestMatch }[] = []
  const proxy: FaultProxy = {
    origin: '',
    mode: 'pass',
    faults: 0,
    faulted: [],
    seen: [],
    failNext: (fault, match = () => true) => void planned.push({ fault, match }),
    get pending() {
      return planned.length
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      })
  }
  const plannedFor = (req: IncomingMessage): OneFault | null => {
    const at = { method: req.method ?? 'GET', path: new URL(req.url ?? '/', to).pathname }
    proxy.seen.push(`${at.method} ${at.path}`)
    const i = planned.findIndex((p) => p.match(at))
    if (i < 0) return null
    proxy.faulted.push(`${at.method} ${at.path}`)
    return planned.splice(i, 1)[0]!.fault
  }
  const server: Server = createServer((req, res) => {
    const fault = plannedFor(req)
    if (fault || proxy.mode === 'error500') {
      proxy.faults++
      if (fault && 'drop' in fault) return void req.socket.destroy()
      if (fault && 'hang' in fault) return void req.resume()
      const status = fault && 'status' in fault ? fault.status : 500
      req.resume()
      res.writeHead(status, {
        'Content-Type': 'application/vnd.api+json',
        ...(fault && 'retryAfterS' in fault ? { 'Retry-After': String(fault.retryAfterS) } : {})
      })
      res.end(errorBody(status))
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
