/**
 * The IPC fuzzer's case generator and oracle. Every case is built from a description of the
 * command's input (which fields, of what kind) and says up front what must happen: a refusal
 * whose message matches a pattern, or acceptance (the handler ran; any outcome but a validation
 * refusal). Nothing is decided by looking at the answer.
 */
import { createHash } from 'node:crypto'
import type { CommandName } from '@shared/ipc'
import type { Dice } from '../../support/dice'

export type Expectation = { refuse: RegExp } | { accept: true }

export interface FuzzCase {
  command: CommandName
  label: string
  args: unknown[]
  expect: Expectation
}

type Kind =
  'path' | 'pathList' | 'idList' | 'text' | 'name' | 'bytes' | 'choice' | 'bool' | 'int' | 'object'

interface Field {
  /** Where the field sits in the payload ("connection.baseUrl", "folders.0.path"). */
  path: string
  kind: Kind
  /** Refusal for a value of the wrong type. */
  type: RegExp
  /** Refusal for a 1–10 MB string. */
  long: RegExp
  optional?: boolean
  nullable?: boolean
  /** Smallest valid value of an int field. */
  min?: number
}

interface Spec {
  /** Valid payloads (each an argument list); the handler must run for every one of them. */
  valid: () => unknown[][]
  /** Empty for commands that take no input. */
  fields: Field[]
}

/** Inputs the fuzzer needs from the running app (a real folder for watched-folder payloads). */
export interface FuzzEnv {
  folder: string
}

/** Largest accepted intake.addBytes payload (src/main/ipc/fieldSchemas.ts: MAX_BYTES). */
export const MAX_BYTES = 100 * 1024 * 1024

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64')
const pdf = new Uint8Array(Buffer.from('%PDF-1.4 fuzz attachment\n'))

