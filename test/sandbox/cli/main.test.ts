import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCli } from '../../../src/sandbox/cliArgs'

describe('sandbox/cliArgs', () => {
  describe('parseCli()', () => {
    it('reads every flag, --api-key repeatable', () => {
      expect(
        parseCli([
          '--port',
          '0',
          '--data-dir',
          '/tmp/x',
          '--api-key',
          'k1',
          '--api-key',
          'k2',
          '--delay-ms',
          '250',
          '--fault-rate',
          '0.2',
          '--allow-http-webhooks'
        ])
      ).toMatchObject({
        port: 0,
        dataDir: '/tmp/x',
        apiKeys: ['k1', 'k2'],
        delayMs: 250,
        faultRate: 0.2,
        allowHttpWebhooks: true
      })
    })

    it('refuses out-of-range values with the flag named', () => {
      expect(() => parseCli(['--fault-rate', '2'])).toThrow(/--fault-rate/)
      expect(() => parseCli(['--port', 'abc'])).toThrow(/--port/)
      expect(() => parseCli(['--bogus'])).toThrow()
      expect(() => parseCli(['--rate-limit-per-minute', '0'])).toThrow(/--rate-limit-per-minute/)
      expect(parseCli(['--fault-stall-ms', '500', '--webhook-retry-base-ms', '10'])).toMatchObject({
        faultStallMs: 500,
        webhookRetryBaseMs: 10
      })
    })
  })
})

describe('sandbox/main', () => {
  it('prints one ready line and serves with the given key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sbx-cli-'))
    const tsx = resolve('node_modules/.bin/tsx')
    const child = spawn(
      tsx,
      ['src/sandbox/main.ts', '--port', '0', '--data-dir', dataDir, '--api-key', 'sbx_custom_key'],
      {
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    try {
      const line = await new Promise<string>((res, rej) => {
        let out = ''
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString()
          if (out.includes('\n')) res(out)
        })
        child.on('exit', (code) => rej(new Error(`exited ${code}`)))
      })
      const m = /^sandbox ready base_url=(\S+\/v2) app_url=(\S+) api_key=sbx_custom_key\n$/.exec(
        line
      )
      expect(m).not.toBeNull()
      const res = await fetch(`${m![1]}/documents/types`, {
        headers: { Authorization: 'Token sbx_custom_key' }
      })
      expect(res.status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
  })
})
