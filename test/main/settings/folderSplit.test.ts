import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMMAND_SCHEMAS } from '../../../src/main/ipc/schemas'
import { parseManagedConfig, type ManagedConfig } from '../../../src/main/settings/managed'
import { openSettingsStore } from '../../../src/main/settings/openStore'
import { createSettingsFacade } from '../../../src/main/settings/settingsFacade'
import { resolveFolder } from '../../../src/engine/watch/folderConfig'
import type { WatchedFolder } from '../../../src/shared/settingsSchema'

/** A folder as the Settings screen sends it: every option, the split rule as given. */
const sent = (split: string, separatorText: string): WatchedFolder => ({
  ...resolveFolder({ id: 'scans', path: '/srv/scans' }),
  // A renderer is not trusted: it may send any text here.
  split: split as WatchedFolder['split'],
  separatorText
})

const update = (folder: WatchedFolder) =>
  v.safeParse(COMMAND_SCHEMAS['settings.update'], { folders: [folder] })

describe("settings: a watched folder's split rule", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-folder-split-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const open = (managed: ManagedConfig | null = null) =>
    createSettingsFacade({ store: openSettingsStore(dir), managed, log: () => undefined })
  const managedFile = (json: unknown) =>
    parseManagedConfig(JSON.stringify(json), '/etc/dropdock/managed.json')

  it("opens a settings file from before the rule with the service's way and the default text", () => {
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 2,
        folders: [{ id: 'old', path: '/srv/old', afterUpload: 'move', documentType: null }]
      })
    )
    const [folder] = open().get().folders
    expect(folder).toMatchObject({
      path: '/srv/old',
      afterUpload: 'move',
      split: 'service',
      separatorText: 'DROPDOCK-SPLIT'
    })
    const stored = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))
    expect(stored.folders[0]).toMatchObject({ split: 'service', separatorText: 'DROPDOCK-SPLIT' })
  })

  it('is taken from the Settings screen and kept in the settings file', () => {
    expect(update(sent('separators', 'NÄCHSTES DOKUMENT · 次')).success).toBe(true)
    open().update({ folders: [sent('separators', 'NEXT-DOC')] })
    expect(open().get().folders[0]).toMatchObject({
      split: 'separators',
      separatorText: 'NEXT-DOC'
    })
  })

  it('refuses a mode but the two, and a separator text that is not 1–64 printable characters', () => {
    const refusals: [string, string, string][] = [
      ['none', 'DROPDOCK-SPLIT', 'split is service or separators'],
      ['separators', '', 'the separator text must not be empty'],
      ['separators', 'X'.repeat(65), 'the separator text is at most 64 characters'],
      [
        'separators',
        'SPLIT\u0007',
        'the separator text must be printable (no control or invisible characters)'
      ],
      [
        'separators',
        'SPL\u202eIT',
        'the separator text must be printable (no control or invisible characters)'
      ],
      ['separators', ' SPLIT', 'the separator text must not start or end with a space']
    ]
    for (const [split, text, message] of refusals) {
      const parsed = update(sent(split, text))
      expect(parsed.success, `${split} "${text}"`).toBe(false)
      expect(parsed.issues!.map((i) => i.message)).toEqual([message])
    }
    // 64 characters are fine, counted as characters, not UTF-16 units.
    expect(update(sent('separators', '次'.repeat(63) + '😀')).success).toBe(true)
  })

  it('may be set and locked by IT with the folders, and the clerk cannot change it then', () => {
    const s = open(
      managedFile({
        settings: {
          folders: [{ path: '/srv/scans', split: 'separators', separatorText: 'IT-CUT' }]
        },
        locked: ['folders']
      })
    )
    expect(s.get().folders).toMatchObject([
      { path: '/srv/scans', split: 'separators', separatorText: 'IT-CUT' }
    ])
    expect(() => s.update({ folders: [sent('service', 'IT-CUT')] })).toThrow(
      /"folders" is set by your IT department and cannot be changed here/
    )
    expect(s.get().folders[0].split).toBe('separators')
  })

  it("takes docs/it.md's split-rule example as it stands", () => {
    const page = readFileSync('docs/it.md', 'utf8')
    const example = /```json\n(\{\n {2}"settings": \{\n {4}"folders"[\s\S]*?)```/.exec(page)![1]
    const managed = parseManagedConfig(example, 'docs/it.md')
    expect(managed.reset).toEqual([])
    expect(open(managed).get().folders).toMatchObject([
      { path: '/srv/scans/stacks', split: 'separators', separatorText: 'NEXT-DOCUMENT' },
      { path: '/srv/scans/singles', split: 'service', separatorText: 'DROPDOCK-SPLIT' }
    ])
  })

  it("drops IT's folders with an unusable separator text, reported", () => {
    const managed = managedFile({
      settings: { folders: [{ path: '/srv/scans', split: 'separators', separatorText: '' }] },
      locked: ['folders']
    })
    expect(managed.reset).toEqual(['folders'])
    expect(managed.settings).toEqual({ folders: [] })
  })
})
