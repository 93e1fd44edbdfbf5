import { homedir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { AfterUploadAction } from '../shared/ipc'
import type { NumberType } from '../shared/service'

export const COMMANDS = ['upload', 'watch', 'infer', 'track', 'status'] as const
export type Command = (typeof COMMANDS)[number]

export interface CliArgs {
  command: Command | 'help'
  positionals: string[]
  /** Both set, or neither (then the embedded sandbox runs). */
  service: { baseUrl: string; apiKey: string; appUrl?: string } | null
  stateDir: string
  json: boolean
  scac?: string
  numberType?: NumberType
  refs: string[]
  recursive: boolean
  include: string[]
  exclude: string[]
  polling: boolean
  quietMs?: number
  after?: AfterUploadAction
  untilIdle: boolean
  /** upload: send again files whose earlier item failed (else they are reported failed). */
  retryFailed: boolean
  /** Wait while another Dropdock uses the state folder instead of exiting 7. */
  waitLock: boolean
}

export type ParseResult = { ok: true; args: CliArgs } | { ok: false; message: string }

const OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'app-url': { type: 'string' },
  state: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  scac: { type: 'string' },
  type: { type: 'string' },
  ref: { type: 'string', multiple: true },
  recursive: { type: 'boolean', short: 'r' },
  include: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  polling: { type: 'boolean' },
  'quiet-ms': { type: 'string' },
  after: { type: 'string' },
  'until-idle': { type: 'boolean' },
  'retry-failed': { type: 'boolean' },
  'wait-lock': { type: 'boolean' }
} as const

const NUMBER_TYPES: readonly NumberType[] = ['container', 'bill_of_lading', 'booking']
const AFTER: readonly AfterUploadAction[] = ['keep', 'move', 'delete']

const NEEDS: Record<Command, { min: number; max: number; what: string }> = {
  upload: { min: 1, max: Infinity, what: 'upload FILE…' },
  watch: { min: 1, max: Infinity, what: 'watch DIR…' },
  infer: { min: 1, max: 1, what: 'infer NUMBER' },
  track: { min: 1, max: 1, what: 'track NUMBER' },
  status: { min: 0, max: 0, what: 'status' }
}

const fail = (message: string): ParseResult => ({
  ok: false,
  message: `${message} Run with --help for usage.`
})

/**
 * Reads the command line and the DROPDOCK_* environment into one checked object. Pure: the
 * caller prints the message of a refusal and exits with the usage code.
 */
export function parseCliArgs(
  argv: string[],
  env: Record<string, string | undefined> = {}
): ParseResult {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
  } catch (err) {
    return fail(
      `${(err as Error).message.replace(/\s*To specify a positional.*$/s, '')}.`.replace(
        /\.\.$/,
        '.'
      )
    )
  }
  const { values: v, positionals } = parsed
  const [first, ...rest] = positionals
  const stateDir = v.state ?? env.DROPDOCK_STATE ?? join(homedir(), '.dropdock', 'cli')
  const base: Omit<CliArgs, 'command' | 'positionals' | 'service'> = {
    stateDir,
    json: v.json ?? false,
    refs: v.ref ?? [],
    recursive: v.recursive ?? false,
    include: v.include ?? [],
    exclude: v.exclude ?? [],
    polling: v.polling ?? false,
    untilIdle: v['until-idle'] ?? false,
    retryFailed: v['retry-failed'] ?? false,
    waitLock: v['wait-lock'] ?? false
  }
  if (v.help || first === undefined || first === 'help') {
    return { ok: true, args: { ...base, command: 'help', positionals: [], service: null } }
  }
  if (!(COMMANDS as readonly string[]).includes(first)) return fail(`Unknown command "${first}".`)
  const command = first as Command
  const need = NEEDS[command]
  if (rest.length < need.min || rest.length > need.max) return fail(`Usage: ${need.what}.`)

  const baseUrl = v['base-url'] ?? env.DROPDOCK_BASE_URL
  const apiKey = v['api-key'] ?? env.DROPDOCK_API_KEY
  const appUrl = v['app-url'] ?? env.DROPDOCK_APP_URL
  if (baseUrl && !apiKey)
    return fail('A service address was given without an API key (--api-key or DROPDOCK_API_KEY).')
  if (apiKey && !baseUrl)
    return fail('An API key was given without a service address (--base-url or DROPDOCK_BASE_URL).')

  const args: CliArgs = {
    ...base,
    command,
    positionals: rest,
    service: baseUrl && apiKey ? { baseUrl, apiKey, ...(appUrl ? { appUrl } : {}) } : null
  }
  if (v.scac !== undefined) {
    if (!/^[A-Za-z]{2,4}$/.test(v.scac))
      return fail(`--scac "${v.scac}" is not a carrier code (2–4 letters, e.g. MAEU).`)
    args.scac = v.scac.toUpperCase()
  }
  if (v.type !== undefined) {
    if (!(NUMBER_TYPES as readonly string[]).includes(v.type)) {
      return fail(`--type must be one of ${NUMBER_TYPES.join(', ')}.`)
    }
    args.numberType = v.type as NumberType
  }
  if (v['quiet-ms'] !== undefined) {
    const n = Number(v['quiet-ms'])
    if (!Number.isInteger(n) || n < 0)
      return fail('--quiet-ms must be a whole number of milliseconds.')
    args.quietMs = n
  }
  if (v.after !== undefined) {
    if (!(AFTER as readonly string[]).includes(v.after))
      return fail(`--after must be one of ${AFTER.join(', ')}.`)
    args.after = v.after as AfterUploadAction
  }
  return { ok: true, args }
}

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  upload FILE…      send files, follow each to its end, print the outcome
  watch DIR…        watch folders and send what settles in them (Ctrl+C to stop)
  infer NUMBER      predict the carrier and the kind of a container, B/L or booking number
  track NUMBER      infer, then ask the service to track it (--scac and --type to choose)
  status            every file the state folder knows, with its state

Service:
  --base-url URL --api-key KEY   or DROPDOCK_BASE_URL / DROPDOCK_API_KEY;
                                 without them an embedded sandbox runs on loopback
  --app-url URL                  web app for links (or DROPDOCK_APP_URL; default: the base URL's host)
  --state DIR                    the ledger (default ~/.dropdock/cli, or DROPDOCK_STATE)
  --json                         one JSON object per line instead of sentences and bars
  --wait-lock                    wait while another Dropdock uses the state folder

upload: --retry-failed (send again files that failed before; else they are reported failed)
watch:  --recursive  --include GLOB…  --exclude GLOB…  --polling  --quiet-ms N
        --after keep|move|delete  --until-idle (stop once everything present is done)
track:  --scac SCAC  --type container|bill_of_lading|booking  --ref REF…

Exit codes: 0 every file extracted or duplicate (or the lookup succeeded); 1 some file did not;
2 usage; 3 the service refused the API key; 4 the service could not be reached; 5 a file is missing;
6 the state folder cannot be written (disk full, read-only, no permission, a file); 7 another
Dropdock is using the state folder.
`
