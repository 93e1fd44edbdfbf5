/**
 * The one place where route modules and seeders are registered. Each module exports
 * `routes: RouteDef[]` (convention in ../http/types.ts).
 */
import type { RouteDef, Seeder } from '../http/types'
import { routes as documentRoutes } from '../documents/routes'
import { routes as uploadRoutes } from '../upload/routes'

export const routeModules: readonly (readonly RouteDef[])[] = [uploadRoutes, documentRoutes]

export const seeders: readonly Seeder[] = []
