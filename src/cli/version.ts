import { readFileSync } from 'node:fs'

/** Dropdock's version, as package.json names it (the CLI runs from the checkout's source). */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version
