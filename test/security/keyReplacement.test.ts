/**
 * A compromised window holds another company's key for the same service and calls
 * settings.setApiKey with it. Through the booted main (Electron mock) against a standalone
 * sandbox with its two seeded tenants: main reads whose account each key opens before anything
 * is saved and asks the clerk in a native dialog naming both; Cancel keeps the old key, and the
 * next upload still lands in the old account.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index'
import { bootApp, type Booted } from '../main/support/bootApp'
import {
  inboxWhen,
  invokeFromWindow,
  mustFromWindow,
  messageBoxes
} from '../main/support/fromWindow'
import { invoiceText } from '../main/support/invoiceText'
import { api, createDocument } from '../sandbox/support/client'

const BLUE = 'sbx_blueharbor_full'
const NORTH = 'sbx_northgate_full'

describe('security: replacing the saved key from the window', () => {
  let service: RunningSandbox
  let booted: Booted | null = null

  beforeAll(async () => {
    service = await startSandbox({ log: () => undefined })
    // Each tenant holds a document, so the service names the account a key opens.
    for (const [key, name] of [
      [BLUE, 'blue-seed.pdf'],
      [NORTH, 'north-seed.pdf']
    ]) {
      const made = await createDocument(
        service,
        Buffer.from(invoiceText(name)),
        name,
        'application/pdf',
        key
      )
      expect(made.status).toBe(201)
    }
  })
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })
  afterAll(async () => {
    await service.close()
  })

  const invoke = (name: CommandName, input?: unknown) => invokeFromWindow(booted!, name, input)
  const must = <T>(name: CommandName, input?: unknown) => mustFromWindow<T>(booted!, name, input)
  /** The clerk's setup: the sandbox's address confirmed, then Blue Harbor's key. */
  const connectAsBlueHarbor = async () => {
    booted = await bootApp()
    await must('settings.update', {
      connection: { mode: 'custom', baseUrl: service.baseUrl, appUrl: service.appUrl }
    })
    await must('settings.setApiKey', { apiKey: BLUE, acceptWeakStorage: false })
    expect(booted.ctx!.host.plan().sandbox).toBe(false)
  }
  const documentNames = async (key: string): Promise<string[]> => {
    const list = await api(service, 'GET', '/documents?page[size]=100', undefined, key)
    return (list.body.data as { attributes: { name: string } }[]).map((d) => d.attributes.name)
  }

  it('asks, naming both accounts; Cancel keeps the key and uploads stay in the old account', async () => {
    await connectAsBlueHarbor()
    const before = messageBoxes(booted!).length
    booted!.electron.mockState.messageBoxResponse = 1 // the clerk (or Escape) says Cancel

    const refused = await invoke('settings.setApiKey', { apiKey: NORTH, acceptWeakStorage: false })

    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(refused.error!.message).toMatch(/not replaced/)
    const asked = messageBoxes(booted!).slice(before)
    expect(asked).toHaveLength(1)
    expect(asked[0].message).toBe('Send documents to Northgate Customs Brokers from now on?')
    expect(asked[0].detail).toContain('The new key opens: Northgate Customs Brokers')
    expect(asked[0].detail).toContain('The key it replaces opens: Blue Harbor Forwarding')
    expect(asked[0].detail).toContain(service.baseUrl)
    expect(asked[0].buttons[asked[0].cancelId]).toBe('Cancel')
    expect(asked[0].defaultId).toBe(asked[0].cancelId)
    // Nothing was saved: the key store still hands out Blue Harbor's key.
    expect(booted!.ctx!.keys.getFor(service.baseUrl)).toBe(BLUE)

    const file = join(booted!.root, 'after-cancel.pdf')
    writeFileSync(file, invoiceText('after-cancel'))
    await must('intake.addDropped', { paths: [file] })
    await inboxWhen(
      booted!,
      (items) => items.find((i) => i.name === 'after-cancel.pdf' && i.documentId),
      'the upload after Cancel'
    )
    expect(await documentNames(BLUE)).toContain('after-cancel.pdf')
    expect(await documentNames(NORTH)).not.toContain('after-cancel.pdf')
  })

  it('replaces the key once the clerk confirms, and uploads go to the new account', async () => {
    await connectAsBlueHarbor()
    booted!.electron.mockState.messageBoxResponse = 0 // "Replace key"

    await must('settings.setApiKey', { apiKey: NORTH, acceptWeakStorage: false })

    expect(messageBoxes(booted!).at(-1)!.message).toMatch(/Northgate Customs Brokers/)
    expect(booted!.ctx!.keys.getFor(service.baseUrl)).toBe(NORTH)
    const file = join(booted!.root, 'after-yes.pdf')
    writeFileSync(file, invoiceText('after-yes'))
    await must('intake.addDropped', { paths: [file] })
    await inboxWhen(
      booted!,
      (items) => items.find((i) => i.name === 'after-yes.pdf' && i.documentId),
      'the upload after the yes'
    )
    expect(await documentNames(NORTH)).toContain('after-yes.pdf')
  })

  it('names an account that cannot be read, in the clerk language, and asks all the same', async () => {
    await connectAsBlueHarbor()
    await must('settings.update', { language: 'de' })
    booted!.electron.mockState.messageBoxResponse = 1
    const before = messageBoxes(booted!).length

    const refused = await invoke('settings.setApiKey', {
      apiKey: 'sbx_nobody_0000',
      acceptWeakStorage: false
    })

    expect(refused.ok).toBe(false)
    const [asked] = messageBoxes(booted!).slice(before)
    expect(asked.message).toBe('Den gespeicherten API-Schlüssel ersetzen?')
    expect(asked.detail).toContain('Der neue Schlüssel öffnet: unbekannt (')
    expect(asked.detail).toContain('Der ersetzte Schlüssel öffnet: Blue Harbor Forwarding')
    expect(booted!.ctx!.keys.getFor(service.baseUrl)).toBe(BLUE)
  })
})
