import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

const alias = {
  // The real `electron` module downloads its binary when loaded; tests never load it.
  electron: resolve('test/mocks/electron.ts'),
  '@shared': resolve('src/shared'),
  '@renderer': resolve('src/renderer/src')
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**', 'test/e2e/**'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Bundle electron-store into the test so its `import 'electron'` meets the mock above:
          // tests then run the real electron-store over real files in temp folders.
          server: { deps: { inline: ['electron-store'] } }
        }
      },
      {
        extends: true,
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.ts'],
          setupFiles: ['test/renderer/setup.ts']
        }
      }
    ]
  }
})
