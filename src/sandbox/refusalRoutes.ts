/**
 * `/sandbox/faults/refuse-create` (docs/sandbox.md, "Refused creates"): GET lists the refused
 * creates with how many each refused, POST adds one (`{name_contains?, md5?, status?}`), DELETE
 * clears them all. A key is needed; only the standalone sandbox answers (`faultRoutes`).
 */
import { badRequest, notFound } from './http/errors'
import type { RouteContext, RouteDef, RouteResult } from './http/types'

function listed(ctx: RouteContext): RouteResult {
  if (!ctx.config.faultRoutes) throw notFound('No such route.')
  const data = ctx.env.refusals.list().map(({ refusal: r, refused }) => ({
    name_contains: r.nameContains ?? null,
    md5: r.md5 ?? null,
    status: r.status,
    refused
  }))
  return { status: 200, body: { data } }
}

function added(ctx: RouteContext): RouteResult {
  if (!ctx.config.faultRoutes) throw notFound('No such route.')
  const b = (ctx.body ?? {}) as Record<string, unknown>
  const text = (k: string) => (typeof b[k] === 'string' && b[k] !== '' ? b[k] : undefined)
  const status = b.status === undefined ? undefined : Number(b.status)
  try {
    ctx.env.refusals.add({ nameContains: text('name_contains'), md5: text('md5'), status })
  } catch (err) {
    throw badRequest(`${(err as Error).message}.`)
  }
  return listed(ctx)
}

function cleared(ctx: RouteContext): RouteResult {
  if (!ctx.config.faultRoutes) throw notFound('No such route.')
  ctx.env.refusals.clear()
  return { status: 204 }
}

const PATH = '/sandbox/faults/refuse-create'
const common = { mount: 'root', auth: true, refuseOrigin: true, rateLimit: false } as const

/** Only the standalone sandbox answers them; the embedded one (the app's, the CLI's) has none. */
export const routes: RouteDef[] = [
  { method: 'GET', path: PATH, ...common, handler: listed },
  { method: 'POST', path: PATH, ...common, handler: added },
  { method: 'DELETE', path: PATH, ...common, handler: cleared }
]
