/**
 * The one place where route modules and seeders are registered. Each module exports
 * `routes: RouteDef[]` (convention in ../http/types.ts).
 */
import type { RouteDef, Seeder } from '../http/types'

export const routeModules: readonly (readonly RouteDef[])[] = []

export const seeders: readonly Seeder[] = []
