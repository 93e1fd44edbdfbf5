/**
 * The IPC fuzzer's cases and oracle. Random cases are built from a description of the command's
 * input (which fields, of what kind, in ./payloads) and say up front what must happen: a refusal
 * whose message matches a pattern, or acceptance (the handler ran; any outcome but a validation
 * refusal). Nothing is decided by looking at the answer. A fixed list of hostile payloads, which
 * every command must refuse, serves tests that want the same cases on every run.
 */
import type { CommandName } from '@shared/ipc'
import { MAX_MESSAGE } from '../../../src/main/ipc/dispatch'
import { MAX_DEPTH, MAX_KEYS, MAX_LIST_ITEMS } from '../../../src/main/ipc/hostileShape'
import { IPC_MAX_BYTES as MAX_BYTES } from '../../../src/shared/ipc'
import type { Dice } from '../dice'
import { commandSpecs, type Field, type FuzzEnv, type Spec } from './payloads'

export type Expectation = { refuse: RegExp } | { accept: true }

export interface FuzzCase {
  command: CommandName
  label: string
  args: unknown[]
  expect: Expectation
}

/**
 * The longest refusal message the clerk may be shown: dispatch caps the reason at MAX_MESSAGE
 * characters, then adds "…" and the full stop. A 5 MB string must not come back in it.
 */
export const LONGEST_REFUSAL = MAX_MESSAGE + '….'.length

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

/**
 * The shallowest nesting the shape check refuses: the outermost container sits at depth 0, so
 * MAX_DEPTH + 1 containers still pass.
 */
const TOO_DEEP = MAX_DEPTH + 2
/** A list longer than any command takes is refused by its length, before its items are read. */
const TOO_LONG = new RegExp(`more than ${MAX_LIST_ITEMS} items in one list`)

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
    const depth = d.int(TOO_DEEP, 5000)
    const asArray = d.chance(0.5)
    return refuse(
      `the payload is nested ${depth} levels (${asArray ? 'arrays' : 'objects'})`,
      [deepObject(depth, asArray)],
      new RegExp(`nested deeper than ${MAX_DEPTH} levels`)
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
    for (let i = 0; i <= MAX_KEYS; i++) wide[`k${i}`] = i
    return refuse(
      `an object with ${MAX_KEYS + 1} keys`,
      [wide],
      new RegExp(`more than ${MAX_KEYS} keys in one object`)
    )
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
      TOO_LONG
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
    case 'object':
      return label === 'an empty object'
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
      [setAt(base, at, deepObject(d.int(TOO_DEEP, 1000), d.chance(0.5)))],
      new RegExp(`nested deeper than ${MAX_DEPTH} levels`)
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
      return refuse(`100,000 items in ${at}`, [setAt(base, at, items)], TOO_LONG)
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
  const all: Record<CommandName, Spec> = commandSpecs(opts.env)
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

/**
 * Payloads a compromised renderer might send, the same on every run; every command must refuse
 * each one as a validation error.
 */
export function hostilePayloads(): { label: string; args: unknown[] }[] {
  return [
    { label: 'a bare string', args: ['hello'] },
    { label: 'a number', args: [42] },
    { label: 'null', args: [null] },
    { label: 'a huge string', args: ['x'.repeat(5_000_000)] },
    {
      label: '__proto__ key',
      args: [pollutedObject('__proto__', { paths: ['/a'] })]
    },
    { label: 'constructor key', args: [{ constructor: { prototype: { polluted: true } } }] },
    { label: 'prototype key', args: [{ prototype: { polluted: true } }] },
    { label: 'a deeply nested object', args: [deepObject(50, false)] },
    { label: 'a Date', args: [new Date()] },
    {
      label: 'an array of 5000 strings',
      args: [Array.from({ length: 5000 }, (_, i) => `/p/${i}`)]
    },
    { label: 'two arguments', args: [{}, {}] },
    { label: 'an object with a symbol key', args: [{ [Symbol('x')]: 1 }] }
  ]
}
