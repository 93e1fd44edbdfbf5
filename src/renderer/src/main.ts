import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { windowI18n } from './i18n'
import { useSettingsStore } from './stores/settings'
import './assets/base.css'

const i18n = windowI18n()
document.documentElement.lang = i18n.global.locale.value
const pinia = createPinia()
createApp(App).use(pinia).use(i18n).mount('#app')
// The window starts in the system's language and takes the saved one as soon as settings arrive.
void useSettingsStore(pinia).load()
