import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const MAIN = resolve('src/cli/main.ts')

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-proc-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Runs the real entry point; `onLine` may signal the child as lines appear. */
function runMain(
  args: string[],
  onLine?: (line: string, kill: (s: NodeJS.Signals) => void) => void
) {
  return new Promise<{ code: number | null; lines: string[]; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
      env: { ...process.env, DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const lines: string[] = []
    let stderr = ''
    let buffer = ''
    child.stdout.on('data', (c: Buffer) => {
      buffer += c.toString()
      let at: number
      while ((at = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 1)
        lines.push(line)
        onLine?.(line, (s) => child.kill(s))
      }
    })
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('exit', (code) => done({ code, lines, stderr }))
  })
}

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
        (line, kill) => {
          if (line.includes('Watching')) kill('SIGINT')
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
