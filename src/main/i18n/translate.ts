import {
  compile,
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
  type CoreContext
} from '@intlify/core-base'
import { CATALOGS, type Key } from '@shared/i18n/messages'
import { localeFor, type LanguageChoice, type Locale } from '@shared/i18n/locales'
import { PLURAL_RULES } from '@shared/i18n/plural'

/**
 * The tray's, notifications' and native dialogs' text, from the same catalogs as the window
 * (through vue-i18n's own core, so plurals and placeholders mean the same in both).
 */
// What vue-i18n registers when it loads: compile messages (without eval), resolve dotted keys, fall
// back along the locale chain to English.
registerMessageCompiler(compile)
registerMessageResolver(resolveValue)
registerLocaleFallbacker(fallbackWithLocaleChain)

export interface Translator {
  readonly locale: Locale
  /** A text by key, with named values or a count: `t('common.files', 3)` is "3 files". */
  t(key: Key, named?: Record<string, unknown>): string
  t(key: Key, count: number, named?: Record<string, unknown>): string
}

export function createTranslator(locale: Locale): Translator {
  const context: CoreContext = createCoreContext({
    locale,
    fallbackLocale: 'en',
    messages: CATALOGS,
    pluralRules: PLURAL_RULES,
    missingWarn: false,
    fallbackWarn: false
  })
  function t(key: Key, a?: number | Record<string, unknown>, b?: Record<string, unknown>): string {
    const result =
      typeof a === 'number'
        ? translate(context, key, a, { named: { n: a, ...b } })
        : translate(context, key, a ?? {})
    return typeof result === 'string' ? result : key
  }
  return { locale, t }
}

/** The translator for the language setting on a system whose language is `systemTag`. */
export function translatorFor(choice: LanguageChoice, systemTag: string): Translator {
  return createTranslator(localeFor(choice, systemTag))
}
