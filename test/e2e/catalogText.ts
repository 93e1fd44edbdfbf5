import { CATALOGS } from '@shared/i18n/messages'
import { flatten } from '@shared/i18n/catalog'

type Locale = keyof typeof CATALOGS

/**
 * A catalog's text as the window shows it, for a scene to find on the page: `{name}` filled from
 * `values` (a placeholder not given stays as it is); with `form: 'last'`, the last of a plural's
 * `a | b` forms. A key the catalog lacks fails the scene, naming it.
 */
export function catalogText(
  locale: Locale,
  key: string,
  values: Record<string, string> = {},
  { form }: { form?: 'last' } = {}
): string {
  const found = flatten(CATALOGS[locale]).get(key)
  if (found === undefined) throw new Error(`no ${key} in the ${locale} catalog`)
  const text = form === 'last' ? found.split(' | ').at(-1)! : found
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
