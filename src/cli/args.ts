import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { resolveFolder } from '../main/core/watch/folderConfig'
import { isWithin } from '../main/core/watch/ignore'
import {
  type AfterUploadAction,
  AFTER_UPLOAD_ACTIONS,
  QUIET_LIMITS_MS
} from '../shared/settingsSchema'
import type { NumberType } from '../shared/service'
import {
  API_VERSION_SEGMENT,
  SERVICE_URL_RULE,
  endsInApiVersion,
  isServiceUrl
} from '../shared/serviceUrl'
import { apiKeyFrom, serviceUrlRefusal } from './apiKeySource'
import { EXIT, type ExitCode } from './exitCodes'

export const COMMANDS = ['upload', 'watch', 'infer', 'track', 'status', 'correct'] as const
export type Command = (typeof COMMANDS)[number]

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
  /** status --csv: the locale whose separator the CSV takes (--locale, else LC_ALL, LANG). */
  locale?: string
  /** correct: the item or document, and the fields (null: revert it); null reverts them all. */
  correction?: { id: string; fields: Record<string, string | null> | null }
}

export type ParseResult = { ok: true; args: CliArgs } | { ok: false; message: string }

const OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'api-key-file': { type: 'string' },
  'app-url': { type: 'string' },
  state: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
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
  'wait-lock': { type: 'boolean' },
  csv: { type: 'boolean' },
  locale: { type: 'string' },
  'revert-all': { type: 'boolean' }
} as const

type OptionName = keyof typeof OPTIONS

/** Options every command takes; the others belong to one command and are refused elsewhere. */
const COMMON: readonly OptionName[] = [
  'state',
  'json',
  'base-url',
  'api-key',
  'api-key-file',
  'app-url',
  'help',
  'version'
]
const OWN_OPTIONS: Record<Command, readonly OptionName[]> = {
  upload: ['retry-failed', 'wait-lock'],
  watch: [
    'recursive',
    'include',
    'exclude',
    'polling',
    'quiet-ms',
    'after',
    'until-idle',
    'wait-lock'
  ],
  infer: [],
  track: ['scac', 'type', 'ref'],
  status: ['csv', 'locale'],
  correct: ['revert-all', 'wait-lock']
}

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
  }
}

/** `correct ID FIELD=VALUE…` (or `ID --revert-all`) read into the correction, or a refusal. */
function readCorrection(
  operands: string[],
  revertAll: boolean
): { id: string; fields: Record<string, string | null> | null } | string {
  const [id, ...pairs] = operands
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return `"${id}" is not an item or document id.`
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
    waitLock: v['wait-lock'] ?? false,
    notes: [],
    csv: v.csv ?? false
  }
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
  const need = NEEDS[command]
  if (rest.length < need.min || rest.length > need.max) return fail(`${need.what}.`)
  if (rest.some((r) => r.trim() === '')) return fail(`${need.what}; an empty one ("") was given.`)

  const baseUrl = v['base-url'] ?? env.DROPDOCK_BASE_URL
  const key = apiKeyFrom(
    { flag: v['api-key'], file: v['api-key-file'], env: env.DROPDOCK_API_KEY },
    here
  )
  if (!key.ok) return fail(key.message)
  const apiKey = key.apiKey
  const appUrl = v['app-url'] ?? env.DROPDOCK_APP_URL
  if (baseUrl && !apiKey)
    return fail('A service address was given without an API key (--api-key or DROPDOCK_API_KEY).')
  if (apiKey && !baseUrl)
    return fail('An API key was given without a service address (--base-url or DROPDOCK_BASE_URL).')
  const refusal = baseUrl ? serviceUrlRefusal(baseUrl) : null
  if (refusal) return fail(refusal)
  if (baseUrl && !endsInApiVersion(baseUrl))
    return fail(
      `--base-url "${baseUrl}" does not end in the API version ${API_VERSION_SEGMENT} ` +
        `(for example https://api.example.com${API_VERSION_SEGMENT}).`
    )
  if (appUrl && !isServiceUrl(appUrl))
    return fail(`--app-url "${appUrl}" is not a web address: ${SERVICE_URL_RULE}.`)

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
    const { min, max } = QUIET_LIMITS_MS
    if (v['quiet-ms'].trim() === '' || !Number.isInteger(n) || n < min || n > max)
      return fail(`--quiet-ms must be a whole number of milliseconds from ${min} to ${max}.`)
    args.quietMs = n
  }
  if (command === 'correct') {
    const correction = readCorrection(rest, v['revert-all'] ?? false)
    if (typeof correction === 'string') return fail(correction)
    args.correction = correction
  }
  if (v.csv && v.json) return fail('--csv and --json are two outputs; choose one.')
  if (v.locale !== undefined && !v.csv) return fail('--locale goes with --csv.')
  if (
    v.locale !== undefined &&
    !/^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*([.@][\w.-]+)?$/.test(v.locale)
  )
    return fail(`--locale "${v.locale}" is not a locale (e.g. de, de-DE, en_US.UTF-8).`)
  if (v.csv) args.locale = csvLocale(v.locale, env)
  if (v.after !== undefined) {
    if (!(AFTER_UPLOAD_ACTIONS as readonly string[]).includes(v.after))
      return fail(`--after must be one of ${AFTER_UPLOAD_ACTIONS.join(', ')}.`)
    args.after = v.after as AfterUploadAction
  }
  return { ok: true, args }
}

