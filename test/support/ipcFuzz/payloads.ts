/**
 * What the IPC fuzzer knows about each command of the contract: payloads it must serve (typed by
 * the contract, so they cannot drift from it) and the fields it may break, with the refusal each
 * broken field must get.
 */
import { createHash } from 'node:crypto'
import type { CommandInput, CommandName } from '@shared/ipc'
import type { WatchedFolder } from '@shared/settingsSchema'

export type Kind =
  'path' | 'pathList' | 'idList' | 'text' | 'name' | 'bytes' | 'choice' | 'bool' | 'int' | 'object'

export interface Field {
  /** Where the field sits in the payload ("connection.baseUrl", "folders.0.path"). */
  path: string
  kind: Kind
  /** Refusal for a value of the wrong type. */
  type: RegExp
  /** Refusal for a 1–10 MB string. */
  long: RegExp
  optional?: boolean
  nullable?: boolean
  /** Smallest valid value of an int field. */
  min?: number
}

/** One argument list a renderer may send: the input, or nothing for a command that takes none. */
export type ArgsOf<Input> = [Input] | ([Input] extends [void] ? [] : never)

/** How a command with input `Input` is fuzzed. */
export interface Spec<Input = unknown> {
  /** Valid payloads (each an argument list); the handler must run for every one of them. */
  valid: () => ArgsOf<Input>[]
  /** Empty for commands that take no input. */
  fields: Field[]
}

/** Inputs the fuzzer needs from the running app (a real folder for watched-folder payloads). */
export interface FuzzEnv {
  folder: string
}

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64')
const pdf = new Uint8Array(Buffer.from('%PDF-1.4 fuzz attachment\n'))

