/**
 * Compile-time flags for the window's bundle, used by electron-vite and by the browser-test build.
 * vue-i18n: composition API only, no legacy API, no devtools hooks in production.
 */
export const rendererDefine = {
  __VUE_I18N_FULL_INSTALL__: 'true',
  __VUE_I18N_LEGACY_API__: 'false',
  __INTLIFY_PROD_DEVTOOLS__: 'false'
}
