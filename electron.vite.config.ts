import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'

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
// instead of relying on electron-vite's src/ defaults.
export default defineConfig({
  main: {
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
    resolve: { alias: ALIASES },
    build: {
      outDir: 'out/preload',
      lib: { entry: { index: resolve(__dirname, 'preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    publicDir: resolve(__dirname, 'assets/public'),
    plugins: [vue()],
    resolve: { alias: ALIASES },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // Never inline assets as data: URLs: the strict CSP allows data: for images only, so a
      // small font or sound inlined by Vite would be blocked.
      assetsInlineLimit: 0,
      rollupOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
      },
    },
  },
})
