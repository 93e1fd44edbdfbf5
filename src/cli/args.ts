import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { isWithin } from '../engine/watch/ignore'
import type { NumberType } from '../shared/service'
import { DOCUMENT_TYPE_CODES, type DocumentTypeCode } from '../shared/serviceCodes'
import {
  API_VERSION_SEGMENT,
  SERVICE_URL_RULE,
  endsInApiVersion,
  isServiceUrl
} from '../shared/serviceUrl'
import {
  SEPARATOR_TEXT_RULE,
  SPLIT_MODES,
  separatorTextProblem,
  type SplitMode
} from '../shared/separators'
import {
  type AfterUploadAction,
  AFTER_UPLOAD_ACTIONS,
  QUIET_LIMITS_MS
} from '../shared/settingsSchema'
import { splitRangesProblem, type PageRange } from '../shared/split'
import { apiKeyFrom, serviceUrlRefusal } from './apiKeySource'
import { COMMANDS, COMMON, OPTIONS, OWN_OPTIONS, type Command, type OptionName } from './options'

export interface CliArgs {
  command: Command | 'help' | 'version'
  /** With `help`: the command whose options to show (`upload --help`, `help upload`). */
  helpTopic?: Command
  /** Files and folders are absolute, resolved against the caller's folder (see callerDir). */
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
  /** watch --type: the document type every file of the folders is created with. */
  documentType?: DocumentTypeCode
  /** watch --split, --separator-text: how a multi-page scan is cut (the folder's split rule). */
  split?: SplitMode
  separatorText?: string
  untilIdle: boolean
  /** upload: try again files that ended in FAILED_STATES (else they are reported as they ended). */
  retryFailed: boolean
  /** Wait while another Dropdock uses the state folder instead of exiting 7. */
  waitLock: boolean
  /** Printed to stderr before the command runs (a key given on the command line). */
  warnings?: string[]
  /** Sentences about options given but not used (a person reads them on stderr). */
  notes: string[]
  /** status: write the CSV export instead of lines. */
  csv: boolean
  /** status --quality: how well the service reads, per document type, instead of the files. */
  quality: boolean
  /** status --csv: the locale whose separator the CSV takes (--locale, else LC_ALL, LANG). */
  locale?: string
  /** correct: the item or document, and the fields (null: revert it); null reverts them all. */
  correction?: { id: string; fields: Record<string, string | null> | null }
  /** split --pages: the documents' page ranges, checked (splitRangesProblem). */
  pages?: PageRange[]
  /** track --relink: the item or document whose own number is tracked, then relinked. */
  relinkId?: string
}

export type ParseResult = { ok: true; args: CliArgs } | { ok: false; message: string }

const NUMBER_TYPES: readonly NumberType[] = ['container', 'bill_of_lading', 'booking']

/** Most FIELD=VALUE operands one correct takes. */
const CORRECTION_MAX_FIELDS = 50

/** How many operands each command takes, and whether they are paths of the caller's. */
const NEEDS: Record<Command, { min: number; max: number; what: string; paths: boolean }> = {
  upload: { min: 1, max: Infinity, what: 'upload takes one or more files', paths: true },
  watch: { min: 1, max: Infinity, what: 'watch takes one or more folders', paths: true },
  infer: { min: 1, max: 1, what: 'infer takes exactly one number', paths: false },
  track: { min: 1, max: 1, what: 'track takes exactly one number', paths: false },
  status: { min: 0, max: 0, what: 'status takes no operand', paths: false },
  correct: {
    min: 1,
    max: 1 + CORRECTION_MAX_FIELDS,
    what: 'correct takes an ID and FIELD=VALUE…',
    paths: false
  },
  relink: { min: 1, max: 1, what: 'relink takes exactly one ID', paths: false },
  split: { min: 1, max: 1, what: 'split takes exactly one ID', paths: false }
}

/** `track --relink ID` takes the document's number only when it has several. */
const TRACK_RELINK_NEEDS = {
  min: 0,
  max: 1,
  what: 'track --relink ID takes at most one number',
  paths: false
}

/** What an ID of an item or a document (or the start of one) may be. */
const ID_FORM = /^[A-Za-z0-9_-]{1,100}$/

