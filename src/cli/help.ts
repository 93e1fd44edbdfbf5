import { resolveFolder } from '../engine/watch/folderConfig'
import { API_VERSION_SEGMENT } from '../shared/serviceUrl'
import { AFTER_UPLOAD_ACTIONS, QUIET_LIMITS_MS } from '../shared/settingsSchema'
import { SEPARATOR_TEXT_LIMITS, SPLIT_MODES } from '../shared/separators'
import { DOCUMENT_TYPE_CODES } from '../shared/serviceCodes'
import { EXIT, type ExitCode } from './exitCodes'
import { PREFIX_MIN } from './itemIds'
import { COMMANDS, COMMON, OWN_OPTIONS, type Command, type OptionName } from './options'

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
  split: [
    '--split MODE',
    `${SPLIT_MODES.join('|')}: how a multi-page scan is cut (default ${FOLDER.split}): service ` +
      'sends it whole (the service may still cut a packet itself); separators starts a new ' +
      'document at each page with a barcode or QR code of the separator text, or a blank page, ' +
      'before it is sent'
  ],
  'separator-text': [
    '--separator-text TEXT',
    `with --split separators: the text of a separator sheet's code (default ` +
      `${FOLDER.separatorText}; ${SEPARATOR_TEXT_LIMITS.min}–${SEPARATOR_TEXT_LIMITS.max} ` +
      'printable characters, no space at either end)'
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
    'with --csv: the locale it is written for: headers, types, states and local date-time in ' +
      'en, de, es, nl or zh (else English); ";" for de, nl, es (decimal comma), "," for en, zh ' +
      '(default: LC_ALL, LC_NUMERIC, LANG, else en)'
  ],
  quality: [
    '--quality',
    'how well the service reads instead: per document type and schema version, the documents, ' +
      'the fields it read, the share of those corrected, and the fields keyed by hand'
  ],
  'revert-all': ['--revert-all', 'revert every correction of the document (no FIELD=VALUE)'],
  pages: [
    '--pages LIST',
    'the documents split makes, by their pages in order, each page once: 1-2,3-4 or 1,2-5'
  ],
  relink: [
    '--relink ID',
    'track the document’s own number (ID as correct takes it; NUMBER when it has several), ' +
      'then relink it'
  ]
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
    usage: 'track NUMBER | track --relink ID [NUMBER]',
    what: 'infer, then ask the service to track the number (--relink: a document’s, then relink it)',
    exits: [
      [EXIT.ok, 'tracking was requested (--relink: and the document ended linked)'],
      [
        EXIT.notAllGood,
        'the number is not valid, the carrier is uncertain (choose it with --scac), or the ' +
          'request failed; --relink: still pending (kept: relinked later), or not relinked'
      ],
      ...SERVICE_EXITS,
      ...STATE_EXITS
    ]
  },
  status: {
    usage: 'status [--csv | --quality]',
    what:
      'every file the state folder knows, with its state, each line after the short id of its ' +
      'document that correct and relink take (the service is not asked)',
    exits: [
      [EXIT.ok, 'every file ended extracted or duplicate, or there is none'],
      [EXIT.notAllGood, 'some file did not'],
      [EXIT.storage, 'the state folder cannot be read, or is a file']
    ]
  },
  correct: {
    usage: 'correct ID FIELD=VALUE…',
    what:
      'correct what the service read for a document (ID: the id status shows, or any start of ' +
      `it of ${PREFIX_MIN} characters or more that only one document has; FIELD= with no ` +
      'value reverts the field); only the fields given change, and one someone else changed ' +
      'since this state folder read it is kept as theirs and said (run the same correct again ' +
      'to use yours); a corrected reference number is relinked, and the new links printed',
    exits: [
      [EXIT.ok, 'the correction was saved (and a relink ended extracted)'],
      [
        EXIT.notAllGood,
        'refused: no such ID in the state folder (not_found), an ID several documents start ' +
          'with (validation, naming them), no extracted data yet, a field not of the document ' +
          'type or a value not of its kind (validation); a field kept as someone else saved ' +
          'it; or the relink failed (it stays to be done: relink or this correct again redoes it)'
      ],
      ...SERVICE_EXITS,
      ...STATE_EXITS
    ]
  },
  relink: {
    usage: 'relink ID',
    what:
      'link a document to shipments and containers again on the reference numbers it has now ' +
      '(ID as correct takes it), wait for the new links and print them, or why there are none',
    exits: [
      [EXIT.ok, 'the document was relinked and is extracted'],
      [
        EXIT.notAllGood,
        'no such ID, or one several documents start with; the service did not take the ' +
          'relink (it stays to be done); or the document did not end extracted'
      ],
      ...SERVICE_EXITS,
      ...STATE_EXITS
    ]
  },
  split: {
    usage: 'split ID --pages LIST',
    what:
      'send a PDF the service took as one document as one document per run of pages (ID as ' +
      'correct takes it), then delete the one document once every part is there',
    exits: [
      [EXIT.ok, 'every part was sent and the one document deleted'],
      [
        EXIT.notAllGood,
        'refused (no such ID, not a PDF, already split, still on its way, pages it does not ' +
          'have, the file changed since it was sent), or a part was not sent (the one document stays)'
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
  // A left column too wide for its place stands on a line of its own.
  const head = `  ${left}`.length < at ? `  ${left}`.padEnd(at) : `  ${left}\n${pad}`
  return lines.map((l, i) => (i === 0 ? head : pad) + l).join('\n')
}

/** An option whose meaning is the command's own (`track --type`, `watch --type`). */
const COMMAND_OPTION_HELP: Partial<Record<Command, Partial<Record<OptionName, [string, string]>>>> =
  {
    watch: {
      type: [
        '--type TYPE',
        `the document type every file is created with, not classified by the service: ${DOCUMENT_TYPE_CODES.join('|')}`
      ]
    }
  }

function optionRows(names: readonly OptionName[], topic?: Command): string {
  return names
    .map((o) =>
      o === 'help'
        ? row('-h, --help', 'this text', 23)
        : row(...(COMMAND_OPTION_HELP[topic!]?.[o] ?? OPTION_HELP[o]), 23)
    )
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
Dropdock's own (internal). While files wait for the service, their bars say when it is tried
next; Enter (at a terminal) or kill -USR1 PID tries it at once. Files a stopped run left on their
way show in status as interrupted; the next run resumes them.

Exit codes:
${exitRows([...[...codes].map(([code, texts]): [ExitCode, string] => [code as ExitCode, texts.join('; ')]), ...SERVICE_EXITS, ...STATE_EXITS, ...CTRL_C_EXITS])}
`
  }
  const { usage, what, exits } = SUMMARY[topic]
  const own = OWN_OPTIONS[topic]
  return `Usage: dropdock ${usage} [options]

${what[0].toUpperCase()}${what.slice(1)}.
${own.length ? `\nOptions:\n${optionRows(own, topic)}\n` : ''}
Options of every command:
${optionRows(COMMON)}

Exit codes:
${exitRows(exits)}
`
}
