import { execFileSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { actionWarning, applyAfterUpload } from '../../../src/engine/after/afterUpload'
import { fileError } from '../../../src/engine/files/fileErrors'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'

/**
 * A colleague who may write to the scan share plants links where Dropdock writes: the reason
 * file of a failing scan pointing at the clerk's shell profile, Failed/ or Done/ pointing at
 * the clerk's documents. Nothing may be written or moved through them.
 */
let dir: string
let share: string
let home: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'planted-'))
  share = join(dir, 'share')
  home = join(dir, 'home')
  mkdirSync(share)
  mkdirSync(join(home, 'Documents'), { recursive: true })
  writeFileSync(join(home, '.bashrc'), 'export PS1="$ "\n')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const scan = (name: string): string => {
  const p = join(share, name)
  writeFileSync(p, `%PDF-1.4 ${name}`)
  return p
}

const refusal = async (work: Promise<unknown>): Promise<Record<string, unknown>> => {
  const err = await work.then(
    () => null,
    (e: unknown) => e
  )
  if (err === null) throw new Error('the action went through the link')
  return err as Record<string, unknown>
}

describe('links planted where the folder actions write', () => {
  it('writes no reason through a link planted as Failed/<name>.reason.txt, and says so', async () => {
    const folder = resolveFolder({ path: share, moveFailed: true })
    mkdirSync(join(share, 'Failed'))
    symlinkSync(join(home, '.bashrc'), join(share, 'Failed', 'bad.pdf.reason.txt'))
    const result = await applyAfterUpload(folder, scan('bad.pdf'), 'failed', 'Not read.')
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe('export PS1="$ "\n')
    expect(lstatSync(join(share, 'Failed', 'bad.pdf.reason.txt')).isSymbolicLink()).toBe(true)
    // The file is in Failed/ all the same; the reason is not written, and the clerk is told.
    expect(result).toMatchObject({ kind: 'moved', path: join(share, 'Failed', 'bad.pdf') })
    const problem = (result as { reasonError?: unknown }).reasonError
    expect(actionWarning(folder, 'failed', problem, 'no_reason_file')).toEqual({
      kind: 'no_reason_file',
      folder: 'Failed',
      cause: 'link',
      code: 'ELOOP',
      reason: 'Failed/bad.pdf.reason.txt is a link: nothing was written through it'
    })
  })

  it.each([
    ['Failed', 'failed'],
    ['Done', 'done'],
    ['Duplicates', 'duplicate']
  ] as const)(
    'moves nothing through %s/ planted as a link to the clerk’s documents',
    async (sub, outcome) => {
      const folder = resolveFolder({ path: share, afterUpload: 'move', moveDuplicates: true })
      symlinkSync(join(home, 'Documents'), join(share, sub))
      const err = await refusal(applyAfterUpload(folder, scan('a.pdf'), outcome, 'Not read.'))
      expect(readdirSync(join(home, 'Documents'))).toEqual([])
      expect(readdirSync(share).sort()).toEqual([sub, 'a.pdf'].sort())
      expect(actionWarning(folder, outcome, err)).toEqual({
        kind: 'not_moved',
        folder: sub,
        cause: 'link',
        code: 'ELOOP',
        reason: `${sub}/ is a link, not a folder: Dropdock moves and writes nothing through it`
      })
    }
  )

  it('refuses a Done/ that is a file, naming it, and leaves the file in place', async () => {
    const folder = resolveFolder({ path: share, afterUpload: 'move' })
    writeFileSync(join(share, 'Done'), 'not a folder')
    const err = await refusal(applyAfterUpload(folder, scan('a.pdf'), 'done'))
    expect(actionWarning(folder, 'done', err)).toMatchObject({ cause: 'not_a_folder' })
    expect(existsSync(join(share, 'a.pdf'))).toBe(true)
  })

  it('makes Done/ and Failed/ private to the clerk (0700) when it creates them', async () => {
    const folder = resolveFolder({ path: share, afterUpload: 'move' })
    await applyAfterUpload(folder, scan('a.pdf'), 'done')
    await applyAfterUpload(folder, scan('b.pdf'), 'failed', 'Not read.')
    expect(lstatSync(join(share, 'Done')).mode & 0o777).toBe(0o700)
    expect(lstatSync(join(share, 'Failed')).mode & 0o777).toBe(0o700)
  })
})

describe('the reason file’s text', () => {
  const name = '";touch pwned;#.pdf'

  it('starts with a fixed header and quotes the name, so sourcing it runs nothing', async () => {
    const folder = resolveFolder({ path: share, moveFailed: true })
    // The engine's own sentence for a vanished file starts with the name, as many do.
    const reason = `${fileError(name, { code: 'ENOENT' }).message}\ntouch pwned-too`
    const result = await applyAfterUpload(folder, scan(name), 'failed', reason)
    expect(result.kind).toBe('moved')
    const reasonFile = join(share, 'Failed', `${name}.reason.txt`)
    const text = readFileSync(reasonFile, 'utf8')
    expect(text.split('\n')).toEqual([
      '# Dropdock could not finish this file and moved it here.',
      '# File: "\\";touch pwned;#.pdf"',
      '# Reason: "";touch pwned;#.pdf" is no longer there: it was moved or deleted before it could be sent.\\ntouch pwned-too',
      ''
    ])
    // The clerk's next shell sources it by mistake (or a colleague's instructions say to).
    execFileSync('sh', ['-c', '. "$1"', 'sh', reasonFile], { cwd: dir })
    execFileSync('bash', ['-c', 'source "$1"', 'bash', reasonFile], { cwd: dir })
    expect(readdirSync(dir).sort()).toEqual(['home', 'share'])
  })

  it('shows control characters, bidi marks and raw bytes of a name as escapes', async () => {
    const folder = resolveFolder({ path: share, moveFailed: true })
    await applyAfterUpload(folder, scan('a\u202efdp.exe'), 'failed', 'Bad\r\nline')
    const text = readFileSync(join(share, 'Failed', 'a\u202efdp.exe.reason.txt'), 'utf8')
    expect(text).toContain('# File: "a\\u202efdp.exe"\n# Reason: Bad\\r\\nline\n')
  })
})

describe('a watched file that is itself a link (inside the folder, so taken in)', () => {
  it('is left where it is with a warning, its target untouched', async () => {
    const folder = resolveFolder({ path: share, afterUpload: 'move' })
    const target = scan('real.pdf')
    symlinkSync('real.pdf', join(share, 'alias.pdf'))
    const err = await refusal(applyAfterUpload(folder, join(share, 'alias.pdf'), 'done'))
    expect(actionWarning(folder, 'done', err)).toMatchObject({ cause: 'link', folder: 'Done' })
    expect(lstatSync(join(share, 'alias.pdf')).isSymbolicLink()).toBe(true)
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.4 real.pdf')
    expect(readdirSync(join(share, 'Done'))).toEqual([])
  })
})
