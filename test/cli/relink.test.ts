import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { INVOICE_LINES } from '../fixtures/content'
import { invoiceText } from '../main/support/invoiceText'
import { startAnswerProxy, type AnswerProxy } from '../support/answerProxy'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('relink')

/** A bill of lading of a seeded shipment other than the one the invoice names. */
const SECOND = 'MEDUQ2417731'

/** The service's answer to a relink while true: 503, without passing it on. */
let refuseRelinks = false
let proxy: AnswerProxy
beforeAll(async () => {
  proxy = await startAnswerProxy(new URL(run.sandbox.baseUrl).origin, (method, path) =>
    refuseRelinks && method === 'POST' && path.endsWith('/relink') ? { status: 503 } : 'pass'
  )
})
afterAll(async () => {
  await proxy.close()
})

/** The options pointing a command at the sandbox through the proxy. */
const service = (): string[] => [
  '--base-url',
  `${proxy.origin}${new URL(run.sandbox.baseUrl).pathname}`,
  '--api-key',
  run.sandbox.apiKey
]

async function cli(argv: string[]) {
  const c = captureIo()
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr() }
}

/** A file sent with upload into a state folder of its own; that folder and status's lines. */
async function sent(name: string, text: string): Promise<{ state: string; line: string }> {
  const state = run.stateDir()
  const file = join(run.dir, name)
  await writeFile(file, text)
  expect((await cli(['upload', file, '--state', state, ...service()])).code).toBe(0)
  const status = await cli(['status', '--state', state])
  const line = status.out.split('\n').find((l) => l.includes(name))!
  return { state, line }
}

describe('cli relink', () => {
  it('status shows the id correct takes by its start; correct waits for the relink and prints the new links', async () => {
    const { state, line } = await sent('first.txt', invoiceText('first'))
    const [shortId] = line.split(' ')
    expect(shortId).toMatch(/^[0-9a-f]{8}$/)
    expect(line).toMatch(/^[0-9a-f]{8} {2}ok {3}first\.txt: extracted \(/)
    const res = await cli([
      'correct',
      shortId.slice(0, 6),
      `bill_of_lading_number=${SECOND}`,
      '--state',
      state,
      ...service()
    ])
    expect(res.err).toContain('A reference number changed: relinking the document on it.')
    expect(res.out).toContain(`ok   first.txt: bill_of_lading_number corrected to "${SECOND}"`)
    expect(res.out).toMatch(new RegExp(`^ok {3}first\\.txt: relinked \\(shipment .*${SECOND}`, 'm'))
    expect(res.code).toBe(0)
  })

  it('says a relink the service refused, keeps it to do, and redoes it when the correct is run again', async () => {
    const { state, line } = await sent('second.txt', invoiceText('second'))
    const [shortId] = line.split(' ')
    const correct = [
      'correct',
      shortId,
      `bill_of_lading_number=${SECOND}`,
      '--state',
      state,
      ...service()
    ]
    refuseRelinks = true
    const refused = await cli(correct)
    refuseRelinks = false
    expect(refused.out).toContain(`ok   second.txt: bill_of_lading_number corrected to "${SECOND}"`)
    expect(refused.err).toMatch(
      /Error: The relink of "second\.txt" was not done: .*It stays to be done: run dropdock relink \S+ to try again\./
    )
    expect(refused.out).not.toContain('relinked')
    expect(refused.code).toBe(1)
    expect(proxy.faults.filter((f) => f.startsWith('POST ')).length).toBeGreaterThanOrEqual(1)

    const status = await cli(['status', '--state', state])
    expect(status.out).toContain(
      // The links it had: the relink that would change them was not done.
      `${shortId}  ok   second.txt: extracted (commercial invoice; shipment MAEU241234567; container MSKU1234565) (relink not done since a reference number was corrected: dropdock relink ${shortId})`
    )
    expect(status.code).toBe(0)
    const json = captureIo()
    await runCli(['status', '--state', state, '--json'], json.io)
    expect(json.events().find((e) => e.event === 'file')).toMatchObject({ relink_due: true })

    const again = await cli(correct)
    expect(again.err).toContain('The relink after an earlier correction was not done: relinking')
    expect(again.out).toMatch(
      new RegExp(`^ok {3}second\\.txt: relinked \\(shipment .*${SECOND}`, 'm')
    )
    expect(again.code).toBe(0)
    expect((await cli(['status', '--state', state])).out).not.toContain('relink not done')
  })

  it('relink ID prints the links, or why there are none', async () => {
    // An invoice naming no shipment or container of the account.
    const bare = INVOICE_LINES.filter((l) => !/Bill of Lading|Container|Purchase Order/.test(l))
    const { state, line } = await sent('bare.txt', `${bare.join('\n')}\nNote: bare\n`)
    const [shortId] = line.split(' ')
    expect(line).toMatch(/ok {3}bare\.txt: extracted \(commercial invoice\)$/)
    const fixed = await cli([
      'correct',
      shortId,
      'bill_of_lading_number=ZZZU0000001',
      '--state',
      state,
      ...service()
    ])
    expect(fixed.out).toContain(
      'ok   bare.txt: relinked to nothing: no shipment or container of this account has bill_of_lading_number "ZZZU0000001"'
    )
    expect(fixed.code).toBe(0)

    const relinked = await cli(['relink', shortId, '--state', state, ...service()])
    expect(relinked.out).toContain(
      'ok   bare.txt: relinked to nothing: no shipment or container of this account has bill_of_lading_number "ZZZU0000001"'
    )
    expect(relinked.code).toBe(0)

    const unknown = await cli(['relink', 'abcdef12', '--state', state, ...service()])
    expect(unknown.err).toContain('No file or document abcdef12 in this state folder')
    expect(unknown.code).toBe(1)
  })
})
