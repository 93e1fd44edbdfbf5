import type { DropResult } from '@shared/intake'
import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

type IntakeCommands =
  | 'intake.list'
  | 'intake.addDropped'
  | 'intake.chooseFiles'
  | 'intake.addBytes'
  | 'intake.pause'
  | 'intake.resume'
  | 'intake.retry'
  | 'intake.retryFailed'
  | 'intake.cancel'

/**
 * Files in: paths from the clerk's hands only (a drop's File objects as the preload read them,
 * main's own open dialog), handed-over bytes, and the queue's controls.
 */
export function createIntakeRoutes(deps: RouteDeps): RouteHandlers<IntakeCommands> {
  const addDropped = async (paths: string[]): Promise<DropResult> => {
    const { accepted, rejected } = await deps.intake().addFiles(paths, { kind: 'drop' })
    return { accepted, rejected }
  }
  return {
    'intake.list': async () => deps.intake().list(),
    'intake.addDropped': async ({ paths }) => addDropped(paths),
    'intake.chooseFiles': async () => {
      const paths = await deps.dialogs.chooseFiles()
      return paths && paths.length > 0 ? addDropped(paths) : null
    },
    'intake.addBytes': async ({ name, bytes, md5 }) => deps.intake().addBytes(name, bytes, md5),
    'intake.pause': async () => deps.setPaused(true),
    'intake.resume': async () => deps.setPaused(false),
    'intake.retry': async ({ ids }) => deps.intake().retry(ids),
    'intake.retryFailed': async () => deps.intake().retryFailed(),
    'intake.cancel': async ({ ids }) => deps.intake().cancel(ids)
  }
}
