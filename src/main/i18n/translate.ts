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
  /** A number as the locale writes it: 1,234 in English, 1.234 in German. */
  n(value: number): string
}

const translators = new Map<Locale, Translator>()

/** The translator for a locale (one per locale, made on first use). */
export function createTranslator(locale: Locale): Translator {
  let made = translators.get(locale)
  if (!made) translators.set(locale, (made = makeTranslator(locale)))
  return made
}

function makeTranslator(locale: Locale): Translator {
  const numbers = new Intl.NumberFormat(locale)
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
        ? // The count picks the plural form; `{n}` shows it as the locale writes numbers (1.234).
          translate(context, key, a, { named: { n: numbers.format(a), ...b } })
        : translate(context, key, a ?? {})
    return typeof result === 'string' ? result : key
  }
  return { locale, t, n: (value) => numbers.format(value) }
}

/** The translator for the language setting on a system whose language is `systemTag`. */
export function translatorFor(choice: LanguageChoice, systemTag: string): Translator {
  return createTranslator(localeFor(choice, systemTag))
}
