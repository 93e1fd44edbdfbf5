/**
 * kill -9 between the parts of a file sent as parts (docs/packets.md, "Cut before sending"): a
 * real engine process (fixtures/partsChild.ts) against a standalone sandbox process, killed
 * with SIGKILL at a point the child names on stdout, then started again on the same state
 * folder. What the journal held at the kill is read from it; at the end the sandbox holds each
 * part's document exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient, type ServiceClient } from '../../../src/engine/client/serviceClient'
import { Ledger } from '../../../src/engine/ledger/ledger'
import type { IntakeItem } from '../../../src/shared/intake'
import { INVOICE_LINES, PACKING_LIST_LINES } from '../../fixtures/content'
import { pagesPdf } from '../../fixtures/generate'

const CHILD = resolve(__dirname, 'fixtures/partsChild.ts')

/** A process started with tsx; `line(re)` resolves with the first stdout line matching. */
function start(args: string[]) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const lines: string[] = []
  let err = ''
  const waiters: { re: RegExp; done: (l: string) => void }[] = []
  let buffer = ''
  child.stdout!.on('data', (c: Buffer) => {
    buffer += c.toString()
    let at: number
    while ((at = buffer.indexOf('\n')) >= 0) {
      const l = buffer.slice(0, at)
      buffer = buffer.slice(at + 1)
      lines.push(l)
      for (const w of waiters.filter((w) => w.re.test(l))) w.done(l)
    }
  })
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()))
  const exited = new Promise<{ code: number | null; signal: string | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal }))
  )
  const line = (re: RegExp): Promise<string> => {
    const seen = lines.find((l) => re.test(l))
    if (seen) return Promise.resolve(seen)
    return new Promise((done, fail) => {
      waiters.push({ re, done })
      void exited.then(({ code, signal }) =>
        fail(new Error(`exited (${code ?? signal}) before ${re}: ${lines.join('|')} ${err}`))
      )
    })
  }
  return { child, line, exited, lines, stderr: () => err }
}

let dir: string
let sandbox: ReturnType<typeof start>
let baseUrl: string
let apiKey: string
let client: ServiceClient

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'parts-crash-'))
  const main = resolve('src/sandbox/main.ts')
  sandbox = start([
    main,
    ...['--port', '0', '--data-dir', join(dir, 'sandbox'), '--delay-ms', '5'],
    // The engine looks every 150 ms; the service's 100 a minute is not what this is about.
    ...['--rate-limit-per-minute', '1000000']
  ])
  const ready = await sandbox.line(/^sandbox ready /)
  baseUrl = /base_url=(\S+)/.exec(ready)![1]!
  apiKey = /api_key=(\S+)/.exec(ready)![1]!
  client = createServiceClient({ baseUrl, apiKey })
}, 30_000)
afterAll(async () => {
  sandbox?.child.kill('SIGTERM')
  await sandbox?.exited
  rmSync(dir, { recursive: true, force: true })
})

/** A 4-page scan whose every page is its own (`tag`), so no run's part is another's. */
async function scan(tag: string): Promise<string> {
  const file = join(dir, `${tag}.pdf`)
  const pages = [
    [...INVOICE_LINES, `Copy ${tag}`],
    ['Notes', tag],
    [...PACKING_LIST_LINES, tag],
    [`Remarks ${tag}`]
  ]
  await writeFile(file, await pagesPdf('Scan', pages))
  return file
}

/** The documents the sandbox holds that were created as `tag`'s pages, by name. */
async function partDocuments(tag: string) {
  const list = await client.listDocuments({ size: 100 })
  return list.data
    .filter((d) => d.attributes.source === 'api' && d.attributes.name.startsWith(`${tag} (page `))
    .map((d) => ({ id: d.id, name: d.attributes.name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Sends `tag`'s scan as 4 parts, kills the engine with SIGKILL once it printed `killAt`, and
 * starts it again on the same state folder: the journal as the kill left it, and the end.
 */
async function killAndResume(tag: string, killAt: RegExp[], hold: string[]) {
  const state = join(dir, `state-${tag}`)
  const file = await scan(tag)
  const first = start([CHILD, baseUrl, apiKey, state, 'send', file, ...hold])
  for (const re of killAt) await first.line(re)
  first.child.kill('SIGKILL')
  expect((await first.exited).signal).toBe('SIGKILL')
  const ledger = Ledger.openReadOnly(state)
  const atKill = [...ledger.values()][0]!.parts!.map((p) => p.documentId)
  const second = start([CHILD, baseUrl, apiKey, state, 'resume'])
  const end = await second.exited
  expect(end.code, second.stderr()).toBe(0)
  const [item] = JSON.parse(second.lines.find((l) => l.startsWith('['))!) as IntakeItem[]
  const parts = item!.parts!
  expect(parts.map((p) => [p.by, p.sent, p.pages])).toEqual(
    [1, 2, 3, 4].map((n) => ['client', 'created', { first: n, last: n }])
  )
  // Exactly one document per part at the sandbox, each the part's.
  const held = await partDocuments(tag)
  expect(held.map((d) => d.name)).toEqual([1, 2, 3, 4].map((n) => `${tag} (page ${n}).pdf`))
  expect(held.map((d) => d.id)).toEqual(parts.map((p) => p.documentId))
  return { atKill, first, parts }
}

describe('kill -9 while a file is sent as parts', () => {
  it('right after the first part was recorded: parts 2–4 are created once, part 1 kept', async () => {
    const { atKill, first, parts } = await killAndResume(
      'between',
      [/^part 1 recorded /, /^holding create 2$/],
      ['--hold', '2']
    )
    const recorded = /^part 1 recorded (\S+)$/.exec(
      first.lines.find((l) => l.startsWith('part 1 recorded'))!
    )![1]
    expect(atKill).toEqual([recorded, '', '', ''])
    expect(parts[0]!.documentId).toBe(recorded)
  }, 120_000)

  it('right after the parts were recorded, before any create: all four are created once', async () => {
    const { atKill } = await killAndResume(
      'before',
      [/^parts recorded$/, /^holding create 1$/],
      ['--hold', '1']
    )
    expect(atKill).toEqual(['', '', '', ''])
  }, 120_000)

  it('after the service made part 2 but before the journal heard: its 409 is its own', async () => {
    const { atKill, parts } = await killAndResume('lost', [/^lost answer 2$/], ['--lose', '2'])
    expect(atKill.map((id) => id !== '')).toEqual([true, false, false, false])
    // Part 2 was made by the first run; the second took the service's 409 for it as its own.
    expect(parts.every((p) => p.sent === 'created')).toBe(true)
  }, 120_000)
})
