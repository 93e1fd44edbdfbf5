import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

/** app.info and app.status. */
export function createAppRoutes(deps: RouteDeps): RouteHandlers<'app.info' | 'app.status'> {
  return {
    'app.info': async () => {
      const c = deps.connection()
      return { ...deps.app, sandbox: c.sandbox, service: c.service, serviceHost: c.host }
    },
    'app.status': async () => deps.status()
  }
}
