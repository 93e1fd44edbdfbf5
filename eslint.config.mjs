import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import layers from './scripts/lint/layers.mjs'

/**
 * The layers of src and what each may import (its own files always). Most specific path first.
 * The engine is plain Node so the app, the CLI and the tests share it; the renderer is a
 * page that reaches main only through the preload bridge; the sandbox stands in for the service
 * and so shares nothing with the client but the contract in src/shared. Nothing in src imports
 * test/, bench/, scripts/ or anything else outside these layers.
 *
 * The CLI and the Electron glue may import the sandbox's public entry, src/sandbox/host, and no
 * other sandbox file: each runs the embedded sandbox, in a process of its own, as its default
 * service when no real one is configured, and the entry is the sandbox's whole contract with
 * them (the in-process start, src/sandbox/index, is for tests and the standalone sandbox).
 *
 * Where Node's module loader is absent, packages are vetted one by one: shared code is compiled
 * for the page and for Node alike, so it takes only what runs in both; the renderer takes the
 * packages the page bundles; the sandboxed preload gets Electron's bridge and nothing else.
 */
/**
 * The Electron glue (src/main), from the bottom up. Errors meant for the clerk are a
 * neutral module every part may throw; logging and the main-side catalogs serve every feature;
 * a feature (the settings, the key store, the intake host, the window, the tray, …) owns one
 * concern and never knows it is reached over IPC; the routes (ipc) turn the window's commands
 * into calls on the features; the entry (index, wiring) starts and connects them all. A new
 * folder of src/main is placed here first: a file no layer holds fails lint.
 */
const glueLayers = [
  { name: 'clerk errors', path: 'src/main/errors', may: ['shared'], packages: [] },
  {
    name: 'glue services',
    path: ['src/main/logging', 'src/main/i18n'],
    may: ['clerk errors', 'engine', 'shared'],
    node: true
  },
  {
    name: 'features',
    path: [
      'src/main/boot',
      'src/main/diagnostics',
      'src/main/engineHost',
      'src/main/notifications',
      'src/main/secrets',
      'src/main/settings',
      'src/main/tray',
      'src/main/update',
      'src/main/window'
    ],
    may: ['glue services', 'clerk errors', 'engine', 'ipc contract', 'shared', 'src/sandbox/host'],
    node: true,
    electron: true
  },
  {
    name: 'routes',
    path: 'src/main/ipc',
    may: ['features', 'glue services', 'clerk errors', 'engine', 'ipc contract', 'shared'],
    node: true,
    electron: true
  },
  {
    name: 'entry',
    path: ['src/main/index', 'src/main/wiring'],
    may: [
      'routes',
      'features',
      'glue services',
      'clerk errors',
      'engine',
      'ipc contract',
      'shared',
      'src/sandbox/host'
    ],
    node: true,
    electron: true
  }
]

const sourceLayers = [
  // The IPC contract composes the domain's types for the window and main; the engine, the CLI
  // and the sandbox never cross IPC, so they take those types from the domain modules. The
  // window's catalogs (shared/i18n) word some of what crosses it (a route notice, a service).
  {
    name: 'ipc contract',
    path: ['src/shared/ipc', 'src/shared/ipcChannel'],
    may: ['shared'],
    packages: []
  },
  { name: 'shared', path: 'src/shared', may: ['ipc contract'], packages: ['valibot'] },
  {
    name: 'renderer',
    path: 'src/renderer',
    may: ['ipc contract', 'shared'],
    packages: [
      'vue',
      'pinia',
      'vue-i18n',
      '@tanstack/vue-virtual',
      'spark-md5',
      'pdfjs-dist',
      'd3-geo',
      'topojson-client',
      'topojson-specification',
      'world-atlas'
    ]
  },
  {
    name: 'preload',
    path: 'src/preload',
    may: ['ipc contract', 'shared'],
    electron: ['electron'],
    packages: []
  },
  // Durable files on Node's fs (line files whose torn tail is cut, atomic replace, the error
  // a refused write becomes): the one thing the engine's ledger and the sandbox's store both
  // need and src/shared cannot hold, as it runs in the page too. Allowed beneath both because it
  // knows neither: no domain, no service contract, no package, only node: and shared. The
  // sandbox still shares nothing of the client's with it, only how bytes reach a disk.
  { name: 'storage', path: 'src/storage', may: ['shared'], node: true, packages: [] },
  { name: 'engine', path: 'src/engine', may: ['storage', 'shared'], node: true },
  { name: 'sandbox', path: 'src/sandbox', may: ['storage', 'shared'], node: true },
  {
    name: 'cli',
    path: 'src/cli',
    may: ['engine', 'storage', 'shared', 'src/sandbox/host'],
    node: true
  },
  ...glueLayers
]

