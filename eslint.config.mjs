// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

// The engine and the AI are pure: no Electron, no file system, no clock, no unseeded
// randomness. This is enforced here rather than trusted to review.
const IMPURE_MODULES = ['electron', 'fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map(
  (name) => ({ name, message: 'The engine and AI are pure: no Electron, no file system.' }),
)
const purity = {
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

/**
 * The layers (docs/architecture.md): each may import only from the layers below it. A path
 * alias names the layer (`@common/…`, `@main/<folder>/…`, `@preload/…`, `@tools/…`, `@/…` for
 * the renderer), and a relative import may not climb two folders, so every import across a
 * layer is spelled with an alias and checked here. Tests may reach across (a renderer component
 * test runs the real engine); shipped code may not.
 */
const DEEP_RELATIVE = {
  regex: '^(\\.\\./){2,}(?!.*\\.(json|cjs)$)',
  message:
    'Import from another layer through its path alias (@common, @main, @preload, @tools, @/).',
}
const NO_TOOLS = {
  regex: '^@tools/',
  message: 'tools/ holds offline research and test support; nothing that ships may import it.',
}
const NO_RENDERER = {
  regex: '^@/',
  message: 'Main and the shared layers never import the renderer.',
}
const mainBut = (folders, why) => ({ regex: `^@main/(${folders.join('|')})(/|$)`, message: why })
/** Whoever serves the saves takes the data folder's lock; nothing else of the store is theirs. */
const STORE_BUT_LOCK = {
  regex: '^@main/store(/(?!folder-lock$)|$)',
  message: 'Of the store, the shell takes only the folder lock (@main/store/folder-lock).',
}
/** The browser host's entry also names the saves folder it prints (`savesDir` of @main/store). */
const STORE_BUT_LOCK_AND_INDEX = {
  regex: '^@main/store/(?!folder-lock$)',
  message:
    'Of the store, the entry points take only the folder lock and the index (@main/store/folder-lock, @main/store).',
}

function fence(files, patterns, { paths = [], pure = false } = {}) {
  return {
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths, patterns: [DEEP_RELATIVE, NO_TOOLS, ...patterns] },
      ],
      ...(pure ? purity : {}),
    },
  }
}

const LAYERS = [
  fence(
    ['common/**/*.ts'],
    [
      {
        regex: '^(@main|@preload|@assets|@/|electron|node:|vue|pinia)',
        message:
          'common/ is the bottom layer: card facts, ruleset data and shared types that import nothing.',
      },
    ],
  ),
  fence(
    ['preload/**/*.ts'],
    [
      {
        regex: '^@main/',
        message: 'The contract sits below main: main implements it, it never imports main.',
      },
      NO_RENDERER,
    ],
  ),
  fence(
    ['renderer/src/**/*.ts', 'renderer/src/**/*.vue'],
    [
      {
        regex: '^(@main/|electron$|node:)',
        message:
          'The renderer holds no rules and no I/O: card facts come from @common, everything else from main through the bridge.',
      },
      {
        regex: '^@preload/index',
        message: 'The renderer reaches the preload only as window.pazaak.',
      },
    ],
  ),
  fence(
    ['main/engine/**/*.ts'],
    [
      mainBut(
        ['ai', 'services', 'store', 'api', 'shell', 'host', 'serve'],
        'The engine is the bottom of main: pure rules over plain JSON.',
      ),
      NO_RENDERER,
    ],
    { paths: IMPURE_MODULES, pure: true },
  ),
  fence(
    ['main/ai/**/*.ts'],
    [
      mainBut(
        ['services', 'store', 'api', 'shell', 'host', 'serve'],
        'The AI sits on the engine and below the services.',
      ),
      NO_RENDERER,
    ],
    { paths: IMPURE_MODULES, pure: true },
  ),
  fence(
    ['main/store/**/*.ts'],
    [
      mainBut(
        ['ai', 'services', 'api', 'shell', 'host', 'serve'],
        'The store keeps files; the services use it, not the other way round.',
      ),
      NO_RENDERER,
    ],
  ),
  fence(
    ['main/services/**/*.ts'],
    [
      mainBut(
        ['api', 'shell', 'host', 'serve'],
        'The services sit below the api and know nothing of its transports.',
      ),
      NO_RENDERER,
    ],
  ),
  fence(
    ['main/api/**/*.ts'],
    [
      mainBut(
        ['shell', 'host', 'serve'],
        'The api is served by the shell and the host; it does not know them.',
      ),
      mainBut(['ai'], 'The api calls the services; the AI is theirs to ask.'),
      NO_RENDERER,
    ],
  ),
  fence(
    ['main/serve/**/*.ts'],
    [
      mainBut(
        ['engine', 'ai', 'store', 'services', 'api', 'shell', 'host'],
        'The serving module is shared by the shell and the host and knows no game.',
      ),
      NO_RENDERER,
    ],
  ),
  fence(
    ['main/shell/**/*.ts'],
    [
      mainBut(
        ['host'],
        'The Electron shell and the browser host share main/serve, never each other.',
      ),
      mainBut(
        ['engine', 'ai', 'services'],
        'The shell is a transport: it reaches the game only through the api.',
      ),
      STORE_BUT_LOCK,
      NO_RENDERER,
    ],
  ),
  fence(
    ['main/host/**/*.ts'],
    [
      mainBut(
        ['shell'],
        'The Electron shell and the browser host share main/serve, never each other.',
      ),
      mainBut(
        ['engine', 'ai', 'store', 'services'],
        'The browser host is a transport: it reaches the game only through the api.',
      ),
      NO_RENDERER,
    ],
  ),
  fence(
    ['main/*.ts'],
    [
      mainBut(
        ['engine', 'ai', 'services'],
        'The entry points wire a transport to the api; the game lies behind the api.',
      ),
      STORE_BUT_LOCK_AND_INDEX,
      NO_RENDERER,
    ],
  ),
]

/** Everything else (tools, tests, e2e, bench) only spells cross-layer imports with aliases. */
const ALIASES_ONLY = {
  files: ['**/*.ts', '**/*.vue', '**/*.mts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_RELATIVE] }] },
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
  ...LAYERS,
  prettier,
)
