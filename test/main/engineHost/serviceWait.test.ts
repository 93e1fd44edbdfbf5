import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppStatus } from '@shared/appStatus'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { IntakeService } from '../../../src/engine/intake/intakeService'
import { createIntakeHost, type IntakeHost } from '../../../src/main/engineHost/intakeHost'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { createRoutes } from '../../../src/main/ipc/routes'
import { defaultSettings } from '../../../src/main/settings/defaults'
import { createMemoryRouteDeps } from '../../support/memoryRouteDeps'
import { whenSeen } from '../../support/whenSeen'
import { invoiceText } from '../support/invoiceText'

/** A loopback port nothing listens on: every connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

describe('the app while files wait for the service', () => {
  let dir: string
  let host: IntakeHost
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-wait-'))
  })
  afterEach(async () => {
    await host?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('says in its status when they are tried next, and "Try now" tries them at once', async () => {
    const settings = defaultSettings()
    settings.connection = {
      ...settings.connection,
      mode: 'custom',
      baseUrl: `http://127.0.0.1:${await closedPort()}/v2`
    }
    const deps = createMemoryRouteDeps({
      host: () => host,
      userData: dir,
      settings,
      apiKey: 'sbx_blueharbor_full',
      keyStorage: 'basic_text'
    })
    host = createIntakeHost({
      userData: dir,
      settings: () => deps.settings.get(),
      apiKey: () => deps.keys.get(),
      log: () => undefined,
      pingEveryMs: 0,
      mailEveryMs: 0,
      startSandbox: () => Promise.reject(new Error('no sandbox: a service is configured')),
      createClient: (cfg) => createServiceClient({ ...cfg, retry: { retries: 0 } }),
      // A minute between tries: only "Try now" makes the second one come soon.
      createIntake: (o) =>
        new IntakeService({ ...o, retry: { baseMs: 60_000, capMs: 60_000, maxAttempts: 8 } })
    })
    await host.start()
    const f = join(dir, 'invoice.txt')
    writeFileSync(f, invoiceText('waits for the service'))
    await host.intake().addFiles([f])

    const waiting = await whenSeen(
      (look) => host.onStatus(look),
      () => host.status().serviceWait,
      'the status to say files wait'
    )
    expect(waiting.files).toBe(1)
    expect(Date.parse(waiting.nextTryAt)).toBeGreaterThan(Date.now())
    expect(host.status()).toMatchObject<Partial<AppStatus>>({ connection: 'offline' })

    const routes = createRoutes(deps)
    const tried = await runCommand('intake.tryNow', routes['intake.tryNow'], [], {
      redact: (t) => t
    })
    expect(tried).toEqual({ ok: true, value: { count: 1 } })
    const [item] = await whenSeen(
      (look) => host.onItems(look),
      () => {
        const items = host.intake().list()
        return items[0]?.attempts === 2 && items[0].state === 'retrying' && items
      },
      'the second try to fail too'
    )
    expect(item!.lastError?.kind).toBe('network')
    // Refused input, as main refuses any: the command takes none.
    expect(
      await runCommand('intake.tryNow', routes['intake.tryNow'], [{ all: true }], {
        redact: (t) => t
      })
    ).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })
})
