import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replaceDurably, replaceDurablySync, syncDir } from '../../src/storage/durableFile'
import { fullDisk, type Disk } from '../main/support/fullDisk'

vi.mock('node:fs', async (importOriginal) =>
  (await import('../main/support/fullDisk')).injectingFs(await importOriginal())
)

const CHILD = resolve('test/storage/fixtures/replaceThenDie.ts')
/** 100-character lines: 2,000 of them take several writes of the temp file. */
const LINES = 2000

let dir: string
let disk: Disk | null = null
afterEach(() => {
  disk?.close()
  disk = null
  rmSync(dir, { recursive: true, force: true })
})

/** Runs the child that replaces `path` and kills itself at `stage`; resolves with its signal. */
function replaceThenDie(path: string, stage: 'write' | 'rename'): Promise<string | null> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path, String(LINES), stage], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let said = ''
    child.stdout.on('data', (c: Buffer) => (said += c.toString()))
    child.stderr.on('data', (c: Buffer) => (said += c.toString()))
    child.on('exit', (_code, signal) => done(signal ?? said))
  })
}

const OLD = 'old-1\nold-2\n'

describe('replaceDurably (compaction by atomic replace)', () => {
  for (const stage of ['write', 'rename'] as const) {
    it(`keeps the old file whole after a kill -9 at the ${stage} of the new one`, async () => {
      dir = mkdtempSync(join(tmpdir(), 'storage-replace-'))
      const path = join(dir, 'snapshot.jsonl')
      replaceDurablySync(path, [OLD])
      expect(await replaceThenDie(path, stage)).toBe('SIGKILL')
      expect(readFileSync(path, 'utf8')).toBe(OLD)
      // The next replace goes through, over what the killed one left behind.
      replaceDurablySync(path, ['new\n'])
      expect(readFileSync(path, 'utf8')).toBe('new\n')
      expect(readdirSync(dir)).toEqual(['snapshot.jsonl'])
    })
  }

  it('writes every chunk in order, sync and async alike, and leaves only the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-replace-'))
    const lines = Array.from({ length: LINES }, (_, i) => `line ${i} ${'é'.repeat(60)}\n`)
    replaceDurablySync(join(dir, 'a.jsonl'), lines)
    await replaceDurably(join(dir, 'b.jsonl'), lines)
    expect(readFileSync(join(dir, 'a.jsonl'), 'utf8')).toBe(lines.join(''))
    expect(readFileSync(join(dir, 'b.jsonl'), 'utf8')).toBe(lines.join(''))
    expect(readdirSync(dir).sort()).toEqual(['a.jsonl', 'b.jsonl'])
  })

  it('on a full disk throws ENOSPC, keeps the old file and leaves no temp file', () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-full-'))
    disk = fullDisk(dir)
    mkdirSync(disk.stateDir, { recursive: true })
    const path = join(disk.stateDir, 'snapshot.jsonl')
    replaceDurablySync(path, [OLD])
    disk.fill()
    const big = Array.from({ length: 50 }, () => 'x'.repeat(20_000) + '\n')
    expect(() => replaceDurablySync(path, big)).toThrow(expect.objectContaining({ code: 'ENOSPC' }))
    disk.free()
    expect(readFileSync(path, 'utf8')).toBe(OLD)
    expect(existsSync(`${path}.tmp`)).toBe(false)
  })
})

describe('syncDir', () => {
  it('syncs a real folder and reports one that is not there', () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-dir-'))
    expect(() => syncDir(dir)).not.toThrow()
    expect(() => syncDir(join(dir, 'gone'))).toThrow(expect.objectContaining({ code: 'ENOENT' }))
  })
})
