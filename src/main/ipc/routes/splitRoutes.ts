/**
 * "Split into documents…" and removing one part of a file (docs/packets.md, "Split by the
 * clerk", "Removing a part"). The window is not trusted: main finds the item and the part among
 * that item's own, checks the ranges' meaning (in page order, each page once, from page 1), and
 * asks the clerk in a native dialog before the engine sends or deletes anything.
 */
import type { IntakeItem } from '@shared/intake'
import { keptParts, partRemovalBar, type PartRemovalBar } from '@shared/outcome'
import { SPLIT_FROM_STATES, isPdfName, splitRangesProblem } from '@shared/split'
import { RouteError } from '../../errors/routeError'
import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

function itemOf(deps: RouteDeps, itemId: string): IntakeItem {
  const item = deps.intake().get(itemId)
  if (!item || item.removed)
    throw new RouteError('not_found', 'This file is no longer in the inbox.')
  return item
}

/** Main's sentence for each part it will not remove, before the clerk is asked. */
const REFUSED: Record<PartRemovalBar, (name: string) => string> = {
  not_own: (name) => `That document is not one of "${name}".`,
  not_ours: () => 'That document is another file’s: it was there before.',
  last: (name) => `It is the last document of "${name}".`,
  in_flight: (name) => `"${name}" is still on its way; remove a part once it is read.`
}

/** The routes of splitting a file and of removing one of its parts. */
export function createSplitRoutes(
  deps: RouteDeps
): RouteHandlers<'document.split' | 'document.removePart'> {
  return {
    'document.split': async ({ itemId, ranges }) => {
      const item = itemOf(deps, itemId)
      const problem = splitRangesProblem(ranges)
      if (problem) throw new RouteError('validation', problem)
      if (!isPdfName(item.name)) {
        throw new RouteError('validation', `"${item.name}" is not a PDF: only a PDF is split.`)
      }
      if (keptParts(item.parts).length > 0) {
        throw new RouteError('validation', `"${item.name}" is already several documents.`)
      }
      if (!item.documentId) {
        throw new RouteError('not_found', `"${item.name}" has no document at the service yet.`)
      }
      if (!(SPLIT_FROM_STATES as readonly string[]).includes(item.state)) {
        throw new RouteError(
          'validation',
          `"${item.name}" is still on its way; split it once read.`
        )
      }
      if (!(await deps.dialogs.confirmSplit({ name: item.name, ranges }))) {
        return { kind: 'cancelled' }
      }
      // The engine checks the rest (a PDF, the version hashed, its page count) before it sends.
      return deps.intake().splitItem(item.id, ranges)
    },
    'document.removePart': async ({ itemId, partId }) => {
      const item = itemOf(deps, itemId)
      // The same rules the window offers the action by and the engine applies (src/shared).
      const bar = partRemovalBar(item, partId)
      if (bar)
        throw new RouteError(
          bar === 'not_own' ? 'not_found' : 'validation',
          REFUSED[bar](item.name)
        )
      const part = keptParts(item.parts).find((p) => p.documentId === partId)!
      if (!(await deps.dialogs.confirmPartRemoval({ name: item.name, pages: part.pages }))) {
        return { removed: false }
      }
      return deps.intake().removePart(item.id, partId)
    }
  }
}
