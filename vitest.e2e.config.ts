import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { chromiumMissing } from './test/e2e/chromiumPath'

// Every e2e file drives Chromium: without one (and not on CI) they are all skipped, saying why.
const missing = chromiumMissing()
if (missing) console.warn(`test:e2e: every browser test skipped: ${missing}`)

export default defineConfig({
  resolve: {
    alias: { electron: resolve('test/mocks/electron.ts'), '@shared': resolve('src/shared') }
  },
  test: {
    name: 'e2e',
    environment: 'node',
    include: missing ? [] : ['test/e2e/**/*.e2e.ts'],
    passWithNoTests: missing !== null,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false
  }
})
