import type { CommandInput, CommandName } from '@shared/ipc'

const md5 = Buffer.alloc(16, 7).toString('base64')

/** One acceptable input per command (typed by the contract, so it cannot drift). */
export const VALID_INPUTS: { [K in CommandName]: CommandInput<K> } = {
  'app.info': undefined,
  'app.status': undefined,
  'intake.list': undefined,
  'intake.addPaths': { paths: ['/home/clerk/Inbox/invoice.pdf'] },
  'intake.addBytes': { name: 'attachment.pdf', bytes: new Uint8Array([37, 80, 68, 70]), md5 },
  'intake.pause': undefined,
  'intake.resume': undefined,
  'intake.retry': { ids: ['item-1'] },
  'intake.retryFailed': undefined,
  'intake.cancel': { ids: ['item-1', 'item_2'] },
  'document.detail': { itemId: 'item-1' },
  'document.types': undefined,
  'document.schema': { fullVersion: 'commercial_invoice@1.0' },
  'document.reclassify': { itemId: 'item-1' },
  'document.relink': { itemId: 'item-1' },
  'document.reextract': { itemId: 'item-1' },
  'document.setManualType': { itemId: 'item-1', type: 'bill_of_lading' },
  'document.openOriginal': { itemId: 'item-1' },
  'document.preview': { itemId: 'item-1' },
  'document.showInFolder': { itemId: 'item-1' },
  'document.downloadCopy': { itemId: 'item-1' },
  'document.openInWebApp': { query: 'MAEU241234567' },
  'lookup.infer': { number: 'MSKU1234565' },
  'lookup.track': { number: 'MAEU241234567', numberType: 'bill_of_lading', scac: 'MAEU' },
  'lookup.trackingStatus': { id: 'tr-1' },
  'container.journey': { containerId: 'c-1' },
  'settings.get': undefined,
  'settings.update': {
    notifications: 'errors',
    connection: { mode: 'custom', baseUrl: 'https://api.example.com/v2' }
  },
  'settings.setApiKey': { apiKey: 'sbx_blueharbor_full', acceptWeakStorage: false },
  'settings.clearApiKey': undefined,
  'settings.testConnection': { mode: 'sandbox' },
  'settings.chooseFolder': undefined,
  'diagnostics.export': undefined
}
