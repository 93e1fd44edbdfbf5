import type { IntakeItem } from './intake'

/**
 * True when the item's document type is the one its watched folder's rule created it with
 * (`origin.type`), not the service's classification: the window and the CLI say so beside it.
 */
export function typeFromFolderRule(item: Pick<IntakeItem, 'origin' | 'documentType'>): boolean {
  return (
    item.origin.kind === 'watch' && !!item.origin.type && item.documentType === item.origin.type
  )
}
