import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { describeFailure, describeNetworkFailure, describeTimeout } from './describeFailure'
import { ServiceError } from './errors'
import type { HttpContext } from './http'

/** What a download's bytes came to: their MD5 (Base64) and count, or more than was allowed. */
export type ContentHash = { md5: string; bytes: number } | { tooLarge: true; bytes: number }

/** Redirects followed to the bytes (Rails' blob address redirects to its storage's). */
const MAX_REDIRECTS = 3

/**
 * Reads the bytes at `url` (a document's download address, as the service gave it) into an
 * MD5, stopping once they pass `maxBytes`: nothing is kept but the hash. Follows up to
 * MAX_REDIRECTS redirects to http(s) addresses. Never sends the API key (the address is not the
 * API); an idle socket past the timeout fails as a timeout.
 */
export function hashDownload(
  ctx: HttpContext,
  url: string,
  maxBytes: number,
  signal?: AbortSignal,
  hops = MAX_REDIRECTS
): Promise<ContentHash> {
  const target = new URL(url)
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return Promise.reject(
      new ServiceError({
        kind: 'malformed',
        transient: false,
        message: 'The service gave a download address that is not a web address.'
      })
    )
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<ContentHash>((resolve, reject) => {
    const req = request(target, {
      method: 'GET',
      headers: { 'User-Agent': ctx.userAgent },
      signal,
      // The address the service gave goes where its requests go; a redirect, to the web.
      socketPath: hops === MAX_REDIRECTS ? ctx.socketPath?.() : undefined
    })
    req.setTimeout(ctx.timeoutMs, () => req.destroy(describeTimeout(url, ctx.timeoutMs)))
    req.on('error', (err) => {
      if (signal?.aborted) reject(signal.reason as Error)
      else if (err instanceof ServiceError) reject(err)
      else reject(describeNetworkFailure(err, url, ctx.apiKey))
    })
    req.on('response', (res) => {
      const status = res.statusCode ?? 0
      const location = res.headers.location
      if (status >= 300 && status < 400 && location && hops > 0) {
        res.resume()
        const next = new URL(location, target).href
        hashDownload(ctx, next, maxBytes, signal, hops - 1).then(resolve, reject)
        return
      }
      if (status < 200 || status >= 300) {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text = (text + c).slice(0, 4096)))
        res.on('end', () => {
          const headers = new Headers()
          for (const [k, v] of Object.entries(res.headers))
            if (typeof v === 'string') headers.set(k, v)
          reject(
            describeFailure({
              status,
              headers,
              bodyText: text,
              method: 'GET',
              url,
              secret: ctx.apiKey
            })
          )
        })
        return
      }
      const hash = createHash('md5')
      let bytes = 0
      res.on('data', (c: Buffer) => {
        bytes += c.length
        if (bytes > maxBytes) {
          resolve({ tooLarge: true, bytes })
          res.destroy()
          return
        }
        hash.update(c)
      })
      res.on('end', () => resolve({ md5: hash.digest('base64'), bytes }))
      res.on('error', (err) => reject(describeNetworkFailure(err, url, ctx.apiKey)))
    })
    req.end()
  })
}
