import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyAfterUpload, type ActionResult } from '../../../src/engine/after/afterUpload'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'after-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const file = (name: string, text = name): string => {
  const p = join(dir, name)
  writeFileSync(p, text)
  return p
}

/** Where the action left the file: its path, or null when it was deleted. */
const whereOf = (r: ActionResult): string | null => {
  if (r.kind === 'deleted') return null
  if (r.kind === 'moved' || r.kind === 'left') return r.path
  throw new Error(`not moved: ${r.kind}`)
}

describe('afterUpload', () => {
  describe('moving into Done/', () => {
    it('adds a numbered suffix when the name is taken, keeping both files', async () => {
      const folder = resolveFolder({ path: dir, afterUpload: 'move' })
      const move = async (text: string) =>
        whereOf(await applyAfterUpload(folder, file('a.pdf', text), 'done'))
      const [first, second, third] = [await move('one'), await move('two'), await move('three')]
      expect([first, second, third]).toEqual([
        join(dir, 'Done', 'a.pdf'),
        join(dir, 'Done', 'a (1).pdf'),
        join(dir, 'Done', 'a (2).pdf')
      ])
      expect(readFileSync(second!, 'utf8')).toBe('two')
      expect(existsSync(join(dir, 'a.pdf'))).toBe(false)
    })

    it('leaves one name when two desktops move the same file at once', async () => {
      const folder = resolveFolder({ path: dir, afterUpload: 'move' })
      for (let round = 0; round < 30; round++) {
        const f = file(`scan-${round}.pdf`, `round ${round}`)
        const results = await Promise.all([
          applyAfterUpload(folder, f, 'done'),
          applyAfterUpload(folder, f, 'done')
        ])
        const names = readdirSync(join(dir, 'Done')).filter((n) => n.startsWith(`scan-${round}`))
        expect(names).toEqual([`scan-${round}.pdf`])
        expect(statSync(join(dir, 'Done', names[0])).nlink).toBe(1)
        expect(results.filter((r) => r.kind === 'moved')).toHaveLength(1)
      }
    })
  })

  describe('applyAfterUpload()', () => {
    it.each([
      ['keep', 'done', 'a.pdf'],
      ['move', 'done', 'Done/a.pdf'],
      ['delete', 'done', null],
      ['move', 'duplicate', 'Done/a.pdf'],
      ['keep', 'failed', 'a.pdf'],
      ['move', 'failed', 'Failed/a.pdf'],
      ['delete', 'failed', 'a.pdf']
    ] as const)('afterUpload %s, outcome %s -> %s', async (action, outcome, where) => {
      const folder = resolveFolder({ path: dir, afterUpload: action })
      const out = whereOf(await applyAfterUpload(folder, file('a.pdf'), outcome))
      expect(out).toBe(where === null ? null : join(dir, where))
      if (out) expect(existsSync(out)).toBe(true)
      if (where !== 'a.pdf') expect(existsSync(join(dir, 'a.pdf'))).toBe(false)
    })

    it('moves failures to Failed with a reason file when asked', async () => {
      const folder = resolveFolder({ path: dir, moveFailed: true })
      const out = await applyAfterUpload(
        folder,
        file('bad.pdf'),
        'failed',
        'The service refused the key.'
      )
      expect(whereOf(out)).toBe(join(dir, 'Failed', 'bad.pdf'))
      expect(readFileSync(join(dir, 'Failed', 'bad.pdf.reason.txt'), 'utf8')).toContain(
        'refused the key'
      )
    })

    it('never puts a failure in Done when sent files are moved: Failed, with the reason', async () => {
      const folder = resolveFolder({ path: dir, afterUpload: 'move' })
      const out = whereOf(await applyAfterUpload(folder, file('scan.pdf'), 'failed', 'Not read.'))
      expect(out).toBe(join(dir, 'Failed', 'scan.pdf'))
      expect(existsSync(join(dir, 'Done'))).toBe(false)
      expect(readFileSync(`${out}.reason.txt`, 'utf8')).toContain('# Reason: Not read.\n')
    })

    it('gives a 255-byte name its reason file too, cut to fit with a hash, one per file', async () => {
      const folder = resolveFolder({ path: dir, afterUpload: 'move' })
      // Two names of 255 bytes (the most ext4 takes) that share their first 240.
      const stem = 'Lieferschein-'.padEnd(240, 'x')
      const names = [`${stem}${'a'.repeat(11)}.pdf`, `${stem}${'b'.repeat(11)}.pdf`]
      for (const [i, name] of names.entries()) {
        expect(Buffer.byteLength(name)).toBe(255)
        await applyAfterUpload(folder, file(name), 'failed', `Reason ${i}.`)
      }
      const failed = readdirSync(join(dir, 'Failed')).sort()
      const reasons = failed.filter((n) => n.endsWith('.reason.txt'))
      expect(failed.filter((n) => !n.endsWith('.reason.txt'))).toEqual(names)
      expect(reasons).toHaveLength(2)
      for (const r of reasons) {
        expect(Buffer.byteLength(r)).toBeLessThanOrEqual(255)
        expect(r).toMatch(/^Lieferschein-x+[ab]*~[0-9a-f]{8}\.reason\.txt$/)
      }
      const texts = reasons.map((r) => readFileSync(join(dir, 'Failed', r), 'utf8')).sort()
      expect(texts.map((t) => t.split('\n')[2])).toEqual([
        '# Reason: Reason 0.',
        '# Reason: Reason 1.'
      ])
    })

    it('leaves a file already in its folder where it is (a document extracted again)', async () => {
      const folder = resolveFolder({ path: dir, afterUpload: 'move' })
      const first = whereOf(await applyAfterUpload(folder, file('a.pdf'), 'done'))
      expect(whereOf(await applyAfterUpload(folder, first!, 'done'))).toBe(first)
      expect(readdirSync(join(dir, 'Done'))).toEqual(['a.pdf'])
    })

    it('takes a retried failure from Failed to Done, with its stale reason file', async () => {
      const folder = resolveFolder({ path: dir, afterUpload: 'move' })
      const failed = whereOf(await applyAfterUpload(folder, file('a.pdf'), 'failed', 'Stalled.'))
      const done = whereOf(await applyAfterUpload(folder, failed!, 'done'))
      expect(done).toBe(join(dir, 'Done', 'a.pdf'))
      expect(readdirSync(join(dir, 'Failed'))).toEqual([])
    })

    it('moves duplicates to Duplicates when asked, even when sent files are kept', async () => {
      const folder = resolveFolder({ path: dir, moveDuplicates: true })
      expect(whereOf(await applyAfterUpload(folder, file('d.pdf'), 'duplicate'))).toBe(
        join(dir, 'Duplicates', 'd.pdf')
      )
    })
  })
})
