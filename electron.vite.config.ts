import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
// eslint-disable-next-line layers/alias -- electron-vite loads this file before any alias exists
import { recordShipped } from './tools/licences/bundled'

/**
 * The import aliases of tsconfig.json, for Vite (and Vitest, which imports this): one spelling
 * for a cross-layer import. Which layer may import which is fenced in eslint.config.mjs.
 */
export const ALIASES = {
  '@common': resolve(__dirname, 'common'),
  '@main': resolve(__dirname, 'main'),
  '@preload': resolve(__dirname, 'preload'),
  '@tools': resolve(__dirname, 'tools'),
  '@assets': resolve(__dirname, 'assets'),
  '@': resolve(__dirname, 'renderer/src'),
}

// The top level is fixed (main/, preload/, renderer/), so every entry is named explicitly
// instead of relying on electron-vite's src/ defaults. Each build records which packages its
// output took from node_modules: the licence check and the notices list what ships from that.
export default defineConfig({
  main: {
    plugins: [recordShipped(__dirname, 'main')],
    resolve: { alias: ALIASES },
    build: {
      outDir: 'out/main',
      lib: {
        entry: {
          index: resolve(__dirname, 'main/index.ts'),
          'web-host': resolve(__dirname, 'main/web-host.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [recordShipped(__dirname, 'preload')],
    resolve: { alias: ALIASES },
    build: {
      outDir: 'out/preload',
      lib: { entry: { index: resolve(__dirname, 'preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    publicDir: resolve(__dirname, 'assets/public'),
    // The Options API is never used (every component is <script setup>), so Vue leaves it out.
    plugins: [vue({ features: { optionsAPI: false } }), recordShipped(__dirname, 'renderer')],
    resolve: { alias: ALIASES },
    // vue-i18n runs in composition mode only, with no devtools hook in a shipped build.
    define: {
      __VUE_I18N_LEGACY_API__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'true',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
    },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified by default; the player downloads (and the
      // browser parses) every byte before the title screen, so it is minified like a web app.
      minify: true,
      // Never inline assets as data: URLs: the strict CSP allows data: for images only, so a
      // small font or sound inlined by Vite would be blocked.
      assetsInlineLimit: 0,
      rollupOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
      },
    },
  },
})
