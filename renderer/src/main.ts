// First: the title screen's questions go out while the rest of the app loads.
import './ask-ahead'
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { i18n } from './i18n'
import '@/styles/index.css'

createApp(App).use(createPinia()).use(i18n).mount('#app')
