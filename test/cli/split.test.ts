import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { INVOICE_LINES } from '../fixtures/content'
import { pagesPdf } from '../fixtures/generate'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

/** `dropdock split ID --pages …`: a scan the service took as one document, split by the clerk. */
const run = useSandboxRun('split', { sandbox: { delayMs: 5 } })

async function cli(argv: string[]) {
  const c = captureIo()
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr(), events: () => c.events() }
}

describe('cli split', () => {
  it('sends one document per run of pages and deletes the one document', async () => {
    const file = join(run.dir, 'invoice.pdf')
    await writeFile(file, await pagesPdf('Invoice', [INVOICE_LINES, ['A'], ['B'], ['C']]))
    const state = run.stateDir()
    const sent = await cli(['upload', file, '--state', state, ...run.service()])
    expect(sent.code, sent.out + sent.err).toBe(0)
    const before = await cli(['status', '--state', state, '--json'])
    const [item] = before.events().filter((e) => e.event === 'file')
    const original = item!.document_id as string

    // Ranges that overlap are refused before the state folder is opened.
    const bad = await cli(['split', original, '--pages', '1-2,2-4', '--state', state])
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/Page 2 is in two documents/)
    // Pages the PDF does not have: refused once it is read, before anything is sent.
    const past = ['split', original, '--pages', '1-2,3-6', '--state', state, ...run.service()]
    const refused = await cli(past)
    expect(refused.code).toBe(1)
    expect(refused.err + refused.out).toMatch(/not in this 4-page PDF/)

    const args = ['split', original, '--pages', '1-2,3-4', '--state', state, ...run.service()]
    const split = await cli(args)
    expect(split.code, split.out + split.err).toBe(0)
    expect(split.out).toContain(
      'invoice.pdf: split into 2 documents; the one document was deleted.'
    )

    const after = await cli(['status', '--state', state, '--json'])
    const [now] = after.events().filter((e) => e.event === 'file')
    const documents = now!.documents as { pages: unknown; document_id: string }[]
    expect(documents.map((d) => d.pages)).toEqual([
      { first: 1, last: 2 },
      { first: 3, last: 4 }
    ])
    expect(documents.map((d) => d.document_id)).not.toContain(original)
  }, 60_000)
})
