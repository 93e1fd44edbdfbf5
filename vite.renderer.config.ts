import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { rendererDefine } from './vite.shared'

/** Builds the renderer alone, as a web page, for the browser tests in test/e2e. */
export default defineConfig({
  root: resolve('src/renderer'),
  base: './',
  resolve: {
    alias: { '@shared': resolve('src/shared'), '@renderer': resolve('src/renderer/src') }
  },
  define: rendererDefine,
  plugins: [vue()],
  build: { outDir: resolve('out/renderer-web'), emptyOutDir: true }
})
