/**
 * Open and preview of a local original against a hostile file system, through the booted main
 * (Electron mock, embedded sandbox), with real links, a real program and a real FIFO in a temp
 * folder: Open resolves links and checks the target's bytes, never handing a program to the
 * system; a file swapped for a FIFO never blocks main's file access.
 */
import { execFileSync } from 'node:child_process'
import {
  constants,
  copyFileSync,
  mkdirSync,
  openSync,
  closeSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import { bootApp, type Booted } from '../main/support/bootApp'
import { inboxWhen, invokeFromWindow, mustFromWindow } from '../main/support/fromWindow'
import { invoiceText } from '../main/support/invoiceText'

const pdf = (note: string) => `%PDF-1.7\n${invoiceText(note)}`

describe('security: opening a local original', () => {
  let booted: Booted | null = null
  const fifos: string[] = []
  afterEach(async () => {
    // Should a read ever wait on a FIFO, a writer releases it so the process can end.
    for (const fifo of fifos.splice(0)) {
      try {
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
      } catch {
        // No reader waiting: nothing to release.
      }
    }
    await booted?.quit()
    booted = null
  })

  const invoke = (name: CommandName, input?: unknown) => invokeFromWindow(booted!, name, input)
  const must = <T>(name: CommandName, input?: unknown) => mustFromWindow<T>(booted!, name, input)
  const take = async (path: string, name: string, sent = false): Promise<IntakeItem> => {
    const added = await must<{ accepted: number }>('intake.addDropped', { paths: [path] })
    expect(added.accepted).toBe(1)
    return inboxWhen(
      booted!,
      (items) => items.find((i) => i.name === name && (!sent || !!i.documentId)),
      name
    )
  }

  it('shows a .pdf link to /bin/sh in its folder, never opens it', async () => {
    booted = await bootApp()
    const link = join(booted.root, 'statement.pdf')
    symlinkSync('/bin/sh', link)
    const item = await take(link, 'statement.pdf')

    await must('document.openOriginal', { itemId: item.id })

    const shell = booted.electron.mockState.shell
    expect(shell.openPath).toEqual([])
    expect(shell.showItemInFolder).toEqual([link])
  })

  it('shows a program renamed .pdf in its folder: its bytes are not a PDF', async () => {
    booted = await bootApp()
    const fake = join(booted.root, 'invoice.pdf')
    copyFileSync('/bin/true', fake)
    const item = await take(fake, 'invoice.pdf')

    await must('document.openOriginal', { itemId: item.id })

    expect(booted.electron.mockState.shell.openPath).toEqual([])
    expect(booted.electron.mockState.shell.showItemInFolder).toEqual([fake])
  })

  it('opens a link to a real PDF by the path it leads to', async () => {
    booted = await bootApp()
    mkdirSync(join(booted.root, 'archive'))
    const real = join(booted.root, 'archive', 'invoice-2024.pdf')
    writeFileSync(real, pdf('linked'))
    const link = join(booted.root, 'latest.pdf')
    symlinkSync(real, link)
    const item = await take(link, 'latest.pdf')

    await must('document.openOriginal', { itemId: item.id })

    expect(booted.electron.mockState.shell.openPath).toEqual([real])
  })

  it('answers at once when the file was swapped for a FIFO, and other files still read', async () => {
    booted = await bootApp()
    const swapped = join(booted.root, 'scan.pdf')
    writeFileSync(swapped, pdf('swapped'))
    const other = join(booted.root, 'other.pdf')
    writeFileSync(other, pdf('other'))
    const item = await take(swapped, 'scan.pdf', true)
    const otherItem = await take(other, 'other.pdf', true)
    rmSync(swapped)
    execFileSync('mkfifo', [swapped])
    fifos.push(swapped)

    // Four previews are as many as libuv has file-system threads: a blocking open would hold
    // them all, and the fifth read (another file) would never come back.
    const previews = await Promise.all(
      [1, 2, 3, 4].map(() => invoke('document.preview', { itemId: item.id }))
    )
    for (const answer of previews) {
      expect(answer).toMatchObject({ ok: false, error: { kind: 'file' } })
      expect(answer.error!.message).toMatch(/"scan\.pdf" is not a regular file any more/)
    }
    await must('document.openOriginal', { itemId: item.id })
    expect(booted.electron.mockState.shell.openPath).toEqual([])
    expect(booted.electron.mockState.shell.showItemInFolder).toEqual([swapped])

    const preview = await must<{ kind: string; source: string }>('document.preview', {
      itemId: otherItem.id
    })
    expect(preview).toMatchObject({ kind: 'pdf', source: 'local' })
  })
})
