import type { IncomingMessage } from 'node:http'
import { HttpError, badRequest, httpError } from './errors'

const JSON_TYPES = ['application/json', 'application/vnd.api+json']
const MAX_JSON_BYTES = 1024 * 1024

/**
 * Reads a JSON request body. Accepts application/json and application/vnd.api+json (and a
 * missing content type); an empty body is `undefined`.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_JSON_BYTES)
      throw httpError(413, `JSON body is larger than ${MAX_JSON_BYTES} bytes.`)
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  if (type && !JSON_TYPES.includes(type)) {
    throw httpError(
      415,
      `Content-Type ${type} is not accepted; send application/json or application/vnd.api+json.`
    )
  }
  try {
    return JSON.parse(text)
  } catch (err) {
    throw badRequest(`Request body is not valid JSON: ${(err as Error).message}`)
  }
}

/** Narrowing helper: a plain object or undefined. */
export function asObject(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** `body.data.attributes` of a JSON:API request, with a 422 naming what is missing. */
export function jsonApiAttributes(body: unknown, type?: string): Record<string, unknown> {
  const data = asObject(asObject(body)?.data)
  if (!data)
    throw new HttpError(422, [
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'Body must be {data:{type, attributes}}.',
        source: { pointer: '/data' }
      }
    ])
  if (type && data.type !== undefined && data.type !== type) {
    throw new HttpError(422, [
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: `data.type must be '${type}'.`,
        source: { pointer: '/data/type' }
      }
    ])
  }
  return asObject(data.attributes) ?? {}
}
