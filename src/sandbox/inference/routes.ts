/** POST /tracking_requests/infer_number: number type, validation and shipping-line prediction. */
import { asObject } from '../http/body'
import { HttpError } from '../http/errors'
import type { RouteDef } from '../http/types'
import { inferNumber } from './infer'

export const INFERENCE_PER_MINUTE = 200

export const routes: RouteDef[] = [
  {
    method: 'POST',
    path: '/tracking_requests/infer_number',
    // A prediction changes nothing: read-only keys may use it.
    write: false,
    rateLimit: { bucket: 'inference', perMinute: INFERENCE_PER_MINUTE },
    handler(ctx) {
      const outcome = inferNumber(asObject(ctx.body)?.number)
      if (!outcome.ok) throw new HttpError(outcome.status, [outcome.error])
      return { status: 200, body: outcome.response }
    }
  }
]