const FOLDER = resolveFolder({ path: '.' })

/** What each option does, written once: the general help and each command's help show it. */
const OPTION_HELP: Record<Exclude<OptionName, 'help'>, [string, string]> = {
  state: [
    '--state DIR',
    'the ledger (or DROPDOCK_STATE; default ~/.dropdock/cli); inside a watched folder it is ' +
      'never sent; the state folder itself, or a folder in it, cannot be watched'
  ],
  json: ['--json', 'one JSON object per line instead of sentences and bars'],
  'base-url': [
    '--base-url URL',
    `the service (or DROPDOCK_BASE_URL), ending in ${API_VERSION_SEGMENT}, https (http only ` +
      'for localhost), with --api-key; without both, an embedded sandbox runs on loopback, its ' +
      'data in the state folder'
  ],
  'api-key': [
    '--api-key KEY',
    'the API key for --base-url (or DROPDOCK_API_KEY); other users can read it here, prefer ' +
      'the variable or --api-key-file'
  ],
  'api-key-file': [
    '--api-key-file FILE',
    'read the API key from FILE, which only you may read (mode 0600)'
  ],
  'app-url': [
    '--app-url URL',
    'the web app (or DROPDOCK_APP_URL): infer and track then print an "Open:" link into it; ' +
      'without it no link is printed; without --base-url it is ignored, with a note saying so'
  ],
  version: ['--version', 'print the version of Dropdock'],
  recursive: ['-r, --recursive', 'watch subfolders too'],
  include: [
    '--include GLOB',
    'only files matching GLOB (repeatable; a GLOB with / matches the path inside the folder, ' +
      'one without it the file name)'
  ],
  exclude: ['--exclude GLOB', 'never files matching GLOB (repeatable; as --include)'],
  polling: ['--polling', 'poll the folders instead of OS events (network shares)'],
  'quiet-ms': [
    '--quiet-ms N',
    `how long a file must stay unchanged before it is sent, ${QUIET_LIMITS_MS.min} to ` +
      `${QUIET_LIMITS_MS.max} ms (default ${FOLDER.quietMs})`
  ],
  after: [
    '--after ACTION',
    `${AFTER_UPLOAD_ACTIONS.join('|')}: what happens to a file once it is done (default ${FOLDER.afterUpload}; ` +
      "move puts successes in the folder's Done/, failures in Failed/ with a reason file)"
  ],
  'until-idle': ['--until-idle', 'stop once everything found is done, instead of at Ctrl+C'],
  'retry-failed': [
    '--retry-failed',
    'try again files that ended failed, extraction failed or stalled (otherwise they are reported as they ended)'
  ],
  'wait-lock': [
    '--wait-lock',
    'wait while another Dropdock uses the state folder, instead of exiting 7'
  ],
  scac: ['--scac SCAC', 'the carrier (2–4 letters, e.g. MAEU) instead of the inferred one'],
  type: ['--type TYPE', 'container|bill_of_lading|booking instead of the inferred type'],
  ref: ['--ref REF', 'a reference of yours stored with the request (repeatable)'],
  csv: [
    '--csv',
    'write the export instead: file, folder, received, type, state, the key values, shipments, ' +
      'containers, document id, service link; UTF-8 with BOM'
  ],
  locale: [
    '--locale LOCALE',
    'with --csv: the locale whose separator it takes, ";" for de, nl, es (decimal comma), "," ' +
      'for en, zh (default: LC_ALL, LC_NUMERIC, LANG, else en)'
  ],
  'revert-all': ['--revert-all', 'revert every correction of the document (no FIELD=VALUE)']
}

