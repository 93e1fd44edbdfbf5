import { readFileSync } from 'node:fs'

/** Set by the bundler in the shipped command line (scripts/buildCli.mjs); absent in the source. */
declare const DROPDOCK_VERSION: string | undefined

/** Dropdock's version: built into the shipped bundle, or read from the checkout's package.json. */
export const VERSION: string =
  typeof DROPDOCK_VERSION === 'string'
    ? DROPDOCK_VERSION
    : (
        JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
          version: string
        }
      ).version
