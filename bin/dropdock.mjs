#!/usr/bin/env node
/**
 * The `dropdock` command (`npx dropdock …` in a checkout, or `npm link` for a global one): the
 * headless CLI run from its TypeScript source through tsx, as `npm run cli` runs it, in the
 * caller's working directory. tsx is a devDependency: `npm install` in the checkout brings it.
 */
import { fileURLToPath } from 'node:url'

let register
try {
  ;({ register } = await import('tsx/esm/api'))
} catch {
  const root = fileURLToPath(new URL('..', import.meta.url))
  process.stderr.write(`dropdock: tsx is missing: run "npm install" in ${root} first.\n`)
  process.exit(1)
}
// The repository's own compiler settings, whatever tsconfig.json the caller's folder may hold.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.node.json', import.meta.url)) })
await import('../src/cli/main.ts')