/** Exit codes of commands that keep a ledger in the state folder. */
const STATE_EXITS: [ExitCode, string][] = [
  [
    EXIT.storage,
    'the state folder cannot be written (disk full, read-only, no permission, a file)'
  ],
  [
    EXIT.locked,
    'another Dropdock is using the state folder (--json: error kind "locked"; --wait-lock waits)'
  ]
]

/** Exit codes of commands that reach the service; checked before any file is read. */
const SERVICE_EXITS: [ExitCode, string][] = [
  [EXIT.auth, 'the service refused the API key (checked first: nothing was sent)'],
  [EXIT.unreachable, 'the service could not be reached (checked first: nothing was sent)']
]

/** Exit codes of commands that stop at Ctrl+C (once: they finish with their summary). */
const CTRL_C_EXITS: [ExitCode, string][] = [
  [
    EXIT.interrupted,
    'Ctrl+C twice (stopped at once, no summary). Through npx dropdock or npm run cli, npm ' +
      'itself exits 130 at any Ctrl+C, after the summary; run dropdock (npm link) or node ' +
      "bin/dropdock.mjs to get the command's own code"
  ]
]

const SUMMARY: Record<Command, { usage: string; what: string; exits: [ExitCode, string][] }> = {
  upload: {
    usage: 'upload FILE…',
    what: 'send files, follow each to its end, print the outcome',
    exits: [
      [EXIT.ok, 'every file ended extracted or duplicate'],
      [EXIT.notAllGood, 'some file did not: it failed, was refused, or vanished once accepted'],
      [EXIT.missingFile, 'a file named on the command line does not exist'],
      ...SERVICE_EXITS,
      ...STATE_EXITS,
      ...CTRL_C_EXITS
    ]
  },
  watch: {
    usage: 'watch DIR…',
    what: 'watch folders and send what settles in them (Ctrl+C to stop)',
    exits: [
      [EXIT.ok, 'every file seen ended extracted or duplicate'],
      [EXIT.notAllGood, 'some file did not'],
      [EXIT.missingFile, 'a folder named on the command line could not be reached at the end'],
      ...SERVICE_EXITS,
      ...STATE_EXITS,
      ...CTRL_C_EXITS
    ]
  },
  infer: {
    usage: 'infer NUMBER',
    what: 'predict the carrier and the kind of a container, B/L or booking number',
    exits: [
      [EXIT.ok, 'the number was looked up'],
      [EXIT.notAllGood, 'the service says the number is not valid'],
      ...SERVICE_EXITS
    ]
  },
  track: {
    usage: 'track NUMBER',
    what: 'infer, then ask the service to track the number',
    exits: [
      [EXIT.ok, 'tracking was requested'],
      [
        EXIT.notAllGood,
        'the number is not valid, the carrier is uncertain (choose it with --scac), or the ' +
          'request failed'
      ],
      ...SERVICE_EXITS
    ]
  },
  status: {
    usage: 'status [--csv]',
    what: 'every file the state folder knows, with its state (the service is not asked)',
    exits: [
      [EXIT.ok, 'every file ended extracted or duplicate, or there is none'],
      [EXIT.notAllGood, 'some file did not'],
      [EXIT.storage, 'the state folder cannot be read, or is a file']
    ]
  },
  correct: {
    usage: 'correct ID FIELD=VALUE…',
    what:
      'correct what the service read for a document (ID: its item or document id as status ' +
      'shows; FIELD= with no value reverts the field); a corrected reference number is relinked',
    exits: [
      [EXIT.ok, 'the correction was saved (and a relink ended extracted)'],
      [
        EXIT.notAllGood,
        'refused: no such ID in the state folder (not_found), no extracted data yet, a field ' +
          'not of the document type or a value not of its kind (validation); or the relink failed'
      ],
      ...SERVICE_EXITS,
      ...STATE_EXITS
    ]
  }
}

