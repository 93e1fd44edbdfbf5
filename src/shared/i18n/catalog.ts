/**
 * The shape every catalog must have: the English catalog's keys, each a string. A catalog missing
 * a key, or with one too many, does not compile; `test/shared/i18n/catalogs.test.ts` also checks
 * placeholders and plural forms at run time.
 */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> }

/** Every dotted key of a catalog: `inbox.empty.title`. */
export type MessageKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : MessageKey<T[K], `${P}${K}.`>
}[keyof T & string]

/** The catalog as key → text, for tests and tools. */
export function flatten(catalog: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v)
  }
  return out
}
