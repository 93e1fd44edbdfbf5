import { createI18n } from 'vue-i18n'
import { CATALOGS, type Messages } from '@shared/i18n/messages'
import { localeFor, type LanguageChoice, type Locale } from '@shared/i18n/locales'
import { PLURAL_RULES } from '@shared/i18n/plural'

/** `t('inbox.…')` is checked against the English catalog by vue-tsc. */
declare module 'vue-i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends Messages {}
}

let installed: AppI18n | null = null
let fallback: AppI18n | null = null

/**
 * The window's catalogs. The language starts as the system's (`navigator.language` is Electron's
 * `app.getLocale()` in the window) and follows the language setting once settings have loaded.
 * Messages are compiled without eval, so the CSP stays strict.
 */
export function createAppI18n(locale: Locale = localeFor('system', navigator.language)) {
  const i18n = createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: CATALOGS as Record<Locale, Messages>,
    pluralRules: PLURAL_RULES,
    missingWarn: false,
    fallbackWarn: false
  })
  // Remembered once an app installs it, for windowI18n().
  const install = i18n.install.bind(i18n)
  i18n.install = (app, ...options) => {
    installed = i18n
    return install(app, ...options)
  }
  return i18n
}

export type AppI18n = ReturnType<typeof createAppI18n>

/** Switches the window's language; `<html lang>` follows for screen readers. */
export function applyLanguage(i18n: AppI18n, choice: LanguageChoice): Locale {
  const locale = localeFor(choice, navigator.language)
  i18n.global.locale.value = locale
  document.documentElement.lang = locale
  return locale
}

/**
 * The catalogs of the window for code outside components (stores): the instance installed on the
 * app last (there is one in the app; a component test may mount with another language), English
 * before any is installed. Read it when the text is needed, not once, so it follows the language.
 */
export function windowI18n(): AppI18n['global'] {
  return (installed ?? (fallback ??= createAppI18n('en'))).global
}
