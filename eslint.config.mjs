import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'

const electronOutOfPlainNode = {
  paths: [
    { name: 'electron', message: 'This code runs in plain Node: keep Electron in src/main glue.' }
  ]
}
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
    files: ['src/main/core/**', 'src/shared/**', 'src/sandbox/**', 'src/cli/**', 'src/renderer/**'],
    rules: { 'no-restricted-imports': ['error', electronOutOfPlainNode] }
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' }
  },
  prettier
)
