import { connect } from 'node:net'

/** What came back on the wire for one raw request: the status line's code and the rest. */
export interface RawAnswer {
  status: number
  head: string
  body: string
}

/**
 * Sends `requestLine` and `headers` exactly as written (no client library would send a bad
 * target) to 127.0.0.1:`port` with `Connection: close`, and reads the answer until the server
 * closes. Rejects when the connection ends without an answer (a server that died).
 */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {}
): Promise<RawAnswer> {
  const lines = [
    requestLine,
    ...Object.entries({ Host: `127.0.0.1:${port}`, ...headers, Connection: 'close' }).map(
      ([k, v]) => `${k}: ${v}`
    )
  ]
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text)
      if (!m) {
        reject(new Error(`no answer to ${JSON.stringify(requestLine)} (got ${text.length} bytes)`))
        return
      }
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(m[1]), head: text.slice(0, split), body: text.slice(split + 4) })
    })
    socket.write(lines.join('\r\n') + '\r\n\r\n')
  })
}
