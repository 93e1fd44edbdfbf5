import { computed, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { fieldLabel } from '../lib/codes'
import { money } from '../lib/journey'
import { editorFor } from '../lib/fieldEdit'
import { schemaFields, type FieldView, type ValueWords } from '../lib/schema'
import { useDetailStore } from '../stores/detail'
import { useCorrectionsStore } from '../stores/corrections'

/**
 * The data of a document the service read nothing of, entered by hand into the flat fields of
 * its type's schema (KEYED_DATA): which fields, whether it can be entered now, and "Enter the
 * data", which shows them with the first one's editor open. The data section and the detail's
 * next step share it.
 */
export function useKeyedFields(): {
  words: ComputedRef<ValueWords>
  keyedFields: ComputedRef<FieldView[]>
  canKey: ComputedRef<boolean>
  startKeying: () => void
} {
  const i18n = useI18n()
  const { t, locale } = i18n
  const detail = useDetailStore()
  const corrections = useCorrectionsStore()
  const words = computed(() => ({
    locale: locale.value,
    yes: t('detail.data.yes'),
    no: t('detail.data.no'),
    number: new Intl.NumberFormat(locale.value, { maximumFractionDigits: 20 }),
    label: (key: string) => fieldLabel(key, i18n),
    money: (amount: number, currency: string) => money(amount, currency, locale.value)
  }))
  const keyedFields = computed(() =>
    schemaFields(detail.schema?.schema_payload ?? null, corrections.manual, words.value).filter(
      (f) =>
        (f.kind === 'text' || f.kind === 'list') &&
        editorFor(f.key, corrections.properties) !== null
    )
  )
  /** The service read nothing and the type is known: its data can be entered by hand. */
  const canKey = computed(
    () => corrections.byHand && !corrections.keying && keyedFields.value.length > 0
  )
  function startKeying(): void {
    const first = keyedFields.value[0]
    if (first) corrections.startKeying(first.key)
  }
  return { words, keyedFields, canKey, startKeying }
}
