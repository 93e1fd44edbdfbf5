import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMain } from './cliChild'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-proc-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cli process', () => {
  describe('main.ts', () => {
    it('exits 5 with JSON lines for a missing file', async () => {
      const { code, lines } = await runMain([
        'upload',
        join(dir, 'nope.pdf'),
        '--json',
        '--state',
        join(dir, 's1')
      ])
      expect(code).toBe(5)
      const events = lines.map((l) => JSON.parse(l) as { event: string; state?: string })
      expect(events.map((e) => e.event)).toEqual(['note', 'file', 'summary'])
      expect(events[1].state).toBe('missing')
      expect(events[2]).toEqual({
        event: 'summary',
        total: 1,
        by_state: {},
        refused: { missing: 1 },
        exit_code: 5
      })
    })

    it('stops watching on SIGINT, prints the summary and exits 0', async () => {
      const inbox = join(dir, 'inbox')
      await mkdir(inbox, { recursive: true })
      const { code, lines } = await runMain(
        ['watch', inbox, '--json', '--state', join(dir, 's2')],
        {
          onLine: (line, child) => {
            if (line.includes('Watching')) child.kill('SIGINT')
          }
        }
      )
      expect(code).toBe(0)
      expect(JSON.parse(lines.at(-1)!)).toEqual({
        event: 'summary',
        total: 0,
        by_state: {},
        refused: {},
        exit_code: 0
      })
      expect(lines.filter((l) => l.includes('"summary"'))).toHaveLength(1)
    })
  })
})
