import { describe, expect, it } from 'vitest'
import { resolveLocale } from '../../../src/shared/i18n/locales'

describe('resolveLocale', () => {
  it.each([
    ['de-AT', 'de'],
    ['es_MX', 'es'],
    ['nl', 'nl'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-TW', 'en'],
    ['zh-Hant-HK', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [null, 'en']
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale)
  })
})
