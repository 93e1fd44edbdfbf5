import type { CommandName, CommandOutput } from '@shared/ipc'
import type { SettingsView } from '@shared/settingsSchema'
import { FILE_STATES, type FileState, type IntakeItem } from '@shared/intake'
import { countItems } from '../support/countItems'
import type { CommandHandler } from './harness'

type Answers = { [K in CommandName]?: CommandOutput<K> | ((input: never) => CommandOutput<K>) }

export const FAKE_SETTINGS: SettingsView = {
  connection: {
    mode: 'sandbox',
    baseUrl: 'http://127.0.0.1:4010/v2',
    appUrl: 'http://127.0.0.1:4010',
    directUploadUrl: null
  },
  folders: [],
  notifications: 'all',
  startAtLogin: false,
  hideOnClose: true,
  concurrency: { hash: 2, upload: 3 },
  logLevel: 'info',
  autoUpdate: { enabled: false, feedUrl: null },
  paused: false,
  language: 'system',
  retentionDays: 30,
  hasApiKey: false,
  keyStorage: 'keychain',
  locked: []
}

/**
 * A bridge answering from plain objects: enough for the shell and for volume tests that need
 * no service. Unlisted commands answer an error envelope, so a test notices a missing answer.
 */
export function fakeRoutes(answers: Answers): CommandHandler {
  const base: Answers = {
    'app.info': {
      name: 'Dropdock',
      version: '0.1.0',
      platform: 'linux',
      sandbox: true,
      service: 'sandbox',
      serviceHost: null
    },
    'app.status': {
      connection: 'sandbox',
      paused: false,
      // Main counts the items it lists.
      counts: countItems(
        Array.isArray(answers['intake.list']) ? answers['intake.list'] : [],
        false
      ),
      message: null
    },
    'intake.list': [],
    'settings.get': FAKE_SETTINGS,
    'document.types': [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'bill_of_lading', label: 'Bill of lading' }
    ]
  }
  const all = { ...base, ...answers } as Record<string, unknown>
  return async (name, input) => {
    if (!(name in all))
      return {
        ok: false,
        error: { kind: 'not_found', message: `No answer for ${name} in this test.` }
      }
    const answer = all[name]
    return {
      ok: true,
      value: typeof answer === 'function' ? (answer as (i: unknown) => unknown)(input) : answer
    }
  }
}

const NAMES = ['Invoice', 'Bill of lading', 'Packing list', 'Arrival notice', 'Delivery order']
const TYPES = ['commercial_invoice', 'bill_of_lading', 'packing_list', 'arrival_notice', null]

/** `count` believable items cycling through every state, for volume and look. */
export function syntheticItems(count: number): IntakeItem[] {
  const start = Date.UTC(2026, 2, 2, 8, 0, 0)
  return Array.from({ length: count }, (_, i) => {
    const state: FileState = FILE_STATES[i % FILE_STATES.length]
    const at = new Date(start - i * 37_000).toISOString()
    const n = String(i + 1).padStart(5, '0')
    return {
      id: `syn-${n}`,
      // The first is the newest, as its time says.
      seq: count - i,
      origin:
        i % 3 === 0
          ? { kind: 'drop' }
          : { kind: 'watch', folder: i % 2 ? '/home/clerk/Scans' : '/home/clerk/Mail' },
      path: `/home/clerk/Scans/${NAMES[i % NAMES.length]} ${n}.pdf`,
      name: `${NAMES[i % NAMES.length]} ${n}.pdf`,
      size: 40_000 + ((i * 7919) % 3_000_000),
      mtimeMs: null,
      md5: null,
      state,
      bytesSent: state === 'uploading' ? 20_000 : 0,
      attempts: state === 'retrying' ? 2 : 0,
      lastError:
        state === 'failed' || state === 'retrying'
          ? { kind: 'network', message: 'The service could not be reached.' }
          : null,
      nextAttemptAt: state === 'retrying' ? new Date(start + 60_000).toISOString() : null,
      signedId: null,
      documentId: ['extracted', 'classified', 'duplicate'].includes(state) ? `doc-${n}` : null,
      duplicateOf: state === 'duplicate' ? { id: 'doc-1', name: 'Invoice 00001.pdf' } : null,
      documentType: ['extracted', 'classified', 'extraction_failed'].includes(state)
        ? (TYPES[i % TYPES.length] ?? null)
        : null,
      shipmentNumbers: state === 'extracted' ? ['MAEU241234567'] : [],
      containerNumbers: state === 'extracted' ? ['MSKU1234565'] : [],
      history: [
        { state: 'queued', at },
        { state, at }
      ],
      createdAt: at,
      updatedAt: at
    }
  })
}

/** The inbox the screenshots show: 60 rows, the eighth the extracted invoice INV-2026-0415.pdf. */
export function inboxWithInvoice() {
  const items = syntheticItems(60)
  const invoice = {
    ...items[7],
    name: 'INV-2026-0415.pdf',
    state: 'extracted' as const,
    documentType: 'commercial_invoice'
  }
  items[7] = invoice
  return { items, invoice }
}
