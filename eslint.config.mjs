// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

import layers from './tools/lint/fence.mjs'
import said from './tools/lint/said.mjs'
import { LAYERS as TABLE } from './tools/lint/layers.mjs'

// Common, the engine and the AI are pure: no clock, no timer, no host object, no unseeded
// randomness (the engine's generator, main/engine/rng.ts, is integer arithmetic on its state).
// Enforced here rather than left to a reader to notice; what they may import is the fence's
// table.
const NO_CLOCK = 'Pure code takes no clock and no timer: pass time in.'
const pureGlobals = [
  ['Date', NO_CLOCK],
  ['performance', NO_CLOCK],
  ['setTimeout', NO_CLOCK],
  ['setInterval', NO_CLOCK],
  ['setImmediate', NO_CLOCK],
  ['requestAnimationFrame', NO_CLOCK],
  ['requestIdleCallback', NO_CLOCK],
  ['process', 'Pure code reads no process: pass what it needs in.'],
  ['crypto', 'Use the seeded generator in main/engine/rng.ts.'],
  ...['globalThis', 'global', 'window', 'self'].map((name) => [
    name,
    'Pure code reaches no host object.',
  ]),
].map(([name, message]) => ({ name, message }))
const PURE = {
  files: TABLE.filter((layer) => layer.pure).map((layer) => `${layer.folder}/**/*.ts`),
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-globals': ['error', ...pureGlobals],
    'no-restricted-properties': [
      'error',
      {
        object: 'Math',
        property: 'random',
        message: 'Use the seeded generator in main/engine/rng.ts.',
      },
    ],
  },
}

/**
 * The layers (docs/architecture.md): tools/lint/layers.mjs holds the one table of who may import
 * whom, and `layers/fence` judges each import of shipped code by where it leads, however it is
 * spelled. Tests may reach across (a renderer component test runs the real engine); shipped code
 * may not. In every file an import across layers is spelled with the layer's alias
 * (`@common/…`, `@main/<folder>/…`, `@preload/…`, `@tools/…`, `@assets/…`, `@/…` for the
 * renderer), and a relative import climbs at most one folder.
 */
const CODE = ['**/*.ts', '**/*.vue', '**/*.mts']
const FENCE = {
  files: CODE,
  ignores: ['**/*.test.ts'],
  plugins: { layers },
  rules: { 'layers/fence': 'error' },
}
const ALIASES_ONLY = {
  files: CODE,
  plugins: { layers },
  rules: {
    'layers/alias': 'error',
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./){2,}(?!.*\\.(json|cjs)$)',
            message:
              'Import from another layer through its path alias (@common, @main, @preload, @tools, @/).',
          },
        ],
      },
    ],
  },
}

/**
 * Every exported function of the code says what it does in a doc comment above it, as a module's
 * public face is read (tools/lint/said.mjs). Tests and specs export nothing to read.
 */
const SAID = {
  files: ['**/*.ts', '**/*.mts'],
  ignores: ['**/*.test.ts', '**/*.spec.ts', '**/*.d.ts'],
  plugins: { said },
  rules: { 'said/exported-function': 'error' },
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
      // electron-vite's build writes its config bundled beside it for a moment; npm test
      // lints while it builds, and a file that vanishes mid-lint failed the run
      '*.config.ts.*.mjs',
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
      // A disabled button loses the focus, so a keyboard player pressing one that turns
      // itself off (End turn, Save, Next) is dropped to the page: buttons turn off with v-off
      'vue/no-restricted-v-bind': [
        'error',
        {
          argument: 'disabled',
          element: 'button',
          message: 'Turn a button off with v-off (@/directives/off), which keeps the focus.',
        },
      ],
    },
  },
  ALIASES_ONLY,
  FENCE,
  PURE,
  SAID,
  prettier,
)
