import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

type IntakeCommands =
  | 'intake.list'
  | 'intake.addPaths'
  | 'intake.addBytes'
  | 'intake.pause'
  | 'intake.resume'
  | 'intake.retry'
  | 'intake.retryFailed'
  | 'intake.cancel'

/** Files in: dropped paths, handed-over bytes, and the queue's controls. */
export function createIntakeRoutes(deps: RouteDeps): RouteHandlers<IntakeCommands> {
  return {
    'intake.list': async () => deps.intake().list(),
    'intake.addPaths': async ({ paths }) => {
      const { accepted, rejected } = await deps.intake().addFiles(paths, { kind: 'drop' })
      return { accepted, rejected }
    },
    'intake.addBytes': async ({ name, bytes, md5 }) => deps.intake().addBytes(name, bytes, md5),
    'intake.pause': async () => deps.setPaused(true),
    'intake.resume': async () => deps.setPaused(false),
    'intake.retry': async ({ ids }) => deps.intake().retry(ids),
    'intake.retryFailed': async () => deps.intake().retryFailed(),
    'intake.cancel': async ({ ids }) => deps.intake().cancel(ids)
  }
}
