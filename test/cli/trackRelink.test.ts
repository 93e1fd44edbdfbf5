import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { BILL_OF_LADING_LINES } from '../fixtures/content'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('track-relink')

async function cli(argv: string[]) {
  const c = captureIo()
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr() }
}

const statusOf = async (state: string): Promise<Record<string, unknown>> => {
  const res = await cli(['status', '--state', state, '--json'])
  const file = res.out
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((e) => e.event === 'file')
  return file!
}

/** An invoice whose B/L `bl` and container no shipment holds, uploaded; its state and short id. */
async function unlinked(bl: string): Promise<{ state: string; id: string }> {
  const state = run.stateDir()
  const file = join(run.dir, `invoice-${bl}.txt`)
  await writeFile(
    file,
    invoiceText(bl)
      .replace('MAEU241234567', bl)
      .replace('MSKU1234565', 'TGHU9876544')
      .replace('PO-7781', 'PO-9902')
  )
  expect((await cli(['upload', file, '--state', state, ...run.service()])).code).toBe(0)
  const status = await cli(['status', '--state', state])
  const line = status.out.split('\n').find((l) => l.includes(`invoice-${bl}.txt`))!
  expect(line).toContain('extracted (commercial invoice)')
  expect(await statusOf(state)).toMatchObject({ shipment_numbers: [], container_numbers: [] })
  return { state, id: line.split(' ')[0] }
}

describe('cli track --relink', () => {
  it('tracks the document’s one number, waits for the relink and prints the link', async () => {
    const bl = 'COSU6123456780'
    const { state, id } = await unlinked(bl)
    const res = await cli(['track', '--relink', id, '--state', state, ...run.service()])
    expect(res.code).toBe(0)
    expect(res.out).toContain(`${bl} tracked.`)
    expect(res.out).toMatch(new RegExp(`relinked \\(.*${bl}`))
    expect(await statusOf(state)).toMatchObject({ shipment_numbers: [bl], tracking_pending: null })
  })

  it('says a request still waiting is kept, and the state folder holds it for later', async () => {
    // A number ending in 202: the sandbox's carrier answers "awaiting manifest".
    const bl = 'COSU6123456202'
    const { state, id } = await unlinked(bl)
    const res = await cli(['track', '--relink', id, bl, '--state', state, ...run.service()])
    expect(res.code).toBe(1)
    expect(res.out).toMatch(
      /^Still pending: tracking COSU6123456202 \(request \S+\) is awaiting manifest; kept:/m
    )
    expect(await statusOf(state)).toMatchObject({
      shipment_numbers: [],
      tracking_pending: { number: bl }
    })
  })

  it('refuses a number that is not the document’s, naming its own', async () => {
    const { state, id } = await unlinked('COSU6123456781')
    const res = await cli([
      'track',
      '--relink',
      id,
      'MAEU241234567',
      '--state',
      state,
      ...run.service()
    ])
    expect(res.code).toBe(1)
    expect(res.err).toContain(
      'MAEU241234567 is not a B/L, booking or container number of "invoice-COSU6123456781.txt"; its numbers: COSU6123456781.'
    )
  })

  it('lists the numbers of a document that has several, and tracks none without NUMBER', async () => {
    const state = run.stateDir()
    const file = join(run.dir, 'bl.txt')
    const text = BILL_OF_LADING_LINES.join('\n')
      .replace('MEDUQ2417731', 'MEDUQ9902417')
      .replace('177NGBLGB0312', '177NGBLGB9902')
      .replace('MSCU6639870', 'TGHU9876544')
    await writeFile(file, `${text}\n`)
    expect((await cli(['upload', file, '--state', state, ...run.service()])).code).toBe(0)
    const status = await cli(['status', '--state', state])
    const id = status.out
      .split('\n')
      .find((l) => l.includes('bl.txt'))!
      .split(' ')[0]
    const res = await cli(['track', '--relink', id, '--state', state, ...run.service()])
    expect(res.code).toBe(1)
    expect(res.out).toContain(
      `bl.txt has 2 numbers to track (MEDUQ9902417, 177NGBLGB9902); name one: dropdock track --relink ${id} NUMBER.`
    )
    expect(await statusOf(state)).toMatchObject({ tracking_pending: null, shipment_numbers: [] })
  })
})
