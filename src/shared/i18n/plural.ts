import type { Locale } from './locales'

/**
 * How a count picks a form of a `a | b | c` message. English, German, Spanish and Dutch use the
 * catalog's default (two forms: one | other; three forms: zero | one | other); Chinese has one form.
 */
export const PLURAL_RULES: Partial<
  Record<Locale, (choice: number, choicesLength: number) => number>
> = {
  'zh-CN': () => 0
}
