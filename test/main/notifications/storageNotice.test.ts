import { describe, expect, it } from 'vitest'
import type { AppStatus } from '@shared/appStatus'
import type { StorageProblem } from '@shared/storageProblem'
import { createStorageNotice } from '../../../src/main/notifications/storageNotice'
import { createTranslator } from '../../../src/main/i18n/translate'
import type { Locale } from '../../../src/shared/i18n/locales'

const status = (storage: StorageProblem | null): AppStatus => ({
  connection: 'sandbox',
  paused: false,
  message: null,
  storage,
  counts: { total: 1, active: 1, done: 0, attention: 0, failed: 0, paused: false }
})

describe('notifications/storageNotice', () => {
  it('notifies once when the disk refuses our data, and once when it works again', () => {
    const shown: string[] = []
    const notice = createStorageNotice(
      () => createTranslator('en'),
      (title, body) => shown.push(`${title}: ${body}`)
    )
    const path = '/d/ledger.journal.jsonl'
    const full = {
      message: `The disk holding Dropdock's data is full: ${path}`,
      code: 'ENOSPC',
      path
    }
    notice(status(null))
    notice(status(full))
    notice(status(full))
    notice(status(null))
    notice(status(null))
    expect(shown).toEqual([
      `Dropdock has paused intake: ${full.message}`,
      'Dropdock goes on: Its data can be written again; intake has resumed.'
    ])
  })

  it('speaks the language in use when the problem appears, with the path as it is', () => {
    const shown: string[] = []
    let locale: Locale = 'de'
    const notice = createStorageNotice(
      () => createTranslator(locale),
      (title, body) => shown.push(`${title}: ${body}`)
    )
    const readOnly = status({
      message: "The disk holding Dropdock's data is read-only: /d",
      code: 'EROFS',
      path: '/d'
    })
    notice(readOnly)
    locale = 'zh-CN'
    notice(status(null))
    expect(shown).toEqual([
      'Dropdock hat die Annahme pausiert: Der Datenträger mit den Daten von Dropdock ist schreibgeschützt: /d',
      'Dropdock 已继续: 数据已可再次写入；接收已继续。'
    ])
  })
})
