import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the proxy does with one request: pass it on, pass it on and drop the service's answer
 * (the service acted, the caller never hears so), or answer with a status of its own without
 * passing it on (the service never saw it).
 */
export type ProxyAct = 'pass' | 'drop' | { status: number }

export interface AnswerProxy {
  /** `http://127.0.0.1:PORT`: the target's paths are served under it. */
  origin: string
  /** Each request the rule did not pass, as "METHOD /path act". */
  faults: string[]
  close(): Promise<void>
}

/**
 * A proxy on loopback in front of `target` (an origin): `rule` decides for each request by its
 * method and path (without the query) what happens to it.
 */
export async function startAnswerProxy(
  target: string,
  rule: (method: string, path: string) => ProxyAct
): Promise<AnswerProxy> {
  const to = new URL(target)
  const faults: string[] = []
  const server: Server = createServer((req, res) => {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const act = rule(method, path)
    if (typeof act === 'object') {
      faults.push(`${method} ${path} ${act.status}`)
      req.resume()
      res.writeHead(act.status, { 'Content-Type': 'application/vnd.api+json' })
      res.end(JSON.stringify({ errors: [{ status: String(act.status), title: 'Unavailable' }] }))
      return
    }
    const out = request(
      {
        host: to.hostname,
        port: to.port,
        method,
        path: req.url,
        headers: { ...req.headers, host: to.host }
      },
      (answer) => {
        if (act === 'drop') {
          // Read the whole answer (the service has acted), then cut the caller off unanswered.
          answer.resume()
          answer.on('end', () => {
            faults.push(`${method} ${path} drop`)
            req.socket.destroy()
          })
          return
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    out.on('error', () => res.destroy())
    req.pipe(out)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      })
  }
}
