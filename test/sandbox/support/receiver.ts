import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a receiver got. */
export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A webhook receiver on loopback answering with the statuses of `answers` in turn (last repeats). */
export async function startReceiver(answers: number[] = [200]) {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.statusCode = answers[Math.min(received.length - 1, answers.length - 1)]
      res.end('ok')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r()))
  }
}
