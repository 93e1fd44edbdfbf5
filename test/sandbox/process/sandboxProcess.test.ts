import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { newSandboxKey, startSandboxProcess, type SandboxProcess } from '../../../src/sandbox/host'
import { waitFor } from '../../support/waitFor'

let sb: SandboxProcess | null = null
let dir = ''
afterEach(async () => {
  await sb?.close()
  sb = null
  rmSync(dir, { recursive: true, force: true })
})

/** What other users of the machine can read of a process: its command line (and environment). */
function visible(pid: number): string {
  return ['cmdline', 'environ']
    .map((f) => readFileSync(`/proc/${pid}/${f}`, 'utf8').replaceAll('\0', ' '))
    .join('\n')
}

describe('the embedded sandbox in a process of its own', () => {
  it('answers its key from another process whose command line and environment lack the key', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-process-'))
    const key = newSandboxKey()
    const lines: string[] = []
    sb = await startSandboxProcess({ dataDir: dir, apiKey: key, log: (l) => lines.push(l) })
    const pid = sb.pid()
    expect(pid).not.toBeNull()
    expect(pid).not.toBe(process.pid)
    const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: key, appUrl: sb.appUrl })
    await expect(client.ping()).resolves.toMatchObject({ latencyMs: expect.any(Number) })

    const token = sb.appUrl.split('/').pop()!
    expect(token.length).toBeGreaterThan(20)
    expect(visible(pid!)).not.toContain(key)
    expect(visible(pid!)).not.toContain(token)
    expect(lines.join('\n')).not.toContain(key)
    expect(lines.join('\n')).not.toContain(token)

    await sb.close()
    await waitFor(() => !existsProcess(pid!), 'the sandbox process to end on close', 10_000)
    sb = null
  })

  it('is started again on the same address, with the same key, after it is killed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-process-'))
    const key = newSandboxKey()
    const lines: string[] = []
    // Said once the new process accepts requests: the wait is on that, however slow its start.
    let startedAgain: () => void = () => undefined
    const again = new Promise<void>((resolve) => (startedAgain = resolve))
    sb = await startSandboxProcess({
      dataDir: dir,
      apiKey: key,
      log: (l) => {
        lines.push(l)
        if (l.startsWith('sandbox process started again')) startedAgain()
      },
      restartDelaysMs: [50, 50]
    })
    const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: key, appUrl: sb.appUrl })
    const first = sb.pid()!
    process.kill(first, 'SIGKILL')

    await again
    expect(sb.restarts()).toBe(1)
    expect(sb.pid()).not.toBe(first)
    await expect(client.ping()).resolves.toMatchObject({ latencyMs: expect.any(Number) })
    expect(lines.some((l) => /ended \(signal SIGKILL\); starting it again/.test(l))).toBe(true)
    expect(lines.join('\n')).not.toContain(key)
  })
})

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
