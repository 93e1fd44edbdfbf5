import { describe, expect, it } from 'vitest'
import type { AppStatus } from '@shared/ipc'
import { createStorageNotice } from '../../../src/main/notifications/storageNotice'

const status = (storage: string | null): AppStatus => ({
  connection: 'sandbox',
  paused: false,
  message: null,
  storage,
  counts: { total: 1, active: 1, done: 0, attention: 0, paused: false }
})

describe('notifications/storageNotice', () => {
  it('notifies once when the disk refuses our data, and once when it works again', () => {
    const shown: string[] = []
    const notice = createStorageNotice((title, body) => shown.push(`${title}: ${body}`))
    const full = "The disk holding Dropdock's data is full: /d/ledger.journal.jsonl"
    notice(status(null))
    notice(status(full))
    notice(status(full))
    notice(status(null))
    notice(status(null))
    expect(shown).toEqual([
      `Dropdock has paused intake: ${full}`,
      'Dropdock goes on: Its data can be written again; intake has resumed.'
    ])
  })
})
