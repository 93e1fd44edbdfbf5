/**
 * The embedded sandbox's request log (stderr by default; in the app, the log file) never holds
 * the page token: whoever read it could open the sandbox's pages while Dropdock runs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  newSandboxKey,
  startEmbeddedSandbox,
  type RunningSandbox
} from '../../../src/sandbox/index'
import { waitFor } from '../../support/waitFor'

describe('the embedded sandbox’s request log', () => {
  let dir: string
  let sb: RunningSandbox
  const lines: string[] = []

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-token-log-'))
    sb = await startEmbeddedSandbox({
      dataDir: dir,
      apiKey: newSandboxKey(),
      log: (line) => lines.push(line)
    })
  })
  afterAll(async () => {
    await sb.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('logs page requests with the token replaced', async () => {
    const token = new URL(sb.appUrl).pathname.split('/')[2]
    expect(token.length).toBeGreaterThan(16)
    const page = await fetch(`${sb.appUrl}/shipments`)
    expect(page.status).toBe(200)
    await page.text()
    const logged = await waitFor(
      () => lines.find((l) => l.includes('/shipments')),
      'the page request in the log',
      5000
    )
    expect(logged).toContain('"path":"/app/[token]/shipments"')
    expect(lines.join('\n')).not.toContain(token)
  })
})
