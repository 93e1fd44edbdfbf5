/** Reference data the shipping resources point at: ports, terminals and shipping lines. */
import type { RouteDef } from '../http/types'
import { notFound } from '../http/errors'
import { CARRIERS } from '../inference/carriers'
import { portById } from '../seed/ports'
import { terminalById } from '../seed/terminals'
import { compound, TERMINAL_INCLUDES } from '../tracking/compound'
import { parseIncludes } from '../tracking/lookup'
import { portResource, shippingLineId, shippingLineResource, terminalResource } from './resources'
import { asIncluded } from '../tracking/resources'

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/ports/:id',
    handler(ctx) {
      const port = portById(ctx.params.id)
      if (!port) throw notFound(`Port ${ctx.params.id} not found.`)
      return {
        status: 200,
        body: { data: portResource(port), links: { self: `${ctx.baseUrl}/ports/${ctx.params.id}` } }
      }
    }
  },
  {
    method: 'GET',
    path: '/terminals/:id',
    handler(ctx) {
      const include = parseIncludes(ctx.query.get('include'), TERMINAL_INCLUDES)
      const terminal = terminalById(ctx.params.id)
      if (!terminal) throw notFound(`Terminal ${ctx.params.id} not found.`)
      const data = terminalResource(terminal)
      return {
        status: 200,
        body: {
          data,
          included: compound(ctx.store, [asIncluded(data)], include),
          links: { self: `${ctx.baseUrl}/terminals/${ctx.params.id}` }
        }
      }
    }
  },
  {
    method: 'GET',
    path: '/shipping_lines',
    handler(ctx) {
      const data = CARRIERS.map(shippingLineResource)
      return {
        status: 200,
        body: {
          data,
          links: { self: `${ctx.baseUrl}/shipping_lines` },
          meta: { size: data.length, total: data.length }
        }
      }
    }
  },
  {
    method: 'GET',
    path: '/shipping_lines/:id',
    handler(ctx) {
      const carrier = CARRIERS.find((c) => shippingLineId(c.scac) === ctx.params.id)
      if (!carrier) throw notFound(`Shipping line ${ctx.params.id} not found.`)
      return {
        status: 200,
        body: {
          data: shippingLineResource(carrier),
          links: { self: `${ctx.baseUrl}/shipping_lines/${ctx.params.id}` }
        }
      }
    }
  }
]
