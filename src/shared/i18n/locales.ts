/**
 * The languages of the window, the tray and notifications. English is the source catalog and the
 * fallback; the CLI stays English (but for its CSV export, a clerk's spreadsheet: shared/csvWords.ts). `system` follows the operating system's language.
 */
export const LOCALES = ['en', 'de', 'es', 'nl', 'zh-CN'] as const
export type Locale = (typeof LOCALES)[number]

export const SOURCE_LOCALE: Locale = 'en'

/** The language setting: the system's language, or one of ours. */
export const LANGUAGE_CHOICES = ['system', ...LOCALES] as const
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number]
export const LANGUAGE_DEFAULT: LanguageChoice = 'system'

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  nl: 'Nederlands',
  'zh-CN': '简体中文'
}

/**
 * Our language for a BCP 47 tag as the system reports it (`app.getLocale()`, `navigator.language`):
 * `de-AT` → `de`, `zh`, `zh-CN`, `zh-SG` and `zh-Hans-*` → `zh-CN`. Traditional Chinese and
 * anything else we have no catalog for → English.
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  const parts = (tag ?? '').replace(/_/g, '-').toLowerCase().split('-').filter(Boolean)
  const [language, ...rest] = parts
  if (language === 'zh') {
    const traditional = rest.includes('hant') || ['tw', 'hk', 'mo'].some((r) => rest.includes(r))
    return traditional ? SOURCE_LOCALE : 'zh-CN'
  }
  const match = LOCALES.find((l) => l === language)
  return match ?? SOURCE_LOCALE
}

/** The locale a choice means on a system whose language is `systemTag`. */
export function localeFor(choice: LanguageChoice, systemTag: string | null | undefined): Locale {
  return choice === 'system' ? resolveLocale(systemTag) : choice
}