/** `split --pages 1-2,3-4` read into its page ranges, or a refusal. */
function readPages(text: string | undefined): PageRange[] | string {
  if (text === undefined) return 'split takes --pages, e.g. --pages 1-2,3-4.'
  const ranges: PageRange[] = []
  for (const run of text.split(',')) {
    const m = /^\s*(\d{1,4})\s*(?:-\s*(\d{1,4})\s*)?$/.exec(run)
    if (!m) return `--pages "${text}": "${run}" is not a page or a run of pages (3, 1-2).`
    ranges.push({ first: Number(m[1]), last: Number(m[2] ?? m[1]) })
  }
  const problem = splitRangesProblem(ranges)
  return problem ? `--pages "${text}": ${problem}` : ranges
}

/** `correct ID FIELD=VALUE…` (or `ID --revert-all`) read into the correction, or a refusal. */
function readCorrection(
  operands: string[],
  revertAll: boolean
): { id: string; fields: Record<string, string | null> | null } | string {
  const [id, ...pairs] = operands
  if (!ID_FORM.test(id)) return `"${id}" is not an item or document id.`
  if (revertAll) {
    return pairs.length === 0 ? { id, fields: null } : '--revert-all takes no FIELD=VALUE.'
  }
  if (pairs.length === 0) return 'correct takes FIELD=VALUE after the ID (or --revert-all).'
  const fields: Record<string, string | null> = {}
  for (const pair of pairs) {
    const m = /^([a-z0-9_]{1,64})=(.*)$/s.exec(pair)
    if (!m) return `"${pair}" is not FIELD=VALUE (a field is lower-case, e.g. invoice_number).`
    if (Object.hasOwn(fields, m[1])) return `${m[1]} is given twice.`
    fields[m[1]] = m[2] === '' ? null : m[2]
  }
  return { id, fields }
}

/** The locale a CSV export follows: --locale, else the environment's (LC_ALL, LC_NUMERIC, LANG). */
function csvLocale(flag: string | undefined, env: Record<string, string | undefined>): string {
  return flag ?? (env.LC_ALL || env.LC_NUMERIC || env.LANG || 'en')
}

/**
 * The folder relative paths mean: the one the user ran the command from. `npm run cli` runs in
 * the package root and keeps the caller's folder in INIT_CWD; anywhere else (the `dropdock`
 * command, `npx dropdock`, another package's script) the working directory is the caller's.
 */
export function callerDir(env: Record<string, string | undefined>, cwd: string): string {
  const fromNpmRunCli =
    env.npm_package_name === 'dropdock' && env.npm_lifecycle_event === 'cli' && env.INIT_CWD
  return fromNpmRunCli ? env.INIT_CWD! : cwd
}

const fail = (message: string): ParseResult => ({
  ok: false,
  message: `${message} Run with --help for usage.`
})

/**
 * Reads the command line and the DROPDOCK_* environment (and the --api-key-file) into one
 * checked object. The caller prints the message of a refusal and exits with the usage code.
 */