const WIDTH = 100

/** Two columns: `left` padded to `at`, `right` wrapped at WIDTH under itself. */
function row(left: string, right: string, at: number): string {
  const lines: string[] = []
  let line = ''
  for (const word of right.split(' ')) {
    if (line && at + line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  lines.push(line)
  const pad = ' '.repeat(at)
  return lines.map((l, i) => (i === 0 ? `  ${left}`.padEnd(at) : pad) + l).join('\n')
}

function optionRows(names: readonly OptionName[]): string {
  return names
    .map((o) => (o === 'help' ? row('-h, --help', 'this text', 23) : row(...OPTION_HELP[o], 23)))
    .join('\n')
}

const exitRows = (exits: [ExitCode, string][]): string =>
  [
    ...exits,
    [EXIT.usage, 'wrong usage; nothing is done (--json: error kind "usage")'] as [ExitCode, string]
  ]
    .sort((a, b) => a[0] - b[0])
    .map(([code, text]) => row(String(code), text, 6))
    .join('\n')

/**
 * The text of `--help`: the whole command line, or one command's options and exit codes
 * (`upload --help`, `help upload`).
 */
export function helpText(topic?: Command): string {
  if (!topic) {
    const commands = COMMANDS.map((c) => row(SUMMARY[c].usage, SUMMARY[c].what, 18))
    const codes = new Map<number, string[]>()
    for (const c of COMMANDS)
      for (const [code, text] of SUMMARY[c].exits)
        if (![...SERVICE_EXITS, ...STATE_EXITS, ...CTRL_C_EXITS].some(([s]) => s === code))
          codes.set(code, [...(codes.get(code) ?? []), `${c}: ${text}`])
    return `Usage: dropdock <command> [options]
       npm run cli -- <command> [options]     (the same, from the repository; but see 130)

Commands:
${commands.join('\n')}
${row('help [COMMAND]', "this text, or one command's options (also COMMAND --help)", 18)}

Options of every command:
${optionRows(COMMON)}

Files, folders and --state are relative to the folder you run the command from.
At a terminal, bars on stderr show files on their way; each outcome and the summary are printed
above them, the same lines a pipe gets. Notes on stderr (--json: "note" events with a kind) say
what holds files: the service asked to wait (service_wait), it does not answer (service_down), it
answers again (service_back), a file is still open for writing (held_open), or a fault of
Dropdock's own (internal).

Exit codes:
${exitRows([...[...codes].map(([code, texts]): [ExitCode, string] => [code as ExitCode, texts.join('; ')]), ...SERVICE_EXITS, ...STATE_EXITS, ...CTRL_C_EXITS])}
`
  }
  const { usage, what, exits } = SUMMARY[topic]
  const own = OWN_OPTIONS[topic]
  return `Usage: dropdock ${usage} [options]

${what[0].toUpperCase()}${what.slice(1)}.
${own.length ? `\nOptions:\n${optionRows(own)}\n` : ''}
Options of every command:
${optionRows(COMMON)}

Exit codes:
${exitRows(exits)}
`
}
