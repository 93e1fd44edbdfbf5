import type { DropResult, IntakeItem } from '@shared/intake'
import { isProblem } from '@shared/intakeCounts'
import { RouteError } from '../../errors/routeError'
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
  | 'intake.tryNow'
  | 'intake.cancel'
  | 'intake.remove'
  | 'intake.acknowledge'

/**
 * The inbox's items the window names, each checked: one no longer in the inbox is refused
 * (not_found), and with `canTake`, one the command does not apply to (validation).
 */
function inboxItems(
  deps: RouteDeps,
  ids: string[],
  canTake?: { test: (item: IntakeItem) => boolean; why: (item: IntakeItem) => string }
): string[] {
  const intake = deps.intake()
  for (const id of ids) {
    const item = intake.get(id)
    if (!item || item.removed)
      throw new RouteError('not_found', 'This file is no longer in the inbox.')
    if (canTake && !canTake.test(item)) throw new RouteError('validation', canTake.why(item))
  }
  return ids
}

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
    'intake.tryNow': async () => {
      const tried = deps.intake().tryNow()
      // The connection is asked too: a service that answers again leaves "offline" at once.
      void deps.checkConnection().catch(() => undefined)
      return tried
    },
    'intake.cancel': async ({ ids }) => deps.intake().cancel(ids),
    'intake.remove': async ({ ids }) => {
      const names = inboxItems(deps, ids).map((id) => deps.intake().get(id)?.name ?? id)
      // Main owns the question: a compromised window cannot empty the inbox without the clerk.
      if (!(await deps.dialogs.confirmRemoval(names))) return { count: 0 }
      // The dialog was open a while: items removed meanwhile (retention, another window) are
      // refused as not in the inbox rather than counted.
      return deps.intake().remove(inboxItems(deps, ids))
    },
    'intake.acknowledge': async ({ ids }) =>
      deps.intake().acknowledge(
        inboxItems(deps, ids, {
          test: isProblem,
          why: (item) =>
            `Only files that failed, were not read, are on no shipment or may be a duplicate can be acknowledged; "${item.name}" is ${item.state.replace(/_/g, ' ')}.`
        })
      )
  }
}
