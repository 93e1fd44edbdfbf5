import { mkdtempSync, rmSync } from 'node:fs'
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

const KNOWN =
  'commercial_invoice, bill_of_lading, sea_waybill, house_bill_of_lading, arrival_notice, ' +
  'delivery_order, packing_list, cargo_control_document'

/** A folder as the Settings screen sends it: every option, the document type as given. */
const sent = (documentType: string | null): WatchedFolder => ({
  ...resolveFolder({ id: 'memos', path: '/srv/memos' }),
  // A renderer is not trusted: it may send any text here.
  documentType: documentType as WatchedFolder['documentType']
})

describe("settings: a watched folder's document type", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-folder-type-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const open = (managed: ManagedConfig | null = null) =>
    createSettingsFacade({ store: openSettingsStore(dir), managed, log: () => undefined })
  const managedFile = (json: unknown) =>
    parseManagedConfig(JSON.stringify(json), '/etc/dropdock/managed.json')

  it('is taken from the Settings screen when it is a known type or none, and kept', () => {
    for (const type of ['packing_list', null]) {
      const parsed = v.safeParse(COMMAND_SCHEMAS['settings.update'], { folders: [sent(type)] })
      expect(parsed.success).toBe(true)
    }
    open().update({ folders: [sent('packing_list')] })
    expect(open().get().folders[0].documentType).toBe('packing_list')
  })

  it('refuses an unknown type code from the Settings screen, naming the known ones', () => {
    const parsed = v.safeParse(COMMAND_SCHEMAS['settings.update'], { folders: [sent('memo')] })
    expect(parsed.success).toBe(false)
    expect(parsed.issues!.map((i) => i.message)).toEqual([
      `the document type is none or one of ${KNOWN}`
    ])
  })

  it('is left to the service for a stored folder without it', () => {
    const s = open()
    s.update({ folders: [{ id: 'old', path: '/srv/old' } as never] })
    expect(resolveFolder(s.get().folders[0]).documentType).toBeNull()
  })

  it('may be set and locked by IT, and the clerk cannot change it then', () => {
    const s = open(
      managedFile({
        settings: { folders: [{ path: '/srv/memos', documentType: 'packing_list' }] },
        locked: ['folders']
      })
    )
    expect(s.get().folders).toMatchObject([{ path: '/srv/memos', documentType: 'packing_list' }])
    expect(s.locked()).toEqual(['folders'])
    expect(() => s.update({ folders: [sent(null)] })).toThrow(
      /"folders" is set by your IT department and cannot be changed here/
    )
    expect(s.get().folders[0].documentType).toBe('packing_list')
  })

  it("drops IT's folders with an unknown type, reported, and locks them empty", () => {
    const managed = managedFile({
      settings: { folders: [{ path: '/srv/memos', documentType: 'memo' }] },
      locked: ['folders']
    })
    expect(managed.reset).toEqual(['folders'])
    expect(managed.settings).toEqual({ folders: [] })
  })
})
