import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGS } from '../../../src/shared/i18n/messages'
import { flatten } from '../../../src/shared/i18n/catalog'
import { LOCALES, SOURCE_LOCALE } from '../../../src/shared/i18n/locales'

const source = flatten(CATALOGS[SOURCE_LOCALE])
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const forms = (text: string) => text.split(/\s\|\s/).length

describe.each(LOCALES.filter((l) => l !== SOURCE_LOCALE))('the %s catalog', (locale) => {
  const catalog = flatten(CATALOGS[locale])

  it('has every key of the English catalog and no other', () => {
    expect([...catalog.keys()].filter((k) => !source.has(k))).toEqual([])
    expect([...source.keys()].filter((k) => !catalog.has(k))).toEqual([])
  })

  it('has a text for each key, with the same placeholders and plural forms', () => {
    for (const [key, english] of source) {
      const text = catalog.get(key) ?? ''
      expect(text.trim(), key).not.toBe('')
      expect(new Set(placeholders(text)), key).toEqual(new Set(placeholders(english)))
      const expected = locale === 'zh-CN' ? [1, forms(english)] : [forms(english)]
      expect(expected, `${key}: ${text}`).toContain(forms(text))
    }
  })
})

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|vue)$/.test(name) ? [path] : []
  })
}

describe('keys used in the code', () => {
  it('all exist in the English catalog', () => {
    const missing: string[] = []
    for (const file of [...sources('src/renderer/src'), ...sources('src/main')]) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\b\$?tc?\(\s*'([a-zA-Z]\w*(?:\.\w+)+)'/g)) {
        if (!source.has(match[1])) missing.push(`${file}: ${match[1]}`)
      }
    }
    expect(missing).toEqual([])
  })
})