const TEXT_TYPE = /Expected string|must be text/
const itemIdField: Field = {
  path: 'itemId',
  kind: 'text',
  type: /an item id must be text/,
  long: /an item id is letters, digits/
}
const numberField: Field = {
  path: 'number',
  kind: 'text',
  type: /a number must be text/,
  long: /a number must be at most 64 characters/
}
const urlField = (path: string, optional = false, nullable = false): Field => ({
  path,
  kind: 'text',
  type: nullable ? /a URL must be text|Expected \(?string/ : /a URL must be text/,
  long: /a URL must be at most 2048 characters/,
  optional,
  nullable
})
const boolField = (path: string, optional = false): Field => ({
  path,
  kind: 'bool',
  type: /Expected boolean|is true or false/,
  long: /Expected boolean|is true or false/,
  optional
})
const choice = (path: string, message: RegExp, optional = false): Field => ({
  path,
  kind: 'choice',
  type: message,
  long: message,
  optional
})

const itemRef = (): Spec => ({
  valid: () => [[{ itemId: 'unknown-item-1' }], [{ itemId: 'A_b-9' }]],
  fields: [itemIdField]
})
const none = (): Spec => ({ valid: () => [[], [undefined]], fields: [] })

function specs(env: FuzzEnv): Record<CommandName, Spec> {
  const folder = {
    id: 'fuzz-folder',
    path: env.folder,
    enabled: true,
    recursive: false,
    include: ['*.pdf'],
    exclude: [],
    usePolling: false,
    pollIntervalMs: 1000,
    quietMs: 500,
    afterUpload: 'keep',
    moveFailed: false,
    moveDuplicates: false
  }
  return {
    'app.info': none(),
    'app.status': none(),
    'intake.list': none(),
    'intake.addPaths': {
      valid: () => [
        [{ paths: [`${env.folder}/does-not-exist.pdf`] }],
        [{ paths: [`${env.folder}/a.pdf`, `${env.folder}/b c (1).pdf`] }]
      ],
      fields: [
        {
          path: 'paths',
          kind: 'pathList',
          type: /paths must be a list/,
          long: /paths must be a list/
        },
        {
          path: 'paths.0',
          kind: 'path',
          type: /a path must be text/,
          long: /a path must be at most 4096 characters/
        }
      ]
    },
    'intake.addBytes': {
      valid: () => [
        [{ name: 'attachment.pdf', bytes: pdf, md5: md5Of(pdf) }],
        [{ name: 'mail (2).pdf', bytes: Buffer.from(pdf), md5: md5Of(pdf) }]
      ],
      fields: [
        {
          path: 'name',
          kind: 'name',
          type: /a file name must be text/,
          long: /a file name must be at most 255 characters/
        },
        { path: 'bytes', kind: 'bytes', type: /bytes must be a Uint8Array/, long: /Uint8Array/ },
        {
          path: 'md5',
          kind: 'text',
          type: /the MD5 must be text/,
          long: /Base64 of a 16-byte digest/
        }
      ]
    },
    'intake.pause': none(),
    'intake.resume': none(),
    'intake.retry': {
      valid: () => [[{ ids: [] }], [{ ids: ['unknown-1', 'unknown_2'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'intake.retryFailed': none(),
    'intake.cancel': {
      valid: () => [[{ ids: ['unknown-1'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'document.detail': itemRef(),
    'document.types': none(),
    'document.schema': {
      valid: () => [[{ fullVersion: 'commercial_invoice@1.0' }]],
      fields: [
        {
          path: 'fullVersion',
          kind: 'text',
          type: TEXT_TYPE,
          long: /a schema version looks like/
        }
      ]
    },
    'document.reclassify': itemRef(),
    'document.relink': itemRef(),
    'document.reextract': itemRef(),
    'document.setManualType': {
      valid: () => [
        [{ itemId: 'unknown-1', type: 'bill_of_lading' }],
        [{ itemId: 'unknown-1', type: null }]
      ],
      fields: [
        itemIdField,
        {
          path: 'type',
          kind: 'text',
          type: TEXT_TYPE,
          long: /unknown document type/,
          nullable: true
        }
      ]
    },
    'document.openOriginal': itemRef(),
    'document.preview': itemRef(),
    'document.showInFolder': itemRef(),
    'document.downloadCopy': itemRef(),
    'document.openInWebApp': {
      valid: () => [[{ query: 'MAEU241234567' }], [{ query: ' MSKU1234565 ' }]],
      fields: [{ ...numberField, path: 'query' }]
    },
    'lookup.infer': {
      valid: () => [[{ number: 'MSKU1234565' }], [{ number: 'MAEU241234567' }]],
      fields: [numberField]
    },
    'lookup.track': {
      valid: () => [[{ number: 'MAEU241234567', numberType: 'bill_of_lading', scac: 'MAEU' }]],
      fields: [
        numberField,
        choice('numberType', /unknown number type/),
        {
          path: 'scac',
          kind: 'text',
          type: /a carrier code must be text/,
          long: /2 to 4 capital letters/
        }
      ]
    },
    'lookup.trackingStatus': {
      valid: () => [[{ id: 'unknown-tracking-request' }]],
      fields: [{ path: 'id', kind: 'text', type: TEXT_TYPE, long: /unknown tracking request id/ }]
    },
    'container.journey': {
      valid: () => [[{ containerId: 'unknown-container' }]],
      fields: [{ path: 'containerId', kind: 'text', type: TEXT_TYPE, long: /unknown container id/ }]
    },
    'settings.get': none(),
    'settings.update': {
      valid: () => [
        [
          {
            notifications: 'errors',
            logLevel: 'info',
            hideOnClose: true,
            connection: { mode: 'sandbox' },
            concurrency: { hash: 2, upload: 3 },
            autoUpdate: { enabled: false, feedUrl: null },
            folders: [folder]
          }
        ],
        [{ notifications: 'all', logLevel: 'debug' }],
        // -0 is a valid quiet time (it equals 0); the oracle must not refuse it by reflex.
        [{ folders: [{ ...folder, quietMs: -0 }] }],
        [{ connection: { mode: 'sandbox' }, concurrency: { hash: 2, upload: 3 } }]
      ],
      fields: [
        choice('notifications', /notifications: all, errors or none/, true),
        choice('logLevel', /unknown log level/, true),
        boolField('hideOnClose', true),
        { ...urlField('connection.baseUrl', true), path: 'connection.baseUrl' },
        {
          path: 'concurrency.hash',
          kind: 'int',
          type: /hash concurrency must be a number/,
          long: /hash concurrency must be a number/,
          min: 1
        },
        urlField('autoUpdate.feedUrl', false, true),
        {
          path: 'folders.0.path',
          kind: 'path',
          type: /a path must be text/,
          long: /a path must be at most 4096 characters/
        }
      ]
    },
    'settings.setApiKey': {
      valid: () => [[{ apiKey: 'sbx_fuzz_key_1', acceptWeakStorage: false }]],
      fields: [
        {
          path: 'apiKey',
          kind: 'text',
          type: /the API key must be text/,
          long: /the API key is longer than 512 characters/
        },
        boolField('acceptWeakStorage')
      ]
    },
    'settings.clearApiKey': none(),
    'settings.testConnection': {
      valid: () => [
        [{ mode: 'sandbox' }],
        [{ mode: 'custom', baseUrl: 'http://127.0.0.1:9/v2', apiKey: 'sbx_fuzz_key_2' }]
      ],
      fields: [
        choice('mode', /mode is sandbox, production or custom/),
        urlField('baseUrl', true),
        {
          path: 'apiKey',
          kind: 'text',
          type: /the API key must be text/,
          long: /the API key is longer than 512 characters/,
          optional: true
        }
      ]
    },
    'settings.chooseFolder': none(),
    'diagnostics.export': none()
  }
}

/* ---------- building blocks ---------- */

const clone = <T>(value: T): T => structuredClone(value)

/** Sets `value` at a dotted path inside a fresh copy of `payload`. */
function setAt(payload: unknown, path: string, value: unknown): Record<string, unknown> {
  const root = clone(payload) as Record<string, unknown>
  const keys = path.split('.')
  let cursor: Record<string, unknown> = root
  for (const key of keys.slice(0, -1)) {
    if (cursor[key] === undefined || cursor[key] === null) cursor[key] = {}
    cursor = cursor[key] as Record<string, unknown>
  }
  cursor[keys[keys.length - 1]] = value
  return root
}

function deleteAt(payload: unknown, path: string): Record<string, unknown> {
  const root = clone(payload) as Record<string, unknown>
  const keys = path.split('.')
  let cursor = root
  for (const key of keys.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>
  delete cursor[keys[keys.length - 1]]
  return root
}

/** An object nested `depth` levels deep, built iteratively (no recursion to blow up). */
function deepObject(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { next: value }
  return value
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** An object whose own key is `key`, the way JSON from a hostile renderer would arrive. */
function pollutedObject(key: string, rest: unknown = {}): Record<string, unknown> {
  const base = rest && typeof rest === 'object' ? JSON.stringify(rest).slice(1, -1) : ''
  const text = `{"${key}":{"polluted":true,"isAdmin":true}${base ? `,${base}` : ''}}`
  return JSON.parse(text) as Record<string, unknown>
}

class Clerk {
  name = 'not plain'
}
const NON_PLAIN: [string, () => unknown][] = [
  ['a Date', () => new Date()],
  ['a Map', () => new Map([['paths', ['/etc/passwd']]])],
  ['a Set', () => new Set(['/etc/passwd'])],
  ['a RegExp', () => /x/],
  ['an Error', () => new Error('boom')],
  ['a class instance', () => new Clerk()],
  ['an object with a prototype', () => Object.create({ itemId: 'inherited' })],
  ['a Promise', () => Promise.resolve(1)],
  ['a boxed string', () => Object('text')]
]

/** Values of the wrong type; which of them are wrong depends on the field. */
const WRONG_TYPES: [string, () => unknown][] = [
  ['a number', () => 42],
  ['NaN', () => NaN],
  ['Infinity', () => Infinity],
  ['-0', () => -0],
  ['true', () => true],
  ['null', () => null],
  ['an empty object', () => ({})],
  ['an array', () => ['x']],
  ['a Uint8Array', () => new Uint8Array([65, 66])],
  ['a Float64Array', () => new Float64Array([1.5])],
  ['a text', () => 'text']
]

const HOSTILE_PATHS: [string, string, RegExp][] = [
  ['path traversal', '../../etc/passwd', /a path must be absolute/],
  ['an absolute path with ".."', '/srv/inbox/../../etc/passwd', /must not contain "\.\." segments/],
  ['a relative path', 'invoices/march.pdf', /a path must be absolute/],
  ['a Windows relative path', '..\\..\\Windows\\System32\\config\\SAM', /a path must be absolute/],
  ['a UNC path', '\\\\fileserver\\share\\invoice.pdf', /network|UNC|absolute/],
  ['a UNC path with forward slashes', '//fileserver/share/invoice.pdf', /network|UNC/],
  ['a device path', '\\\\?\\C:\\Windows\\win.ini', /network|UNC|absolute/],
  ['a NUL byte', '/tmp/invoice.pdf\0.exe', /must not contain a NUL character/],
  ['an empty path', '', /a path must not be empty/]
]

function hugeString(d: Dice): string {
  return 'A'.repeat(d.int(1, 10) * 1024 * 1024 - d.int(0, 1000))
}

/* ---------- mutations ---------- */

type Mutation = (
  d: Dice,
  base: unknown,
  spec: Spec,
  oversized: Uint8Array
) => Omit<FuzzCase, 'command'>

const refuse = (label: string, args: unknown[], why: RegExp): Omit<FuzzCase, 'command'> => ({
  label,
  args,
  expect: { refuse: why }
})

/** Mutations of the whole payload, for every command. */
const WHOLE: Mutation[] = [
  (d) => {
    const [label, make] = d.pick(NON_PLAIN)
    return refuse(`the payload is ${label}`, [make()], /not a plain object/)
  },
  (d, base) => {
    const key = d.pick(POLLUTION_KEYS)
    return refuse(
      `the payload has an own "${key}" key`,
      [pollutedObject(key, base)],
      new RegExp(`the key "${key}" is not accepted`)
    )
  },
  (d) => {
    const depth = d.int(10, 5000)
    const asArray = d.chance(0.5)
    return refuse(
      `the payload is nested ${depth} levels (${asArray ? 'arrays' : 'objects'})`,
      [deepObject(depth, asArray)],
      /nested deeper than 8 levels/
    )
  },
  (d, base) =>
    refuse(
      'two arguments',
      [base ?? {}, d.pick([base ?? {}, 'second', null])],
      /expected one argument, got 2/
    ),
  () => {
    const wide: Record<string, number> = {}
    for (let i = 0; i < 201; i++) wide[`k${i}`] = i
    return refuse('an object with 201 keys', [wide], /more than 200 keys in one object/)
  },
  () => refuse('a symbol key', [{ [Symbol('x')]: 1 }], /symbol keys are not accepted/),
  (d) =>
    refuse(
      'an empty list',
      [d.pick([[], new Uint8Array(0), new Float32Array(0)])],
      /expected named fields, not a list/
    )
]

/** Wrong whole payloads for commands that take nothing. */
const VOID_ONLY: Mutation[] = [
  (d) => {
    const [label, make] = d.pick(WRONG_TYPES)
    const value = make()
    const list = Array.isArray(value) || ArrayBuffer.isView(value)
    return refuse(
      `${label} where nothing is expected`,
      [value],
      list ? /expected named fields, not a list/ : /this command takes no input/
    )
  },
  (d) => refuse('a 1–10 MB string where nothing is expected', [hugeString(d)], /takes no input/),
  () =>
    refuse(
      'an array of 100,000 paths where nothing is expected',
      [Array.from({ length: 100_000 }, (_, i) => `/p/${i}`)],
      /not a list/
    ),
  () => refuse('a traversal path where nothing is expected', ['../../etc/passwd'], /no input/)
]

/** Mutations of an object payload as a whole. */
const OBJECT_ONLY: Mutation[] = [
  (d) => {
    const [label, make] = d.pick(WRONG_TYPES.filter(([l]) => l !== 'an empty object'))
    const value = make()
    const list = Array.isArray(value) || ArrayBuffer.isView(value)
    return refuse(
      `the payload is ${label}`,
      [value],
      list ? /expected named fields, not a list/ : /Expected Object/
    )
  },
  (d) => refuse('the payload is missing', d.pick([[], [undefined]]), /Expected Object/),
  (d, base) =>
    refuse(
      'an unexpected field',
      [{ ...(base as object), [d.pick(['extra', 'path', 'isAdmin', 'shell'])]: '/bin/sh' }],
      /unexpected field/
    ),
  (d, base, spec) => {
    const required = spec.fields.filter((f) => !f.optional && !f.path.includes('.'))
    if (required.length === 0) {
      return {
        label: 'an empty object for all-optional input',
        args: [{}],
        expect: { accept: true }
      }
    }
    const field = d.pick(required)
    return refuse(`missing field ${field.path}`, [deleteAt(base, field.path)], /missing field/)
  },
  (_d, base) => ({
    // A null-prototype object is plain; a valid one must be served, not refused by reflex.
    label: 'a valid payload in a null-prototype object',
    args: [Object.assign(Object.create(null) as object, base)],
    expect: { accept: true }
  })
]

/** True when a WRONG_TYPES entry is in fact acceptable (or refused for another reason) here. */
function isRightType(label: string, field: Field): boolean {
  if (label === 'null') return Boolean(field.nullable)
  switch (field.kind) {
    case 'bool':
      return label === 'true'
    case 'int':
      // Numbers of the right type are refused for their range, not their type (see below).
      return ['a number', '-0', 'Infinity'].includes(label)
    case 'pathList':
    case 'idList':
      return label === 'an array'
    case 'bytes':
      return label === 'a Uint8Array'
    case 'choice':
      return false
    default:
      return label === 'a text'
  }
}

/** One field replaced by a hostile value. */
function fieldMutation(d: Dice, base: unknown, field: Field, oversized: Uint8Array) {
  const at = field.path
  const named = (why: RegExp) => new RegExp(`${at.replace(/\./g, '\\.')}: .*${why.source}`)
  const options: (() => Omit<FuzzCase, 'command'>)[] = []

  options.push(() => {
    const huge = hugeString(d)
    return refuse(`${huge.length} characters in ${at}`, [setAt(base, at, huge)], named(field.long))
  })
  options.push(() => {
    const key = d.pick(POLLUTION_KEYS)
    return refuse(
      `an own "${key}" key inside ${at}`,
      [setAt(base, at, pollutedObject(key))],
      new RegExp(`the key "${key}" is not accepted`)
    )
  })
  options.push(() =>
    refuse(
      `deep nesting inside ${at}`,
      [setAt(base, at, deepObject(d.int(10, 1000), d.chance(0.5)))],
      /nested deeper than 8 levels/
    )
  )
  options.push(() => {
    const [label, make] = d.pick(NON_PLAIN)
    return refuse(`${label} in ${at}`, [setAt(base, at, make())], /not a plain object/)
  })
  options.push(() => {
    const wrong = WRONG_TYPES.filter(([label]) => !isRightType(label, field))
    const [label, make] = d.pick(wrong)
    return refuse(`${label} in ${at}`, [setAt(base, at, make())], named(field.type))
  })
  if (field.nullable) {
    options.push(() => ({
      label: `null in ${at}`,
      args: [setAt(base, at, null)],
      expect: { accept: true }
    }))
  }

  if (field.kind === 'path') {
    options.push(() => {
      const [label, path, why] = d.pick(HOSTILE_PATHS)
      return refuse(`${label} in ${at}`, [setAt(base, at, path)], why)
    })
  }
  if (field.kind === 'pathList' || field.kind === 'idList') {
    options.push(() => {
      const items = Array.from({ length: 100_000 }, (_, i) =>
        field.kind === 'pathList' ? `/srv/inbox/${i}.pdf` : `id-${i}`
      )
      return refuse(`100,000 items in ${at}`, [setAt(base, at, items)], /at most 1000/)
    })
    options.push(() =>
      refuse(
        `a typed array as an item of ${at}`,
        [setAt(base, at, [new Uint16Array([47, 101])])],
        /must be text/
      )
    )
  }
  if (field.kind === 'pathList') {
    options.push(() => refuse(`an empty ${at}`, [setAt(base, at, [])], /no paths given/))
  }
  if (field.kind === 'idList' || (field.kind === 'text' && at === 'itemId')) {
    options.push(() => {
      const id = d.pick(['../../etc/passwd', 'item\0', '\\\\server\\share', 'a b', 'ü', ''])
      const value = field.kind === 'idList' ? [id] : id
      return refuse(`"${id}" as ${at}`, [setAt(base, at, value)], /an item id is letters/)
    })
  }
  if (field.kind === 'name') {
    options.push(() => {
      const [name, why] = d.pick<[string, RegExp]>([
        ['../../etc/passwd', /must not contain "\/"/],
        ['..\\..\\boot.ini', /must not contain "\/"/],
        ['..', /must not be "\." or "\.\."/],
        ['invoice\0.exe', /NUL/],
        ['', /must not be empty/]
      ])
      return refuse(`"${name}" as ${at}`, [setAt(base, at, name)], why)
    })
  }
  if (field.kind === 'bytes') {
    options.push(() =>
      refuse(
        `${oversized.byteLength} bytes in ${at}`,
        [setAt(base, at, oversized)],
        /the file is larger than 100 MiB/
      )
    )
    options.push(() => {
      const [label, make, why] = d.pick<[string, () => unknown, RegExp]>([
        // An ArrayBuffer is no view: the shape check refuses it before the schema.
        ['an ArrayBuffer', () => new ArrayBuffer(8), /not a plain object/],
        ['a Uint16Array', () => new Uint16Array(8), /bytes must be a Uint8Array/],
        ['a DataView', () => new DataView(new ArrayBuffer(8)), /bytes must be a Uint8Array/],
        ['a number array', () => [37, 80, 68, 70], /bytes must be a Uint8Array/]
      ])
      return refuse(`${label} in ${at}`, [setAt(base, at, make())], why)
    })
  }
  if (field.kind === 'int') {
    options.push(() => {
      const [value, why] = d.pick<[number, RegExp]>([
        [NaN, /must be a number/],
        [Infinity, /whole number/],
        [-Infinity, /whole number/],
        [-0, /at least/],
        [1.5, /whole number/],
        [1e308, /at most/],
        [-1, /at least/]
      ])
      return refuse(`${String(value)} in ${at}`, [setAt(base, at, value)], why)
    })
  }
  if (field.kind === 'text' && /url|feedUrl|baseUrl/i.test(at)) {
    options.push(() => {
      const url = d.pick([
        'javascript:alert(1)',
        'file:///etc/passwd',
        'http://evil.example/v2',
        'https://user:pass@api.example.com/v2',
        '//api.example.com',
        'not a url'
      ])
      return refuse(`"${url}" as ${at}`, [setAt(base, at, url)], /use an https:\/\/ address/)
    })
  }
  if (field.kind === 'choice') {
    options.push(() => {
      const value = d.pick(['__proto__', 'constructor', 'toString', 'ALL', ' all', ''])
      return refuse(`"${value}" as ${at}`, [setAt(base, at, value)], named(field.type))
    })
  }
  return d.pick(options)()
}

/**
 * `count` cases spread evenly over `commands`, reproducible from the dice's seed, made one
 * at a time (a 10 MB string or 100,000 paths is dropped before the next case is built). About one in six is a
 * valid payload the handler must serve; the rest are hostile and must be refused.
 */
export function* generateCases(opts: {
  count: number
  commands: readonly CommandName[]
  env: FuzzEnv
  dice: Dice
}): Generator<FuzzCase> {
  const all = specs(opts.env)
  const d = opts.dice
  const oversized = new Uint8Array(MAX_BYTES + 1)
  for (let i = 0; i < opts.count; i++) {
    const command = opts.commands[i % opts.commands.length]
    const spec = all[command]
    const valids = spec.valid()
    const base = valids[0][0]
    let made: Omit<FuzzCase, 'command'>
    if (d.chance(1 / 6)) {
      const args = clone(d.pick(valids))
      made = {
        label: `valid: ${JSON.stringify(args[0]) ?? 'no input'}`,
        args,
        expect: { accept: true }
      }
    } else if (spec.fields.length === 0) {
      made = d.pick([...WHOLE, ...VOID_ONLY])(d, base, spec, oversized)
    } else if (d.chance(0.35)) {
      made = d.pick([...WHOLE, ...OBJECT_ONLY])(d, base, spec, oversized)
    } else {
      made = fieldMutation(d, base, d.pick(spec.fields), oversized)
    }
    yield { command, ...made }
  }
}