const TEXT_TYPE = /Expected string|must be text/
const itemIdField: Field = {
  path: 'itemId',
  kind: 'text',
  type: /an item id must be text/,
  long: /an item id is letters, digits/
}
const numberField: Field = {
  path: 'number',
  kind: 'text',
  type: /a number must be text/,
  long: /a number must be at most 64 characters/
}
const urlField = (path: string, optional = false, nullable = false): Field => ({
  path,
  kind: 'text',
  type: nullable ? /a URL must be text|Expected \(?string/ : /a URL must be text/,
  long: /a URL must be at most 2048 characters/,
  optional,
  nullable
})
const boolField = (path: string, optional = false): Field => ({
  path,
  kind: 'bool',
  type: /Expected boolean|is true or false/,
  long: /Expected boolean|is true or false/,
  optional
})
const choice = (path: string, message: RegExp, optional = false): Field => ({
  path,
  kind: 'choice',
  type: message,
  long: message,
  optional
})

const itemRef = (): Spec<CommandInput<'document.detail'>> => ({
  valid: () => [[{ itemId: 'unknown-item-1' }], [{ itemId: 'A_b-9' }]],
  fields: [itemIdField]
})
const none = (): Spec<void> => ({ valid: () => [[], [undefined]], fields: [] })

/** Every command's spec; `env` gives the valid payloads a real folder of the running app. */
export function commandSpecs(env: FuzzEnv): { [K in CommandName]: Spec<CommandInput<K>> } {
  const folder: WatchedFolder = {
    id: 'fuzz-folder',
    path: env.folder,
    enabled: true,
    recursive: false,
    include: ['*.pdf'],
    exclude: [],
    usePolling: false,
    pollIntervalMs: 1000,
    quietMs: 500,
    afterUpload: 'keep',
    moveFailed: false,
    moveDuplicates: false,
    documentType: null,
    split: 'service',
    separatorText: 'DROPDOCK-SPLIT'
  }
  return {
    'app.info': none(),
    'app.status': none(),
    'app.checkConnection': none(),
    'app.showStorage': none(),
    'intake.list': none(),
    'intake.addDropped': {
      valid: () => [
        [{ paths: [`${env.folder}/does-not-exist.pdf`] }],
        [{ paths: [`${env.folder}/a.pdf`, `${env.folder}/b c (1).pdf`] }]
      ],
      fields: [
        {
          path: 'paths',
          kind: 'pathList',
          type: /paths must be a list/,
          long: /paths must be a list/
        },
        {
          path: 'paths.0',
          kind: 'path',
          type: /a path must be text/,
          long: /a path must be at most 4096 characters/
        }
      ]
    },
    'intake.chooseFiles': none(),
    'intake.addBytes': {
      valid: () => [
        [{ name: 'attachment.pdf', bytes: pdf, md5: md5Of(pdf) }],
        [{ name: 'mail (2).pdf', bytes: Buffer.from(pdf), md5: md5Of(pdf) }]
      ],
      fields: [
        {
          path: 'name',
          kind: 'name',
          type: /a file name must be text/,
          long: /a file name must be at most 255 characters/
        },
        { path: 'bytes', kind: 'bytes', type: /bytes must be a Uint8Array/, long: /Uint8Array/ },
        {
          path: 'md5',
          kind: 'text',
          type: /the MD5 must be text/,
          long: /Base64 of a 16-byte digest/
        }
      ]
    },
    'intake.pause': none(),
    'intake.resume': none(),
    'intake.retry': {
      valid: () => [[{ ids: [] }], [{ ids: ['unknown-1', 'unknown_2'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'intake.retryFailed': none(),
    'intake.tryNow': none(),
    'intake.cancel': {
      valid: () => [[{ ids: ['unknown-1'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'intake.remove': {
      valid: () => [[{ ids: ['unknown-1'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'intake.acknowledge': {
      valid: () => [[{ ids: ['unknown-1', 'unknown-2'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'intake.bulk': {
      valid: () => [
        [{ action: 'reextract', ids: ['unknown-1', 'unknown-2'] }],
        [{ action: 'setType', ids: ['unknown-1'], type: 'bill_of_lading' }],
        [{ action: 'setType', ids: ['unknown-1'], type: null }]
      ],
      fields: [
        choice('action', /action: setType, reclassify/),
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'intake.exportCsv': {
      valid: () => [[{ ids: ['unknown-1'] }]],
      fields: [
        { path: 'ids', kind: 'idList', type: /ids must be a list/, long: /ids must be a list/ }
      ]
    },
    'document.detail': itemRef(),
    'document.types': none(),
    'document.schema': {
      valid: () => [[{ fullVersion: 'commercial_invoice@1.0' }]],
      fields: [
        {
          path: 'fullVersion',
          kind: 'text',
          type: TEXT_TYPE,
          long: /a schema version looks like/
        }
      ]
    },
    'document.reclassify': itemRef(),
    'document.relink': itemRef(),
    'document.reextract': itemRef(),
    'document.setManualType': {
      valid: () => [
        [{ itemId: 'unknown-1', type: 'bill_of_lading' }],
        [{ itemId: 'unknown-1', type: null }]
      ],
      fields: [
        itemIdField,
        {
          path: 'type',
          kind: 'text',
          type: TEXT_TYPE,
          long: /unknown document type/,
          nullable: true
        }
      ]
    },
    'document.correct': {
      valid: () => [
        [{ itemId: 'unknown-1', fields: { invoice_number: 'INV-9', total_amount: '10.00' } }],
        [
          {
            itemId: 'unknown-1',
            fields: { container_numbers: ['MSCU1234566'], invoice_date: null }
          }
        ],
        [{ itemId: 'unknown-1', fields: null }]
      ],
      fields: [
        itemIdField,
        {
          path: 'fields',
          kind: 'object',
          type: /Expected|Invalid/,
          long: /Expected|Invalid/,
          nullable: true
        }
      ]
    },
    'document.openOriginal': itemRef(),
    'document.preview': itemRef(),
    'document.showInFolder': itemRef(),
    'document.downloadCopy': itemRef(),
    'document.openInService': itemRef(),
    'document.trackNumber': {
      valid: () => [
        [{ itemId: 'unknown-item-1', number: 'MAEU241234567' }],
        [{ itemId: 'A_b-9', number: ' MSKU1234565 ', scac: 'MAEU' }]
      ],
      fields: [
        itemIdField,
        numberField,
        {
          path: 'scac',
          kind: 'text',
          type: /a carrier code must be text/,
          long: /2 to 4 capital letters/,
          optional: true
        }
      ]
    },
    'document.split': {
      valid: () => [
        [
          {
            itemId: 'unknown-item-1',
            ranges: [
              { first: 1, last: 2 },
              { first: 3, last: 4 }
            ]
          }
        ]
      ],
      fields: [
        itemIdField,
        {
          path: 'ranges',
          kind: 'object',
          type: /ranges must be a list|Expected|Invalid/,
          long: /ranges must be a list/
        }
      ]
    },
    'document.removePart': {
      valid: () => [[{ itemId: 'unknown-item-1', partId: 'doc_1' }]],
      fields: [
        itemIdField,
        {
          path: 'partId',
          kind: 'text',
          type: /a document id must be text/,
          long: /a document id is letters, digits/
        }
      ]
    },
    'document.openInWebApp': {
      valid: () => [[{ query: 'MAEU241234567' }], [{ query: ' MSKU1234565 ' }]],
      fields: [{ ...numberField, path: 'query' }]
    },
    'lookup.infer': {
      valid: () => [[{ number: 'MSKU1234565' }], [{ number: 'MAEU241234567' }]],
      fields: [numberField]
    },
    'lookup.track': {
      valid: () => [[{ number: 'MAEU241234567', numberType: 'bill_of_lading', scac: 'MAEU' }]],
      fields: [
        numberField,
        choice('numberType', /unknown number type/),
        {
          path: 'scac',
          kind: 'text',
          type: /a carrier code must be text/,
          long: /2 to 4 capital letters/
        }
      ]
    },
    'lookup.shippingLines': {
      valid: () => [[{ numberType: 'booking' }]],
      fields: [choice('numberType', /unknown number type/)]
    },
    'lookup.trackingStatus': {
      valid: () => [[{ id: 'unknown-tracking-request' }]],
      fields: [{ path: 'id', kind: 'text', type: TEXT_TYPE, long: /unknown tracking request id/ }]
    },
    'container.journey': {
      valid: () => [[{ containerId: 'unknown-container' }]],
      fields: [{ path: 'containerId', kind: 'text', type: TEXT_TYPE, long: /unknown container id/ }]
    },
    'settings.get': none(),
    'settings.update': {
      valid: () => [
        [
          {
            notifications: 'errors',
            logLevel: 'info',
            hideOnClose: true,
            connection: { mode: 'sandbox' },
            concurrency: { hash: 2, upload: 3 },
            autoUpdate: { enabled: false, feedUrl: null },
            folders: [folder]
          }
        ],
        [{ notifications: 'all', logLevel: 'debug' }],
        // -0 is a valid quiet time (it equals 0); the oracle must not refuse it by reflex.
        [{ folders: [{ ...folder, quietMs: -0 }] }],
        [{ connection: { mode: 'sandbox' }, concurrency: { hash: 2, upload: 3 } }]
      ],
      fields: [
        choice('notifications', /notifications: all, errors or none/, true),
        choice('logLevel', /unknown log level/, true),
        boolField('hideOnClose', true),
        { ...urlField('connection.baseUrl', true), path: 'connection.baseUrl' },
        {
          path: 'concurrency.hash',
          kind: 'int',
          type: /hash concurrency must be a number/,
          long: /hash concurrency must be a number/,
          min: 1
        },
        urlField('autoUpdate.feedUrl', false, true),
        {
          path: 'folders.0.path',
          kind: 'path',
          type: /a path must be text/,
          long: /a path must be at most 4096 characters/
        }
      ]
    },
    'settings.setApiKey': {
      valid: () => [[{ apiKey: 'sbx_fuzz_key_1', acceptWeakStorage: false }]],
      fields: [
        {
          path: 'apiKey',
          kind: 'text',
          type: /the API key must be text/,
          long: /the API key is longer than 512 characters/
        },
        boolField('acceptWeakStorage')
      ]
    },
    'settings.clearApiKey': none(),
    'settings.testConnection': {
      valid: () => [
        [{ mode: 'sandbox' }],
        [{ mode: 'custom', baseUrl: 'http://127.0.0.1:9/v2', apiKey: 'sbx_fuzz_key_2' }]
      ],
      fields: [
        choice('mode', /mode is sandbox, production or custom/),
        urlField('baseUrl', true),
        {
          path: 'apiKey',
          kind: 'text',
          type: /the API key must be text/,
          long: /the API key is longer than 512 characters/,
          optional: true
        }
      ]
    },
    'settings.chooseFolder': none(),
    'diagnostics.export': none()
  }
}

/** The first valid argument list of `name`: what a well-behaved renderer sends. */
export function validArgs<K extends CommandName>(name: K, env: FuzzEnv): ArgsOf<CommandInput<K>> {
  const spec: Spec<CommandInput<K>> = commandSpecs(env)[name]
  return spec.valid()[0]
}