/** Packages that load Electron when imported: the glue may import them all, the preload `electron`. */
const electronPackages = ['electron', 'electron-store', 'electron-updater']

const ipcOnlyInHelpers = {
  paths: [
    {
      name: 'electron',
      importNames: ['ipcMain', 'ipcRenderer'],
      message: 'Use the typed IPC helpers (src/main/ipc/handle.ts, src/preload/invoke.ts).'
    }
  ]
}

/**
 * Text a clerk sees in the window comes from the catalogs (src/shared/i18n/messages): raw words in
 * a template, or in one of these attributes, fail lint. Punctuation alone is fine.
 */
const bareStrings = [
  'error',
  {
    // eslint-plugin-vue's own list (punctuation), and the glyphs the window uses as icons.
    allowlist: [
      ...'()[]{}<>,.&+-=*/#%!?:|'.split(''),
      ...['·', '•', '‐', '–', '—', '−'],
      ...['×', '…', '→', '▣', '⇩']
    ],
    attributes: {
      '/.+/': [
        'aria-label',
        'title',
        'placeholder',
        'alt',
        'aria-description',
        'aria-roledescription',
        'aria-placeholder',
        'aria-valuetext'
      ]
    }
  }
]

/**
 * An error's `message` is main's English sentence, for "Copy error" and IT's tooltip: the window
 * shows an error through ErrorAlert or errorText() (its kind in the window's language). Refused in
 * a template's text, in any bound attribute but `title`, and as a notice's text.
 */
const errorMessageInTemplate = [
  'error',
  {
    selector: "VElement > VExpressionContainer MemberExpression[property.name='message']",
    message: "Show an error with ErrorAlert or errorText(); its `message` is main's English."
  },
  {
    selector:
      "VAttribute[directive=true]:not([key.argument.name='title']) MemberExpression[property.name='message']",
    message: "An error's `message` goes only into `title` (for IT); show ErrorAlert or errorText()."
  }
]
const errorMessageAsNotice = [
  'error',
  {
    selector:
      "CallExpression[callee.property.name='show'] > MemberExpression.arguments:first-child[property.name='message']",
    message: "A notice words an error with errorText(); its `message` goes in the notice's detail."
  }
]

/** The CLI, the engine, the sandbox and storage stay English: they never read the catalogs. */
const englishOnly = {
  patterns: [
    {
      group: ['**/i18n/**', '@shared/i18n/**'],
      message:
        'The CLI, the engine, the sandbox and storage stay English; the catalogs are for the app.'
    }
  ]
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      '.ci/node/**',
      'test-results/**',
      'resources/**',
      'bench/.work/**'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    rules: {
      'vue/block-lang': ['error', { script: { lang: 'ts' } }],
      'vue/multi-word-component-names': 'off'
    }
  },
  {
    rules: {
      // TypeScript itself reports undefined names; ESLint's rule knows no DOM or Node globals.
      'no-undef': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    ignores: ['src/engine/**', 'src/main/ipc/handle.ts', 'src/preload/invoke.ts'],
    rules: { 'no-restricted-imports': ['error', ipcOnlyInHelpers] }
  },
  {
    files: ['src/renderer/**/*.vue'],
    rules: {
      'vue/no-bare-strings-in-template': bareStrings,
      'vue/no-restricted-syntax': errorMessageInTemplate
    }
  },
  {
    files: ['src/renderer/**/*.{ts,vue}'],
    rules: { 'no-restricted-syntax': errorMessageAsNotice }
  },
  {
    files: ['src/cli/**/*.ts', 'src/engine/**/*.ts', 'src/sandbox/**/*.ts', 'src/storage/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', englishOnly] }
  },
  {
    files: ['src/**/*.{ts,mts,vue}'],
    plugins: { layers },
    rules: {
      'layers/boundaries': [
        'error',
        { root: import.meta.dirname, electronPackages, layers: sourceLayers }
      ]
    }
  },
  {
    // Files small and named for what they hold; a function longer than a screen says why
    // (`// eslint-disable-next-line max-lines-per-function -- <reason>`).
    files: ['src/**/*.{ts,mts,vue}'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' }
  },
  prettier
)
