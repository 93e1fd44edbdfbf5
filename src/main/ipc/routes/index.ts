/**
 * All IPC routes, built from injected dependencies (DeepChat style). Plain Node: the Electron
 * app registers them with handle(); browser tests build them over a real IntakeService and the
 * sandbox and call them directly:
 *
 * ```ts
 * const routes = createRoutes(deps) // deps: RouteDeps, see ./deps.ts
 * await routes['intake.addDropped']({ paths: ['/tmp/invoice.pdf'] })
 * ```
 *
 * Routes return plain values or throw; the IpcResult envelope, the sender check and input
 * validation are handle()'s job (src/main/ipc/handle.ts). Use `runCommand` to get the same
 * envelope and validation outside Electron (src/main/ipc/dispatch.ts: runCommand).
 */
import type { CommandName } from '@shared/ipc'
import { createAppRoutes } from './appRoutes'
import { createBulkRoutes } from './bulkRoutes'
import type { RouteDeps } from './deps'
import { createDiagnosticsRoutes } from './diagnosticsRoutes'
import { createDocumentRoutes } from './documentRoutes'
import { createIntakeRoutes } from './intakeRoutes'
import { createJourneyRoutes } from './journeyRoutes'
import { createLookupRoutes } from './lookupRoutes'
import { createSettingsRoutes } from './settingsRoutes'
import { createSplitRoutes } from './splitRoutes'
import type { RouteHandlers } from './types'

export type { RouteDeps } from './deps'
export type Routes = RouteHandlers<CommandName>

/** Every command's handler; a command without one is a compile error. */
export function createRoutes(deps: RouteDeps): Routes {
  return {
    ...createAppRoutes(deps),
    ...createIntakeRoutes(deps),
    ...createBulkRoutes(deps),
    ...createDocumentRoutes(deps),
    ...createSplitRoutes(deps),
    ...createLookupRoutes(deps),
    ...createJourneyRoutes(deps),
    ...createSettingsRoutes(deps),
    ...createDiagnosticsRoutes(deps)
  }
}
