import { beforeEach } from 'vitest'
import { config } from '@vue/test-utils'
import { applyLanguage, windowI18n } from '../../src/renderer/src/i18n'

// Components are mounted as the app mounts them: with the window's catalogs, in English unless a
// test switches language (stores translate with the same instance, so they switch too).
const i18n = windowI18n()
config.global.plugins = [i18n]
// Each test is a new window session: the inbox's filters and sort kept in the last one go.
beforeEach(() => {
  applyLanguage(i18n, 'en')
  sessionStorage.clear()
})
