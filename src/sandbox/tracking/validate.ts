/**
 * Validation of `POST /tracking_requests` bodies: every problem is reported at once, each with
 * a JSON pointer to the field and a Rails-style message, as the service answers.
 */
import type { ErrorObject, TrackingRequestType } from '../../shared/service'
import { carrierByScac } from '../inference/carriers'

export const REQUEST_TYPES: readonly TrackingRequestType[] = [
  'bill_of_lading',
  'booking_number',
  'container'
]

export interface TrackingCreateInput {
  request_type: TrackingRequestType
  request_number: string
  scac: string
  ref_numbers: string[]
  tags: string[]
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: ErrorObject[] }

function error(pointer: string, detail: string, code: string): ErrorObject {
  return { status: '422', source: { pointer }, title: 'Unprocessable Entity', detail, code }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const blank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

function stringList(
  attrs: Record<string, unknown>,
  key: string,
  label: string,
  errors: ErrorObject[]
): string[] {
  const v = attrs[key]
  if (v === undefined || v === null) return []
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    errors.push(error(`/data/attributes/${key}`, `${label} must be an array of strings`, 'invalid'))
    return []
  }
  return v.map((x: string) => x.trim()).filter(Boolean)
}

/** Checks a create body; the values come back trimmed, upper-cased where the service does. */
export function validateTrackingCreate(body: unknown): Validated<TrackingCreateInput> {
  const data = isRecord(body) ? body.data : undefined
  if (!isRecord(data))
    return { ok: false, errors: [error('/data', "Data can't be blank", 'blank')] }
  const errors: ErrorObject[] = []
  if (data.type !== undefined && data.type !== 'tracking_request') {
    errors.push(error('/data/type', 'Type must be tracking_request', 'invalid'))
  }
  const attrs = isRecord(data.attributes) ? data.attributes : {}

  const { request_type, request_number, scac } = attrs
  if (blank(request_type)) {
    errors.push(error('/data/attributes/request_type', "Request type can't be blank", 'blank'))
  } else if (!(REQUEST_TYPES as readonly unknown[]).includes(request_type)) {
    errors.push(
      error(
        '/data/attributes/request_type',
        `Request type must be one of ${REQUEST_TYPES.join(', ')}`,
        'inclusion'
      )
    )
  }
  if (blank(request_number)) {
    errors.push(error('/data/attributes/request_number', "Request number can't be blank", 'blank'))
  } else if (typeof request_number !== 'string' || !/^[A-Za-z0-9\s-]{4,40}$/.test(request_number)) {
    errors.push(
      error(
        '/data/attributes/request_number',
        'Request number must be 4 to 40 letters, digits, spaces or dashes',
        'invalid'
      )
    )
  }
  if (blank(scac)) {
    errors.push(error('/data/attributes/scac', "Scac can't be blank", 'blank'))
  } else if (typeof scac !== 'string' || !carrierByScac(scac.trim())) {
    errors.push(
      error('/data/attributes/scac', 'Scac is not a supported shipping line', 'inclusion')
    )
  }
  const ref_numbers = stringList(attrs, 'ref_numbers', 'Ref numbers', errors)
  const tags = stringList(attrs, 'tags', 'Tags', errors)
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    value: {
      request_type: request_type as TrackingRequestType,
      request_number: (request_number as string).trim().toUpperCase(),
      scac: (scac as string).trim().toUpperCase(),
      ref_numbers,
      tags
    }
  }
}

/**
 * Checks a JSON:API PATCH body whose editable attributes are string lists (`ref_numbers`,
 * `tags`): anything else is refused so a client learns early that it is not editable.
 */
export function validateListPatch<K extends string>(
  body: unknown,
  type: string,
  allowed: readonly K[]
): Validated<Partial<Record<K, string[]>>> {
  const data = isRecord(body) ? body.data : undefined
  if (!isRecord(data))
    return { ok: false, errors: [error('/data', "Data can't be blank", 'blank')] }
  const errors: ErrorObject[] = []
  if (data.type !== undefined && data.type !== type) {
    errors.push(error('/data/type', `Type must be ${type}`, 'invalid'))
  }
  const attrs = isRecord(data.attributes) ? data.attributes : {}
  const value: Partial<Record<K, string[]>> = {}
  for (const key of Object.keys(attrs)) {
    if (!(allowed as readonly string[]).includes(key)) {
      errors.push(error(`/data/attributes/${key}`, `${key} cannot be changed`, 'immutable'))
      continue
    }
    const label = key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ')
    value[key as K] = stringList(attrs, key, label, errors)
  }
  return errors.length ? { ok: false, errors } : { ok: true, value }
}

/**
 * Checks a tracking request PATCH body: `ref_numbers` and `tags` may change, and `ref_number`
 * (the one attribute the public description names here, a string) stands for a list of one.
 */
export function validateTrackingPatch(
  body: unknown
): Validated<Partial<Record<'ref_numbers' | 'tags', string[]>>> {
  const data = isRecord(body) ? body.data : undefined
  const attrs = isRecord(data) && isRecord(data.attributes) ? data.attributes : {}
  if (!('ref_number' in attrs)) {
    return validateListPatch(body, 'tracking_request', ['ref_numbers', 'tags'])
  }
  const { ref_number: one, ...rest } = attrs
  const pointer = '/data/attributes/ref_number'
  const refused = (detail: string) => ({
    ok: false as const,
    errors: [error(pointer, detail, 'invalid')]
  })
  if (one !== null && typeof one !== 'string') return refused('Ref number must be a string')
  if ('ref_numbers' in rest) return refused('Give ref_number or ref_numbers, not both')
  const checked = validateListPatch(
    { data: { ...(data as Record<string, unknown>), attributes: rest } },
    'tracking_request',
    ['tags']
  )
  if (!checked.ok) return checked
  return {
    ok: true,
    value: { ...checked.value, ref_numbers: blank(one) ? [] : [String(one).trim()] }
  }
}
