import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { actionWarning, applyAfterUpload } from '../../../src/engine/after/afterUpload'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'
import { skipBecause, systemTool } from '../../support/systemTools'

/**
 * Shares clerks really use: a read-only one (a real tmpfs remounted read-only), and a shared
 * sticky folder (1777) whose scans belong to the scanner's account, where Dropdock may read and
 * even link a file but not remove it. Root may do both, so these run where root can mount, and
 * the sticky case in a process of root without its capabilities (setpriv), refused like any
 * other user.
 */
const isRoot = process.getuid?.() === 0
const SETPRIV = isRoot ? systemTool('setpriv') : null
const WITHOUT_CAPS = ['--inh-caps=-all', '--ambient-caps=-all', '--bounding-set=-all', '--']
const RUNNER = resolve('test/engine/after/fixtures/runAction.ts')
/** The scanner's account: nobody. */
const OTHER_UID = 65534

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'refused-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const refusal = async (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    (r) => {
      throw new Error(`the action went through: ${JSON.stringify(r)}`)
    },
    (e: unknown) => e
  )

describe('a read-only share', () => {
  let share: string
  let mounted = false
  /** A tmpfs holding `files`, remounted read-only; skips where root cannot mount. */
  const readOnlyShare = (ctx: TestContext, files: Record<string, string>, dirs: string[] = []) => {
    if (!isRoot) skipBecause(ctx, 'not root: no tmpfs to remount read-only')
    share = mkdtempSync(join(dir, 'ro-'))
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', share], { stdio: 'ignore' })
    } catch {
      skipBecause(ctx, 'mount -t tmpfs refused')
    }
    mounted = true
    for (const d of dirs) mkdirSync(join(share, d))
    for (const [name, text] of Object.entries(files)) writeFileSync(join(share, name), text)
    execFileSync('mount', ['-o', 'remount,ro', share])
  }
  afterEach(() => {
    if (mounted) execFileSync('umount', [share])
    mounted = false
  })

  it.for([
    ['Done/ not there yet', 'done', []],
    ['Done/ there', 'done', ['Done']],
    ['Failed/ not there yet', 'failed', []]
  ] as [string, 'done' | 'failed', string[]][])(
    'says it is read-only (%s), not ENOENT, and leaves the file',
    async ([, outcome, dirs], ctx) => {
      readOnlyShare(ctx, { 'inv.txt': 'invoice' }, dirs)
      const folder = resolveFolder({ path: share, afterUpload: 'move' })
      const err = await refusal(
        applyAfterUpload(folder, join(share, 'inv.txt'), outcome, 'Not read.')
      )
      const warning = actionWarning(folder, outcome, err)
      expect(warning).toMatchObject({ kind: 'not_moved', code: 'EROFS', cause: 'read_only' })
      expect(warning.reason).toMatch(/^the folder is read-only, so Dropdock cannot .*EROFS/)
      expect(readdirSync(share).sort()).toEqual([...dirs, 'inv.txt'].sort())
    }
  )

  it('says it is read-only when a sent file is to be deleted', async (ctx) => {
    readOnlyShare(ctx, { 'inv.txt': 'invoice' })
    const folder = resolveFolder({ path: share, afterUpload: 'delete' })
    const err = await refusal(applyAfterUpload(folder, join(share, 'inv.txt'), 'done'))
    expect(actionWarning(folder, 'done', err)).toMatchObject({
      kind: 'not_deleted',
      code: 'EROFS',
      cause: 'read_only'
    })
    expect(readFileSync(join(share, 'inv.txt'), 'utf8')).toBe('invoice')
  })
})

describe('a shared sticky folder (1777) whose scans belong to another user', () => {
  let share: string
  const stickyShare = (ctx: TestContext): void => {
    if (!isRoot) skipBecause(ctx, 'not root: no file of another user can be made')
    if (!SETPRIV) skipBecause(ctx, 'no setpriv (util-linux) to drop root’s capabilities')
    share = mkdtempSync(join(dir, 'sticky-'))
    chownSync(share, OTHER_UID, OTHER_UID)
    chmodSync(share, 0o1777)
  }
  const scanOfOther = (name: string, mode: number): string => {
    const p = join(share, name)
    writeFileSync(p, `scan ${name}`)
    chownSync(p, OTHER_UID, OTHER_UID)
    chmodSync(p, mode)
    return p
  }
  /** The action, run by a process the folder treats as an ordinary user. */
  const asUser = (args: object): { result?: unknown; warning?: Record<string, unknown> } => {
    const cmd = [...WITHOUT_CAPS, process.execPath, '--import', 'tsx', RUNNER, JSON.stringify(args)]
    return JSON.parse(execFileSync(SETPRIV!, cmd, { encoding: 'utf8' })) as ReturnType<
      typeof asUser
    >
  }

  it.for([
    // Readable and writable by all: the link into Done/ works, removing the original does not.
    ['one the clerk may link (0666)', 0o666],
    // The kernel's protected hard links refuse the link, and the rename is refused too.
    ['one the clerk may only read (0644)', 0o644]
  ] as [string, number][])(
    'makes one attempt and leaves the scan in place: %s',
    ([, mode], ctx) => {
      stickyShare(ctx)
      const file = scanOfOther('inv.txt', mode)
      const out = asUser({ folder: { path: share, afterUpload: 'move' }, file, outcome: 'done' })
      expect(out.warning).toMatchObject({
        kind: 'not_moved',
        folder: 'Done',
        code: 'EPERM',
        cause: 'no_permission'
      })
      expect(out.warning!.reason).toMatch(/^the folder does not permit Dropdock to move it/)
      // The original where it was, Done/ empty: no second name, no "inv (1).txt" … "(9999)".
      expect(readdirSync(share).sort()).toEqual(['Done', 'inv.txt'])
      expect(readdirSync(join(share, 'Done'))).toEqual([])
      expect(readFileSync(file, 'utf8')).toBe('scan inv.txt')
    }
  )

  it('says so when the share does not let it make Done/ (EACCES), the scan left', (ctx) => {
    stickyShare(ctx)
    const file = scanOfOther('inv.txt', 0o644)
    // The scanner's share, readable by all, writable by its owner only.
    chmodSync(share, 0o755)
    const out = asUser({ folder: { path: share, afterUpload: 'move' }, file, outcome: 'done' })
    expect(out.warning).toMatchObject({ folder: 'Done', code: 'EACCES', cause: 'no_permission' })
    expect(out.warning!.reason).toMatch(/^the folder does not permit Dropdock to make its Done\//)
    expect(readdirSync(share)).toEqual(['inv.txt'])
  })

  it('leaves a failed scan in place with one refusal, no reason file written', (ctx) => {
    stickyShare(ctx)
    const file = scanOfOther('scan.pdf', 0o666)
    const out = asUser({
      folder: { path: share, afterUpload: 'move' },
      file,
      outcome: 'failed',
      reason: 'Not read.'
    })
    expect(out.warning).toMatchObject({ folder: 'Failed', cause: 'no_permission' })
    expect(readdirSync(join(share, 'Failed'))).toEqual([])
    expect(readdirSync(share).sort()).toEqual(['Failed', 'scan.pdf'])
  })
})
