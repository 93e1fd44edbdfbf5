import { describe, expect, it } from 'vitest'
import { createTranslator, translatorFor } from '../../../src/main/i18n/translate'

describe('main translator', () => {
  it('reads the shared catalogs with plurals in each language', () => {
    expect(createTranslator('en').t('common.files', 1)).toBe('one file')
    expect(createTranslator('en').t('common.files', 0)).toBe('no files')
    expect(createTranslator('de').t('common.files', 3)).toBe('3 Dateien')
    expect(createTranslator('zh-CN').t('common.files', 1)).toBe('1 个文件')
    expect(createTranslator('zh-CN').t('common.files', 12)).toBe('12 个文件')
  })

  it('follows the system language unless the setting names one', () => {
    expect(translatorFor('system', 'nl-BE').locale).toBe('nl')
    expect(translatorFor('system', 'zh-Hans-CN').locale).toBe('zh-CN')
    expect(translatorFor('system', 'fr-FR').locale).toBe('en')
    expect(translatorFor('es', 'de-DE').locale).toBe('es')
  })
})
