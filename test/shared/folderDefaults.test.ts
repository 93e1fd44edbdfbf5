import { describe, expect, it } from 'vitest'
import { folderDefaults } from '../../src/shared/folderDefaults'
import { resolveFolder } from '../../src/engine/watch/folderConfig'

describe('shared/folderDefaults', () => {
  it('watches a new folder flat, takes every file but junk after 2 s of quiet, keeps it', () => {
    expect(folderDefaults()).toEqual({
      enabled: true,
      recursive: false,
      include: [],
      exclude: [],
      usePolling: false,
      pollIntervalMs: 2000,
      quietMs: 2000,
      afterUpload: 'keep',
      moveFailed: false,
      moveDuplicates: false,
      documentType: null,
      split: 'service',
      separatorText: 'DROPDOCK-SPLIT'
    })
  })

  it('hands out a fresh copy each time', () => {
    const a = folderDefaults()
    a.include.push('*.pdf')
    expect(folderDefaults().include).toEqual([])
  })
})

describe('resolveFolder()', () => {
  it('fills every option a stored folder lacks from the folder defaults', () => {
    expect(resolveFolder({ path: '/srv/scans' })).toEqual({
      id: '/srv/scans',
      path: '/srv/scans',
      ...folderDefaults()
    })
  })

  it('keeps the options the folder sets and drops keys a folder does not have', () => {
    const stored = { path: '/srv/scans', id: 'f1', recursive: true, quietMs: 500, colour: 'red' }
    expect(resolveFolder(stored)).toEqual({
      ...folderDefaults(),
      id: 'f1',
      path: '/srv/scans',
      recursive: true,
      quietMs: 500
    })
  })
})
