import type { Key } from '@shared/i18n/messages'
import {
  CONTAINER_STATUSES,
  DOCUMENT_TYPE_CODES,
  EQUIPMENT_TYPES,
  FIELD_KEYS,
  HOLD_NAMES,
  INVALID_NUMBER_REASONS
} from '@shared/serviceCodes'
import type { Words } from './words'

/**
 * The service's codes in the clerk's words. A code the catalogs know reads in the window's
 * language; one they do not is shown as the service sent it (or as the service labelled it), so
 * nothing the service says is hidden.
 */

function known(list: readonly string[], code: string): boolean {
  return list.includes(code)
}

/** A document type: the catalog's name, else the service's label, else the code. */
export function documentTypeText(code: string, { t }: Words, serviceLabel?: string): string {
  if (known(DOCUMENT_TYPE_CODES, code)) return t(`codes.documentType.${code}` as Key)
  return serviceLabel ?? code
}

/** A field of the known schemas by its key; null for a field the catalogs do not know. */
export function fieldLabel(key: string, { t }: Words): string | null {
  return known(FIELD_KEYS, key) ? t(`codes.field.${key}` as Key) : null
}

/** A container's `current_status` ("on_ship" → "On the vessel"). */
export function containerStatusText(code: string, { t }: Words): string {
  return known(CONTAINER_STATUSES, code) ? t(`codes.containerStatus.${code}` as Key) : code
}

/** A terminal hold's name ("customs" → "Customs"). */
export function holdText(name: string, { t }: Words): string {
  return known(HOLD_NAMES, name) ? t(`codes.hold.${name}` as Key) : name
}

/** Length, type and height of a container: "40′ dry, high cube", "40′-Standard, High Cube". */
export function equipmentText(
  box: {
    equipment_type: string
    equipment_length: number | null
    equipment_height?: string | null
  },
  words: Words
): string {
  const { t } = words
  const type = known(EQUIPMENT_TYPES, box.equipment_type)
    ? t(`codes.equipment.${box.equipment_type}` as Key)
    : box.equipment_type
  if (!box.equipment_length) return type
  const length = box.equipment_length
  return box.equipment_height === 'high_cube'
    ? t('codes.equipmentHighCube', { length, type })
    : t('codes.equipmentSize', { length, type })
}

/** Why the service found a number not valid, as it said it (English) unless the catalogs know it. */
export function invalidReasonText(reason: string, { t }: Words): string {
  const code = (INVALID_NUMBER_REASONS as Record<string, string>)[reason]
  return code ? t(`codes.invalidReason.${code}` as Key) : reason
}
