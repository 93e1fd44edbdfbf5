import { writeFile } from 'node:fs/promises'
import { countSkip, skipReasonFor, type BulkAction, type BulkResult } from '@shared/bulk'
import { csvFormatFor, inboxCsv } from '@shared/csvExport'
import { csvWordsFor } from '@shared/csvWords'
import type { IntakeItem } from '@shared/intake'
import { documentPageUrl } from '@shared/serviceUrl'
import { Failure } from '../../../engine/failures/failure'
import type { IntakePort } from '../../engineHost/ports'
import { RouteError } from '../../errors/routeError'
import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

/** Documents asked of the service at once: a selection of 1,000 is not 1,000 requests at once. */
const AT_ONCE = 4

/**
 * The items the window named, each once, in its order. An id main never gave out is refused
 * whole (the window is untrusted); one removed since is kept, to be skipped as gone.
 */
function namedItems(deps: RouteDeps, ids: string[]): IntakeItem[] {
  const intake = deps.intake()
  return [...new Set(ids)].map((id) => {
    const item = intake.get(id)
    if (!item) throw new RouteError('not_found', 'A selected file is not one Dropdock knows.')
    return item
  })
}

/** The service's answer for one document: a refusal is that item's, an outage everyone's. */
async function askService(work: () => Promise<void>): Promise<boolean> {
  try {
    await work()
    return true
  } catch (err) {
    if (err instanceof Failure && !err.transient) return false
    throw err
  }
}

/** Runs `each` over `items`, at most AT_ONCE at a time; the first error thrown ends the run. */
async function inTurns<T>(items: readonly T[], each: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < items.length) await each(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, lane))
}

function documentCall(
  intake: IntakePort,
  action: BulkAction,
  type: string | null
): (id: string) => Promise<void> {
  if (action === 'setType') return (id) => intake.setManualType(id, type)
  if (action === 'reclassify') return (id) => intake.reclassify(id)
  if (action === 'relink') return (id) => intake.relink(id)
  return (id) => intake.reextract(id)
}

/**
 * One action on many items: each that can take it does, the others are counted by reason
 * (skipReasonFor in shared/bulk.ts). Retry and remove are one engine call for all of them;
 * the document actions are one service request each, a few at a time, and an item the service
 * refuses is counted `refused`. Remove asks the clerk first.
 */
async function bulk(
  deps: RouteDeps,
  action: BulkAction,
  ids: string[],
  type: string | null
): Promise<BulkResult> {
  const result: BulkResult = { done: 0, skipped: {} }
  const takers: string[] = []
  const names: string[] = []
  for (const item of namedItems(deps, ids)) {
    const reason = skipReasonFor(item, action, type)
    if (reason) {
      countSkip(result.skipped, reason)
    } else {
      takers.push(item.id)
      names.push(item.name)
    }
  }
  if (takers.length === 0) return result
  const intake = deps.intake()
  if (action === 'remove') {
    if (!(await deps.dialogs.confirmRemoval(names)))
      return { done: 0, skipped: {}, cancelled: true }
    result.done = intake.remove(takers).count
  } else if (action === 'retry') {
    result.done = intake.retry(takers).count
  } else {
    const call = documentCall(intake, action, type)
    await inTurns(takers, async (id) => {
      if (await askService(() => call(id))) result.done++
      else countSkip(result.skipped, 'refused')
    })
  }
  const lost = takers.length - result.done - (result.skipped.refused ?? 0)
  for (let i = 0; i < lost; i++) countSkip(result.skipped, 'inFlight')
  return result
}

/** The selection acted on as one, and exported as the CLI's CSV. */
export function createBulkRoutes(
  deps: RouteDeps
): RouteHandlers<'intake.bulk' | 'intake.exportCsv'> {
  return {
    'intake.bulk': async ({ action, ids, type }) => bulk(deps, action, ids, type ?? null),
    'intake.exportCsv': async ({ ids }) => {
      const items = namedItems(deps, ids).filter((i) => !i.removed)
      if (items.length === 0)
        throw new RouteError('not_found', 'None of these files is in the inbox.')
      const locale = deps.locale()
      const { appUrl, sandbox } = deps.connection()
      const csv = inboxCsv(items, {
        format: csvFormatFor(locale),
        words: csvWordsFor(locale),
        // The embedded sandbox's pages open with this session's page token, which never leaves
        // the app; without it, and once the app quits (a new port), such a link leads nowhere.
        documentLink: (id) => (appUrl && !sandbox ? documentPageUrl(appUrl, id) : null),
        // The earlier document a possible duplicate is "of" need not be among the selected.
        documentIdOf: (id) => deps.intake().get(id)?.documentId ?? null
      })
      const stamp = new Date().toISOString().slice(0, 10)
      const target = await deps.dialogs.chooseSaveTarget(`dropdock-${stamp}.csv`)
      if (!target) return null
      await writeFile(target, csv, 'utf8')
      return { savedTo: target, rows: items.length }
    }
  }
}
