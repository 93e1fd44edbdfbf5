import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import layers from './scripts/lint/layers.mjs'

/**
 * The layers of src and what each may import (its own files always). Most specific path first.
 * The engine (core) is plain Node so the app, the CLI and the tests share it; the renderer is a
 * page that reaches main only through the preload bridge; the sandbox stands in for the service
 * and so shares nothing with the client but the contract in src/shared.
 */
const sourceLayers = [
  { name: 'shared', path: 'src/shared', may: [] },
  { name: 'renderer', path: 'src/renderer', may: ['shared'] },
  { name: 'preload', path: 'src/preload', may: ['shared'], electron: true },
  { name: 'core', path: 'src/main/core', may: ['shared'], node: true },
  { name: 'sandbox', path: 'src/sandbox', may: ['shared'], node: true },
  { name: 'cli', path: 'src/cli', may: ['core', 'shared', 'src/sandbox/index'], node: true },
  {
    name: 'electron glue',
    path: 'src/main',
    may: ['core', 'shared', 'src/sandbox/index'],
    node: true,
    electron: true
  }
]

const ipcOnlyInHelpers = {
  paths: [
    {
      name: 'electron',
      importNames: ['ipcMain', 'ipcRenderer'],
      message: 'Use the typed IPC helpers (src/main/ipc/handle.ts, src/preload/invoke.ts).'
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
      'resources/**'
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
    ignores: ['src/main/core/**', 'src/main/ipc/handle.ts', 'src/preload/invoke.ts'],
    rules: { 'no-restricted-imports': ['error', ipcOnlyInHelpers] }
  },
  {
    files: ['src/**/*.{ts,mts,vue}'],
    plugins: { layers },
    rules: {
      'layers/boundaries': ['error', { root: import.meta.dirname, layers: sourceLayers }]
    }
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' }
  },
  prettier
)