export function parseCliArgs(
  argv: string[],
  env: Record<string, string | undefined> = {},
  cwd: string = process.cwd()
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
  const here = callerDir(env, cwd)
  // An empty --state would make the current folder the state folder, its files Dropdock's.
  if (v.state?.trim() === '') return fail('--state needs a folder.')
  const stateDir = resolve(
    here,
    v.state ?? (env.DROPDOCK_STATE || join(homedir(), '.dropdock', 'cli'))
  )
  const base = commonArgs(v, stateDir)
  const isCommand = (name: string | undefined): name is Command =>
    (COMMANDS as readonly (string | undefined)[]).includes(name)
  if (v.version && !v.help)
    return { ok: true, args: { ...base, command: 'version', positionals: [], service: null } }
  if (v.help || first === undefined || first === 'help') {
    const topic = first === 'help' ? rest[0] : first
    if (topic !== undefined && !isCommand(topic)) return fail(`Unknown command "${topic}".`)
    const help: CliArgs = { ...base, command: 'help', positionals: [], service: null }
    return { ok: true, args: topic ? { ...help, helpTopic: topic } : help }
  }
  if (!isCommand(first)) return fail(`Unknown command "${first}".`)
  const command = first
  const foreign = (Object.keys(v) as OptionName[]).find(
    (o) => !COMMON.includes(o) && !OWN_OPTIONS[command].includes(o)
  )
  if (foreign) {
    const owner = COMMANDS.find((c) => OWN_OPTIONS[c].includes(foreign))
    return fail(`--${foreign} is an option of ${owner}, not of ${command}.`)
  }
  const need = command === 'track' && v.relink !== undefined ? TRACK_RELINK_NEEDS : NEEDS[command]
  if (rest.length < need.min || rest.length > need.max) return fail(`${need.what}.`)
  if (rest.some((r) => r.trim() === '')) return fail(`${need.what}; an empty one ("") was given.`)

  const service = serviceFrom(v, env, here)
  if (!service.ok) return fail(service.message)
  const { baseUrl, apiKey, appUrl, key } = service
  const args: CliArgs = {
    ...base,
    command,
    positionals: need.paths ? rest.map((p) => resolve(here, p)) : rest,
    service: baseUrl && apiKey ? { baseUrl, apiKey, ...(appUrl ? { appUrl } : {}) } : null,
    ...(key.warnings.length ? { warnings: key.warnings } : {})
  }
  if (appUrl && !baseUrl)
    args.notes.push(
      '--app-url (or DROPDOCK_APP_URL) is ignored without --base-url: the embedded sandbox has no web app to link to.'
    )
  const inState = command === 'watch' && args.positionals.find((p) => isWithin(p, stateDir))
  if (inState)
    return fail(
      `${inState} is the state folder or inside it, where Dropdock keeps its own data. ` +
        'Watch another folder, or choose another --state (one inside a watched folder is ignored).'
    )
  const refused = commandOptions(v, args) ?? outputOptions(v, env, args, rest)
  if (refused) return fail(refused)
  return { ok: true, args }
}

/** The values parseArgs read (strict: only OPTIONS). */
type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']

/**
 * The service to use, from the options and the environment: an address and a key both given
 * or neither (the embedded sandbox), each checked; or why not.
 */
function serviceFrom(
  v: Values,
  env: Record<string, string | undefined>,
  here: string
):
  | { ok: false; message: string }
  | {
      ok: true
      baseUrl: string | undefined
      apiKey: string | undefined
      appUrl: string | undefined
      key: { warnings: string[] }
    } {
  const no = (message: string) => ({ ok: false as const, message })
  const baseUrl = v['base-url'] ?? env.DROPDOCK_BASE_URL
  const key = apiKeyFrom(
    { flag: v['api-key'], file: v['api-key-file'], env: env.DROPDOCK_API_KEY },
    here
  )
  if (!key.ok) return no(key.message)
  const apiKey = key.apiKey
  const appUrl = v['app-url'] ?? env.DROPDOCK_APP_URL
  if (baseUrl && !apiKey)
    return no('A service address was given without an API key (--api-key or DROPDOCK_API_KEY).')
  if (apiKey && !baseUrl)
    return no('An API key was given without a service address (--base-url or DROPDOCK_BASE_URL).')
  const refusal = baseUrl ? serviceUrlRefusal(baseUrl) : null
  if (refusal) return no(refusal)
  if (baseUrl && !endsInApiVersion(baseUrl))
    return no(
      `--base-url "${baseUrl}" does not end in the API version ${API_VERSION_SEGMENT} ` +
        `(for example https://api.example.com${API_VERSION_SEGMENT}).`
    )
  if (appUrl && !isServiceUrl(appUrl))
    return no(`--app-url "${appUrl}" is not a web address: ${SERVICE_URL_RULE}.`)

  return { ok: true, baseUrl, apiKey, appUrl, key }
}

