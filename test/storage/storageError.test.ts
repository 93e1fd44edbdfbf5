import { describe, expect, it } from 'vitest'
import { asStorageError, storageMessage } from '../../src/engine/ledger/storageError'
import { toSandboxStorageError } from '../../src/sandbox/store/storageError'
import { StorageError, toStorageError } from '../../src/storage/storageError'

const errno = (code: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: refused`), { code })

describe('one StorageError for the ledger and the sandbox', () => {
  it('is the same class on both sides, each in its own words', () => {
    const ledger = asStorageError(errno('ENOSPC'), '/state/ledger.journal.jsonl')
    const sandbox = toSandboxStorageError(errno('ENOSPC'), '/data/state/journal-1.jsonl')
    expect(ledger).toBeInstanceOf(StorageError)
    expect(sandbox).toBeInstanceOf(StorageError)
    expect((ledger as StorageError).message).toBe(
      "The disk holding Dropdock's data is full: /state/ledger.journal.jsonl"
    )
    expect(sandbox.message).toBe(
      "The disk holding the sandbox's data is full (/data/state/journal-1.jsonl); the change was not saved. Free some space and retry."
    )
    expect([(ledger as StorageError).full, sandbox.full]).toEqual([true, true])
  })

  it('tells a full disk (or quota) from a broken or read-only one', () => {
    const of = (code: string): StorageError => toStorageError(errno(code), '/p', storageMessage)
    expect(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EACCES'].map((c) => of(c).full)).toEqual([
      true,
      true,
      false,
      false,
      false
    ])
    expect(of('EROFS').message).toBe("The disk holding Dropdock's data is read-only: /p")
  })

  it('keeps a StorageError as it was first worded, and names one without errno EUNKNOWN', () => {
    const first = toSandboxStorageError(errno('EIO'), '/first')
    expect(toStorageError(first, '/second', storageMessage)).toBe(first)
    const odd = toSandboxStorageError(new Error('no code'), '/x')
    expect(odd.code).toBe('EUNKNOWN')
    expect(odd.message).toBe('The sandbox could not save the change: EUNKNOWN writing /x.')
  })

  it('lets the ledger pass a bug through rather than call it a disk refusal', () => {
    const bug = new TypeError('x is undefined')
    expect(asStorageError(bug, '/p')).toBe(bug)
    expect(asStorageError(errno('ENOENT'), '/p')).not.toBeInstanceOf(StorageError)
  })
})
