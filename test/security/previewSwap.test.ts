/**
 * The preview of a local original after someone changed what its name leads to, through the
 * booted main (Electron mock, embedded sandbox), with real links in a temp folder and the swap
 * done by a second process (`mv`): the window only ever gets the bytes of the file intake took
 * in (read through a descriptor that is that file), or the service's copy of it; a link in its
 * place is refused, named, and never followed.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import { bootApp, type Booted } from '../main/support/bootApp'
import { invokeFromWindow, mustFromWindow } from '../main/support/fromWindow'
import { invoiceText } from '../main/support/invoiceText'
import { waitFor } from '../support/waitFor'

const pdf = (note: string) => `%PDF-1.7\n${invoiceText(note)}`

describe('security: the preview of an original a link was swapped in for', () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })

  const must = <T>(name: CommandName, input?: unknown) => mustFromWindow<T>(booted!, name, input)
  const item = (name: string, sent: boolean) =>
    waitFor(
      async () =>
        (await must<IntakeItem[]>('intake.list')).find(
          (i) => i.name === name && (!sent || !!i.documentId)
        ),
      name,
      20_000
    )

  /** The clerk's private PDF outside the folder, and a second process renaming a link to it over `path`. */
  const swapForPrivate = (path: string): void => {
    const home = join(booted!.root, 'home')
    mkdirSync(home, { recursive: true })
    const secret = join(home, 'payslip.pdf')
    writeFileSync(secret, pdf('salary: private'))
    const link = join(booted!.root, 'planted-link')
    symlinkSync(secret, link)
    execFileSync('mv', ['-T', link, path])
  }

  it('refuses, naming the link, for a file not sent yet', async () => {
    booted = await bootApp()
    await must('intake.pause')
    const f = join(booted.root, 'scan.pdf')
    writeFileSync(f, pdf('the scan'))
    await must('intake.addDropped', { paths: [f] })
    const taken = await item('scan.pdf', false)
    swapForPrivate(f)

    const answer = await invokeFromWindow(booted, 'document.preview', { itemId: taken.id })

    expect(answer.ok).toBe(false)
    expect(answer.error).toMatchObject({ kind: 'file', reason: 'link' })
    expect(answer.error!.message).toBe(
      '"scan.pdf" changed into a link after it was taken in, so it is not shown.'
    )
  })

  it('refuses, naming the link, for a file already sent', async () => {
    booted = await bootApp()
    const f = join(booted.root, 'scan.pdf')
    writeFileSync(f, pdf('the scan that was sent'))
    await must('intake.addDropped', { paths: [f] })
    const sent = await item('scan.pdf', true)
    swapForPrivate(f)

    const answer = await invokeFromWindow(booted, 'document.preview', { itemId: sent.id })

    expect(answer.ok).toBe(false)
    expect(answer.error).toMatchObject({ kind: 'file', reason: 'link' })
  })

  it("shows the service's copy once another file took the sent one's place", async () => {
    booted = await bootApp()
    const f = join(booted.root, 'scan.pdf')
    const original = pdf('the scan that was sent')
    writeFileSync(f, original)
    await must('intake.addDropped', { paths: [f] })
    const sent = await item('scan.pdf', true)
    // Another file renamed over it: a regular file, but not the one taken in.
    const other = join(booted.root, 'other.pdf')
    writeFileSync(other, pdf('someone else’s file'))
    execFileSync('mv', ['-T', other, f])

    const preview = await must<{ kind: string; source: string; bytes: Uint8Array }>(
      'document.preview',
      { itemId: sent.id }
    )

    expect(preview).toMatchObject({ kind: 'pdf', source: 'service' })
    expect(Buffer.from(preview.bytes).toString()).toBe(original)
  })
})
