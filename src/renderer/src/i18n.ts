import { createI18n } from 'vue-i18n'
import { CATALOGS, type Messages } from '@shared/i18n/messages'
import { localeFor, type LanguageChoice, type Locale } from '@shared/i18n/locales'
import { PLURAL_RULES } from '@shared/i18n/plural'

/** `t('inbox.…')` is checked against the English catalog by vue-tsc. */
declare module 'vue-i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends Messages {}
}

let windowInstance: AppI18n | null = null

/**
 * The window's catalogs. The language starts as the system's (`navigator.language` is Electron's
 * `app.getLocale()` in the window) and follows the language setting once settings have loaded.
 * Messages are compiled without eval, so the CSP stays strict.
 */
export function createAppI18n(locale: Locale = localeFor('system', navigator.language)) {
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: CATALOGS as Record<Locale, Messages>,
    pluralRules: PLURAL_RULES,
    missingWarn: false,
    fallbackWarn: false
  })
}

export type AppI18n = ReturnType<typeof createAppI18n>

/**
 * The window's instance: main.ts installs it on the app, stores and lib code translate with it
 * outside components (`windowI18n().global.t`, read when the text is needed so it follows the
 * language), and the language setting switches it.
 */
export function windowI18n(): AppI18n {
  return (windowInstance ??= createAppI18n())
}

/** The system's language, for the language menu's first entry. */
export function systemLocale(): Locale {
  return localeFor('system', navigator.language)
}

/** Switches the window's language; `<html lang>` follows for screen readers. */
export function applyLanguage(i18n: AppI18n, choice: LanguageChoice): Locale {
  const locale = localeFor(choice, navigator.language)
  i18n.global.locale.value = locale
  document.documentElement.lang = locale
  return locale
}
