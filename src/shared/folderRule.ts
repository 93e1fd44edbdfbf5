import type { IntakeItem } from './intake'
import { separatorRuleIn } from './separators'

/**
 * True when the item's document type is the one its watched folder's rule created it with
 * (`origin.type`), not the service's classification: the window and the CLI say so beside it.
 */
export function typeFromFolderRule(item: Pick<IntakeItem, 'origin' | 'documentType'>): boolean {
  return (
    item.origin.kind === 'watch' && !!item.origin.type && item.documentType === item.origin.type
  )
}

/**
 * True when the item was cut before sending under its folder's rule: taken in with the rule
 * "at separator sheets" and cut into parts by Dropdock (`by: 'client'`), not by the service.
 */
export function splitBySeparatorRule(item: Pick<IntakeItem, 'origin' | 'parts'>): boolean {
  return separatorRuleIn(item.origin) !== null && !!item.parts?.some((p) => p.by === 'client')
}
