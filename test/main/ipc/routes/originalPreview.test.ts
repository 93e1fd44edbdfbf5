import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { generateFixtures } from '../../../fixtures/generate'
import { startHarness, type Harness } from '../../support/routeHarness'
import { waitFor } from '../../../support/waitFor'
import { sniffMediaType } from '../../../../src/main/ipc/routes/originalPreview'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64'
)

describe('ipc/routes document.preview', () => {
  let h: Harness
  let pdf: string
  beforeAll(async () => {
    h = await startHarness()
    pdf = (await generateFixtures(join(h.root, 'fixtures'))).invoicePdf
  })
  afterAll(async () => {
    await h.close()
  })

  const sent = (path: string) =>
    waitFor<IntakeItem>(
      () =>
        h.host
          .intake()
          .list()
          .find((i) => i.path === path && i.documentId !== null),
      `${path} to be sent`,
      15_000
    )

  it('hands over the local PDF, then the service copy once the file is gone', async () => {
    await h.call('intake.addDropped', { paths: [pdf] })
    const item = await sent(pdf)
    const original = readFileSync(pdf)

    const local = await h.call('document.preview', { itemId: item.id })
    if (!local.ok) throw new Error(local.error.message)
    expect(local.value).toMatchObject({
      kind: 'pdf',
      mediaType: 'application/pdf',
      source: 'local'
    })
    if (local.value.kind === 'unavailable') throw new Error('expected bytes')
    expect(Buffer.from(local.value.bytes).equals(original)).toBe(true)

    rmSync(pdf)
    const remote = await h.call('document.preview', { itemId: item.id })
    if (!remote.ok) throw new Error(remote.error.message)
    expect(remote.value).toMatchObject({ kind: 'pdf', source: 'service' })
    if (remote.value.kind === 'unavailable') throw new Error('expected bytes')
    expect(Buffer.from(remote.value.bytes).equals(original)).toBe(true)
  })

  it('shows an image by its bytes, whatever its name says', async () => {
    const path = join(h.root, 'scan-photo.pdf')
    writeFileSync(path, PNG)
    await h.call('intake.addDropped', { paths: [path] })
    const item = await sent(path)
    const res = await h.call('document.preview', { itemId: item.id })
    expect(res).toMatchObject({ ok: true, value: { kind: 'image', mediaType: 'image/png' } })
  })

  it('says why a text file cannot be shown', async () => {
    const path = join(h.root, 'memo.txt')
    writeFileSync(path, 'PO 9921: please confirm the booking')
    await h.call('intake.addDropped', { paths: [path] })
    const item = await sent(path)
    const res = await h.call('document.preview', { itemId: item.id })
    expect(res).toMatchObject({
      ok: true,
      value: {
        kind: 'unavailable',
        source: 'local',
        name: 'memo.txt',
        reason: { kind: 'not_viewable' }
      }
    })
  })

  it('refuses an unknown item without touching the disk', async () => {
    const res = await h.call('document.preview', { itemId: '../../etc/passwd' })
    expect(res.ok).toBe(false)
  })

  it('recognises only the formats the window can show', () => {
    expect(sniffMediaType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf')
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffMediaType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffMediaType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull()
    expect(sniffMediaType(new Uint8Array())).toBeNull()
  })
})
