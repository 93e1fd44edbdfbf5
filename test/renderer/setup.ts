import { config } from '@vue/test-utils'
import { createAppI18n } from '../../src/renderer/src/i18n'

// Components are mounted as the app mounts them: with the catalogs, in English unless a test
// switches language.
config.global.plugins = [createAppI18n('en')]
