import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { WatchedFolder } from '@shared/settingsSchema'
import { deleteRefusal, newFolderActions } from '../../../src/main/settings/folderActions'

const root = mkdtempSync(join(tmpdir(), 'dropdock-folder-actions-'))
const home = join(root, 'home', 'clerk')
mkdirSync(join(home, 'Scans'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

const linux = { home, platform: 'linux' }
const windows = { home: 'C:\\Users\\clerk', platform: 'win32' }

describe('deleteRefusal: where "delete after upload" is never allowed', () => {
  it.each([
    ['/', 'the root of a drive'],
    [home, 'your home folder'],
    [`${home}/`, 'your home folder'],
    [join(root, 'home'), 'a folder that holds your home folder'],
    ['/etc', 'a system folder'],
    ['/usr/share/doc', 'a system folder'],
    ['/bin', 'a system folder'],
    ['/Library/Preferences', 'a system folder']
  ])('refuses %s on POSIX (%s)', async (folder, what) => {
    const refusal = await deleteRefusal(folder, linux)
    expect(refusal).toContain(`it is ${what}.`)
    expect(refusal).toContain(`"${folder}"`)
  })

  it.each([
    ['C:\\', 'the root of a drive'],
    ['d:\\', 'the root of a drive'],
    ['C:\\Users\\clerk', 'your home folder'],
    ['c:\\users\\CLERK\\', 'your home folder'],
    ['C:\\Users', 'a folder that holds your home folder'],
    ['C:\\Windows', 'a system folder'],
    ['C:\\WINDOWS\\System32', 'a system folder'],
    ['E:\\Program Files (x86)\\Vendor', 'a system folder'],
    ['C:\\ProgramData', 'a system folder']
  ])('refuses %s on Windows (%s)', async (folder, what) => {
    expect(await deleteRefusal(folder, windows)).toContain(`it is ${what}.`)
  })

  it('refuses a link that leads to the home folder', async () => {
    const link = join(root, 'innocent-scans')
    symlinkSync(home, link)
    expect(await deleteRefusal(link, linux)).toContain('it is your home folder.')
  })

  it('allows a scans folder in the home folder, and one on a share', async () => {
    expect(await deleteRefusal(join(home, 'Scans'), linux)).toBeNull()
    expect(await deleteRefusal('C:\\Users\\clerk\\Scans', windows)).toBeNull()
    expect(await deleteRefusal('D:\\Scans\\Inbound', windows)).toBeNull()
  })
})

describe('newFolderActions: what needs the clerk to confirm', () => {
  const folder = (path: string, afterUpload?: WatchedFolder['afterUpload']) =>
    ({ id: path, path, ...(afterUpload ? { afterUpload } : {}) }) as WatchedFolder

  it('asks for a new move or delete, a changed action and a changed path; not for keep', () => {
    const before = [folder('/s/a', 'delete'), folder('/s/b', 'move'), folder('/s/c')]
    expect(
      newFolderActions(before, [
        folder('/s/a', 'delete'),
        folder('/s/b', 'delete'),
        folder('/s/c', 'move'),
        folder('/s/d', 'keep'),
        folder('/s/e')
      ])
    ).toEqual([
      { folder: '/s/b', action: 'delete' },
      { folder: '/s/c', action: 'move' }
    ])
    expect(newFolderActions(before, [folder('/s/moved', 'delete')])).toEqual([
      { folder: '/s/moved', action: 'delete' }
    ])
  })
})
