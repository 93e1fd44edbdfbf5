/**
 * The one place where route modules and seeders are registered. Each module exports
 * `routes: RouteDef[]` (convention in ../http/types.ts).
 */
import type { RouteDef, Seeder } from '../http/types'
import { routes as documentRoutes } from '../documents/routes'
import { routes as schemaRoutes } from '../schemas/routes'
import { routes as uploadRoutes } from '../upload/routes'
import { routes as webhookRoutes } from '../webhooks/routes'
import { shippingSeeder } from '../seed'

export const routeModules: readonly (readonly RouteDef[])[] = [
  uploadRoutes,
  documentRoutes,
  schemaRoutes,
  webhookRoutes
]

export const seeders: readonly Seeder[] = [shippingSeeder]
