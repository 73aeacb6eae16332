import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: { '@': resolve(__dirname, 'renderer/src') } },
  test: {
    include: [
      'main/**/*.test.ts',
      'preload/**/*.test.ts',
      'renderer/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Component tests opt into a DOM with a `// @vitest-environment happy-dom` comment.
    testTimeout: 60_000,
    pool: 'forks',
  },
})
