import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { Plugin } from 'vite'
import { rendererDefine } from './vite.shared'

const shared = { '@shared': resolve('src/shared') }

/**
 * `npm run dev` only: Vite's dev server injects styles inline and talks to its page over a
 * websocket, which the production CSP rightly forbids. Built apps keep the strict policy.
 */
function devCsp(): Plugin {
  return {
    name: 'dropdock-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*")
  }
}

export default defineConfig({
  main: {
    resolve: { alias: shared },
    build: {
      // Beside index.js: the embedded sandbox's process (sandbox/process/sandboxProcess), and
      // its PDF reading thread (processing/pdfReader).
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          sandboxChild: resolve('src/sandbox/sandboxChild.ts'),
          pdfWorker: resolve('src/sandbox/processing/pdfWorker.ts'),
          // The engine's PDF cutting thread (engine/split/cutter) and its separator sheet
          // reader (engine/separators/detect).
          cutWorker: resolve('src/engine/split/cutWorker.ts'),
          detectWorker: resolve('src/engine/separators/detectWorker.ts')
        }
      }
    }
  },
  preload: {
    resolve: { alias: shared },
    build: {
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // A sandboxed preload cannot load ES modules or sibling chunks: one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true }
      }
    }
  },
  renderer: {
    resolve: {
      alias: { ...shared, '@renderer': resolve('src/renderer/src') }
    },
    define: rendererDefine,
    plugins: [vue(), devCsp()]
  }
})
