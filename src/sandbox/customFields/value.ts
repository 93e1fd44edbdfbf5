/** Checking a custom field's new value against its definition, for every route that sets one. */
import { asObject } from '../http/body'
import { unprocessable } from '../http/errors'
import type { CustomFieldDefinitionRecord } from '../seed/records'

/** Checks a custom field value against its definition; returns the stored string. */
export function checkValue(def: CustomFieldDefinitionRecord, body: unknown): string {
  const data = asObject(asObject(body)?.data)
  const holder = data && 'value' in data ? data : asObject(data?.attributes)
  if (!holder || !('value' in holder) || holder.value === undefined) {
    throw unprocessable("Value can't be blank", { pointer: '/data/value' }, 'blank')
  }
  const raw = holder.value
  if (raw === null) return ''
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw unprocessable('Value must be a string', { pointer: '/data/value' }, 'invalid')
  }
  const value = String(raw).trim()
  if (def.data_type === 'enum' && value && !def.options.includes(value)) {
    throw unprocessable(
      `Value must be one of ${def.options.join(', ')}`,
      { pointer: '/data/value' },
      'inclusion'
    )
  }
  if (def.data_type === 'date' && value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw unprocessable('Value must be a date (YYYY-MM-DD)', { pointer: '/data/value' }, 'invalid')
  }
  return value
}
