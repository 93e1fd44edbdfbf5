import type { RouteDeps } from './deps'
import { buildJourney } from './journeyView'
import type { RouteHandlers } from './types'

/** A linked container's journey: events, terminal status and route. */
export function createJourneyRoutes(deps: RouteDeps): RouteHandlers<'container.journey'> {
  return {
    'container.journey': async ({ containerId }) =>
      buildJourney(await deps.client().containerJourney(containerId), deps.client())
  }
}
