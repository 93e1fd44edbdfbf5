import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/sandbox/index'

/** Sends `count` requests one after another; returns the fault the sandbox logged for each. */
async function faultsOf(seed: number | undefined, count: number) {
  const lines: string[] = []
  const sb = await startSandbox({
    faultRate: 0.4,
    faultSeed: seed,
    faultStallMs: 5,
    log: (l) => lines.push(l)
  })
  try {
    for (let i = 0; i < count; i++) {
      await fetch(`${sb.baseUrl}/documents?page[size]=1`, {
        headers: { Authorization: `Token ${sb.apiKey}` }
      }).then(
        (res) => res.text(),
        () => undefined
      )
      await expect.poll(() => lines.filter((l) => l.startsWith('sandbox {')).length).toBe(i + 1)
    }
    const faults = lines
      .filter((l) => l.startsWith('sandbox {'))
      .map((l) => (JSON.parse(l.slice(8)) as { fault?: string }).fault ?? 'none')
    return { seed: sb.faultSeed, faults }
  } finally {
    await sb.close()
  }
}

describe('sandbox faults', () => {
  it('injects the same faults for the same seed and request sequence', async () => {
    const a = await faultsOf(1234, 40)
    const b = await faultsOf(1234, 40)
    const c = await faultsOf(99, 40)
    expect(a.seed).toBe(1234)
    expect(a.faults.filter((f) => f !== 'none').length).toBeGreaterThan(5)
    expect(b.faults).toEqual(a.faults)
    expect(c.faults).not.toEqual(a.faults)
  })

  it('draws a seed when none is given and names it; none without faults', async () => {
    const drawn = await startSandbox({ faultRate: 0.1, log: () => undefined })
    const none = await startSandbox({ log: () => undefined })
    try {
      expect(Number.isInteger(drawn.faultSeed)).toBe(true)
      expect(none.faultSeed).toBeNull()
    } finally {
      await Promise.all([drawn.close(), none.close()])
    }
  })

  it('prints fault_seed in the ready line of `sandbox --fault-seed N`', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sbx-seed-'))
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/sandbox/main.ts',
        '--port',
        '0',
        '--data-dir',
        dataDir,
        '--fault-rate',
        '0.2',
        '--fault-seed',
        '4242'
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] }
    )
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString()
          if (out.includes('\n')) resolve(out)
        })
        child.on('exit', (code) => reject(new Error(`sandbox exited ${code}`)))
      })
      expect(line).toMatch(/^sandbox ready base_url=\S+ app_url=\S+ api_key=\S+ fault_seed=4242\n$/)
    } finally {
      child.kill('SIGTERM')
    }
  })
})
