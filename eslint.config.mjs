// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

// The engine and the AI are pure (DESIGN.md): no Electron, no file system, no clock, no
// unseeded randomness. This is enforced here rather than trusted to review.
const purity = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'electron', message: 'The engine and AI are pure: no Electron.' },
        { name: 'fs', message: 'The engine and AI are pure: no file system.' },
        { name: 'node:fs', message: 'The engine and AI are pure: no file system.' },
        { name: 'fs/promises', message: 'The engine and AI are pure: no file system.' },
        { name: 'node:fs/promises', message: 'The engine and AI are pure: no file system.' },
      ],
    },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Pure code takes no clock: pass time in.' },
    {
      object: 'Math',
      property: 'random',
      message: 'Use the seeded generator in main/engine/rng.ts.',
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date']",
      message: 'Pure code takes no clock: pass time in.',
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'release/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    files: ['main/engine/**/*.ts', 'main/ai/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: purity,
  },
  prettier,
)
