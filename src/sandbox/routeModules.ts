/**
 * The one place where route modules and seeders are registered. Each module exports
 * `routes: RouteDef[]` (convention in ../http/types.ts).
 */
import type { RouteDef, Seeder } from './http/types'
import { routes as documentRoutes } from './documents/routes'
import { routes as emailRoutes } from './email/routes'
import { routes as schemaRoutes } from './schemas/routes'
import { routes as uploadRoutes } from './upload/routes'
import { routes as webhookRoutes } from './webhooks/routes'
import { shippingSeeder } from './seed'
import { routes as inferenceRoutes } from './inference/routes'
import { routes as trackingRoutes } from './tracking/routes'
import { routes as shipmentRoutes } from './shipments/routes'
import { routes as containerRoutes } from './containers/routes'
import { routes as routingRoutes } from './vesselRoutes/routes'
import { routes as deepLinkRoutes } from './deeplink/routes'
import { routes as referenceRoutes } from './reference/routes'
import { routes as customFieldRoutes } from './customFields/routes'
import { routes as searchRoutes } from './search/routes'
import { routes as partyRoutes } from './reference/parties'
import { routes as emailSubmissionRoutes } from './email/submissionRoutes'
import { routes as metroAreaRoutes } from './reference/metroAreas'
import { routes as refusalRoutes } from './refusalRoutes'

export const routeModules: readonly (readonly RouteDef[])[] = [
  uploadRoutes,
  documentRoutes,
  emailRoutes,
  schemaRoutes,
  webhookRoutes,
  inferenceRoutes,
  trackingRoutes,
  shipmentRoutes,
  containerRoutes,
  routingRoutes,
  referenceRoutes,
  customFieldRoutes,
  searchRoutes,
  partyRoutes,
  emailSubmissionRoutes,
  metroAreaRoutes,
  refusalRoutes,
  deepLinkRoutes
]

export const seeders: readonly Seeder[] = [shippingSeeder]
