/** The command line's vocabulary: its commands and options, and which command takes which. */

export const COMMANDS = [
  'upload',
  'watch',
  'infer',
  'track',
  'status',
  'correct',
  'relink',
  'split'
] as const
export type Command = (typeof COMMANDS)[number]

export const OPTIONS = {
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
  split: { type: 'string' },
  'separator-text': { type: 'string' },
  'until-idle': { type: 'boolean' },
  'retry-failed': { type: 'boolean' },
  'wait-lock': { type: 'boolean' },
  csv: { type: 'boolean' },
  quality: { type: 'boolean' },
  locale: { type: 'string' },
  'revert-all': { type: 'boolean' },
  relink: { type: 'string' },
  pages: { type: 'string' }
} as const

export type OptionName = keyof typeof OPTIONS

/** Options every command takes; the others belong to one command and are refused elsewhere. */
export const COMMON: readonly OptionName[] = [
  'state',
  'json',
  'base-url',
  'api-key',
  'api-key-file',
  'app-url',
  'help',
  'version'
]
export const OWN_OPTIONS: Record<Command, readonly OptionName[]> = {
  upload: ['retry-failed', 'wait-lock'],
  watch: [
    'recursive',
    'include',
    'exclude',
    'polling',
    'quiet-ms',
    'after',
    'type',
    'split',
    'separator-text',
    'until-idle',
    'wait-lock'
  ],
  infer: [],
  track: ['scac', 'type', 'ref', 'relink'],
  status: ['csv', 'locale', 'quality'],
  correct: ['revert-all', 'wait-lock'],
  relink: ['wait-lock'],
  split: ['pages', 'wait-lock']
}
