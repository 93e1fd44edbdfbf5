import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppI18n } from './i18n'
import './assets/base.css'

const i18n = createAppI18n()
document.documentElement.lang = i18n.global.locale.value
createApp(App).use(createPinia()).use(i18n).mount('#app')
