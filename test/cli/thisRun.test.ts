import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { IntakeService } from '../../src/engine/intake/intakeService'
import { FINAL_STATES } from '../../src/shared/intake'
import { invoiceText } from '../main/support/invoiceText'
import { ManualClock } from '../main/support/manualClock'
import { waitFor } from '../support/waitFor'
import { captureIo } from './capture'
import { eventsOf, runMain } from './cliChild'
import { useSandboxRun } from './sandboxRun'

const DAY = 24 * 60 * 60 * 1000

/** Runs the CLI in this process; its exit code and JSON events. */
async function cli(argv: string[]) {
  const c = captureIo()
  const code = await runCli([...argv, '--json'], c.io)
  return { code, events: c.events(), text: c.stdout() }
}

describe('watch reports the files of its own run', () => {
  const run = useSandboxRun('this-run', { sandbox: { rateLimitPerMinute: 100_000 } })

  it('tells nothing of the files retention removes at its start', async () => {
    const inbox = join(run.dir, 'inbox')
    const state = run.stateDir()
    await mkdir(inbox, { recursive: true })
    // Forty days ago: five invoices from the watched folder sent and extracted, an empty scan
    // seen and acknowledged by the clerk. All six are past the 30 days retention keeps them.
    const clock = new ManualClock(Date.now() - 40 * DAY)
    const client = createServiceClient({ baseUrl: run.sandbox.baseUrl, apiKey: run.sandbox.apiKey })
    const old = new IntakeService({ client, stateDir: state, clock, followSchedule: () => 100 })
    const paths = [...Array(5).keys()].map((i) => join(inbox, `invoice-${i}.txt`))
    // Each its own invoice (the same number and supplier again would be a possible duplicate).
    for (const [i, p] of paths.entries())
      await writeFile(p, invoiceText(`forty days ago ${i}`).replace('INV-2026-0415', `INV-42${i}`))
    await writeFile(join(inbox, 'scan.pdf'), '')
    const origin = { kind: 'watch' as const, folder: inbox }
    await old.addFiles([...paths, join(inbox, 'scan.pdf')], origin)
    await waitFor(
      () => {
        clock.advance(100)
        const items = old.list()
        return items.length === 6 && items.every((i) => FINAL_STATES.includes(i.state))
      },
      'the files of forty days ago to end',
      20_000
    )
    expect(old.list().filter((i) => i.state === 'extracted')).toHaveLength(5)
    old.acknowledge(
      old
        .list()
        .filter((i) => i.state === 'empty')
        .map((i) => i.id)
    )
    await old.close()
    // The folder was emptied since (the files moved on elsewhere).
    for (const name of [...paths, join(inbox, 'scan.pdf')]) await rm(name)

    const r = await cli(['watch', inbox, '--until-idle', '--state', state, ...run.service()])
    expect(r.events.filter((e) => e.event === 'file')).toEqual([])
    expect(r.events.at(-1)).toEqual({
      event: 'summary',
      total: 0,
      by_state: {},
      refused: {},
      exit_code: 0
    })
    expect(r.code).toBe(0)
    // Gone from the inbox too, as retention does: status lists none of them.
    const status = await cli(['status', '--state', state])
    expect(status.events.filter((e) => e.event === 'file')).toEqual([])
  })
})

describe('status after a run stopped with Ctrl+C', () => {
  // Documents stay with the service for a minute: the files are on their way when stopped.
  const run = useSandboxRun('interrupted', { sandbox: { delayMs: 60_000 } })

  it('shows what was on its way as interrupted, not as still being sent', async () => {
    const state = run.stateDir()
    const files = [...Array(5).keys()].map((i) => join(run.dir, `invoice-${i}.txt`))
    for (const [i, f] of files.entries()) await writeFile(f, invoiceText(`stopped ${i}`))
    const env = { DROPDOCK_BASE_URL: run.sandbox.baseUrl, DROPDOCK_API_KEY: run.sandbox.apiKey }
    const submitted = new Set<string>()
    let during: Awaited<ReturnType<typeof cli>> | undefined
    const stopped = await runMain(['upload', ...files, '--json', '--state', state], {
      env,
      onLine: (line, child) => {
        const e = JSON.parse(line) as { event: string; id?: string; state?: string }
        if (e.event !== 'state' || e.state !== 'submitted') return
        submitted.add(e.id!)
        if (submitted.size < files.length) return
        // While the run goes on, status shows the files as they are: being followed.
        void cli(['status', '--state', state]).then((r) => {
          during = r
          child.kill('SIGINT')
        })
      }
    })
    expect(stopped.code).toBe(1)
    expect(eventsOf(stopped).at(-1)).toMatchObject({ event: 'summary', exit_code: 1 })
    expect(during?.events.filter((e) => e.event === 'file').map((e) => e.state)).toEqual(
      files.map(() => 'submitted')
    )

    const after = await cli(['status', '--state', state])
    const lines = after.events.filter((e) => e.event === 'file')
    expect(lines.map((e) => [e.path, e.state, e.interrupted_in])).toEqual(
      files.map((f) => [f, 'interrupted', 'submitted'])
    )
    expect(after.events.at(-1)).toMatchObject({
      event: 'summary',
      total: 5,
      by_state: { interrupted: 5 },
      exit_code: 1
    })
    const c = captureIo()
    await runCli(['status', '--state', state], c.io)
    expect(c.stdout()).toContain(
      'invoice-0.txt: interrupted (was submitted); goes on at the next start'
    )
    expect(c.stdout()).toContain('5 files: 5 interrupted.')
  })
})
