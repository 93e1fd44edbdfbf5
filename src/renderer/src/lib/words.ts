import type { Key } from '@shared/i18n/messages'

/**
 * What code outside a component template needs to put text together: the translator and the
 * current language (for Intl). A component passes `useI18n()`; a test passes `i18n.global`.
 * Text built from it at render time follows a language switch.
 */
export interface Words {
  t(key: Key): string
  t(key: Key, named: Record<string, unknown>): string
  t(key: Key, named: Record<string, unknown>, plural: number): string
  readonly locale: { readonly value: string }
}