/** The options of one command (infer, track, watch), checked into `args`; or why not. */
function commandOptions(v: Values, args: CliArgs): string | null {
  if (v.scac !== undefined) {
    if (!/^[A-Za-z]{2,4}$/.test(v.scac))
      return `--scac "${v.scac}" is not a carrier code (2–4 letters, e.g. MAEU).`
    args.scac = v.scac.toUpperCase()
  }
  if (v.type !== undefined && args.command === 'watch') {
    if (!(DOCUMENT_TYPE_CODES as readonly string[]).includes(v.type))
      return `--type "${v.type}" is not a document type; known: ${DOCUMENT_TYPE_CODES.join(', ')}.`
    args.documentType = v.type as DocumentTypeCode
  } else if (v.type !== undefined) {
    if (!(NUMBER_TYPES as readonly string[]).includes(v.type)) {
      return `--type must be one of ${NUMBER_TYPES.join(', ')}.`
    }
    args.numberType = v.type as NumberType
  }
  if (v['quiet-ms'] !== undefined) {
    const n = Number(v['quiet-ms'])
    const { min, max } = QUIET_LIMITS_MS
    if (v['quiet-ms'].trim() === '' || !Number.isInteger(n) || n < min || n > max)
      return `--quiet-ms must be a whole number of milliseconds from ${min} to ${max}.`
    args.quietMs = n
  }
  if (v.after !== undefined) {
    if (!(AFTER_UPLOAD_ACTIONS as readonly string[]).includes(v.after))
      return `--after must be one of ${AFTER_UPLOAD_ACTIONS.join(', ')}.`
    args.after = v.after as AfterUploadAction
  }
  return splitOptions(v, args)
}

/** watch --split and --separator-text (only with --split separators), checked into `args`. */
function splitOptions(v: Values, args: CliArgs): string | null {
  if (v.split !== undefined) {
    if (!(SPLIT_MODES as readonly string[]).includes(v.split))
      return `--split must be one of ${SPLIT_MODES.join(', ')}.`
    args.split = v.split as SplitMode
  }
  const text = v['separator-text']
  if (text === undefined) return null
  if (args.split !== 'separators') return '--separator-text goes with --split separators.'
  const problem = separatorTextProblem(text)
  if (problem) return `--separator-text: ${SEPARATOR_TEXT_RULE[problem]}.`
  args.separatorText = text
  return null
}

/** The options of correct and status --csv, checked into `args`; or why not. */
function outputOptions(
  v: Values,
  env: Record<string, string | undefined>,
  args: CliArgs,
  operands: string[]
): string | null {
  if (args.command === 'correct') {
    const correction = readCorrection(operands, v['revert-all'] ?? false)
    if (typeof correction === 'string') return correction
    args.correction = correction
  }
  if ((args.command === 'relink' || args.command === 'split') && !ID_FORM.test(operands[0]))
    return `"${operands[0]}" is not an item or document id.`
  if (args.command === 'split') {
    const pages = readPages(v.pages)
    if (typeof pages === 'string') return pages
    args.pages = pages
  }
  if (v.relink !== undefined) {
    if (!ID_FORM.test(v.relink)) return `--relink "${v.relink}" is not an item or document id.`
    if (v.type !== undefined) return '--relink tracks the document’s own number; drop --type.'
    args.relinkId = v.relink
  }
  if (v.csv && v.json) return '--csv and --json are two outputs; choose one.'
  if (v.csv && v.quality) return '--csv and --quality are two outputs; choose one.'
  if (v.locale !== undefined && !v.csv) return '--locale goes with --csv.'
  if (
    v.locale !== undefined &&
    !/^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*([.@][\w.-]+)?$/.test(v.locale)
  )
    return `--locale "${v.locale}" is not a locale (e.g. de, de-DE, en_US.UTF-8).`
  if (v.csv) args.locale = csvLocale(v.locale, env)
  return null
}

/** What every command's arguments hold, from the options given (defaults for those not). */
function commonArgs(
  v: Values,
  stateDir: string
): Omit<CliArgs, 'command' | 'positionals' | 'service'> {
  return {
    stateDir,
    json: v.json ?? false,
    refs: v.ref ?? [],
    recursive: v.recursive ?? false,
    include: v.include ?? [],
    exclude: v.exclude ?? [],
    polling: v.polling ?? false,
    untilIdle: v['until-idle'] ?? false,
    retryFailed: v['retry-failed'] ?? false,
    waitLock: v['wait-lock'] ?? false,
    notes: [],
    csv: v.csv ?? false,
    quality: v.quality ?? false
  }
}
