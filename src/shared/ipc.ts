/**
 * The one declaration of Dropdock's IPC: every command (renderer → main, request/response) and
 * every event (main → renderer). Main's `handle()` helper, the preload invokers and the runtime
 * validation schemas (src/main/ipc/schemas.ts, checked against these types) are derived from it.
 * Type-only apart from the channel-name lists, which both sides need at runtime. The domain's
 * types are not declared here but composed: items, states and progress from intake.ts, the
 * settings from settingsSchema.ts, the app's status from appStatus.ts.
 */
import type { DropResult, IntakeError, IntakeItem, ItemProgress } from './intake'
import type { AppStatus } from './appStatus'
import type { ConnectionMode, SettingsUpdate, SettingsView } from './settingsSchema'
import type {
  DocumentSchemaAttributes,
  DocumentTypeOption,
  InferAttributes,
  NumberType
} from './service'
import type { OriginalPreview } from './preview'
import type { CarrierOption, DocumentDetail, TrackingView, ContainerJourney } from './views'
import type { CorrectionOutcome, ExtractedValue } from './corrections'
import type { BulkAction, BulkResult } from './bulk'
import type { TrackNumberResult } from './trackNumber'
import type { PageRange, SplitOutcome } from './split'

/* ---------- limits ---------- */

/**
 * Most paths (or ids) one command may carry. Main refuses a larger list whole; the preload sends
 * a larger drop in chunks of at most this many.
 */
export const IPC_MAX_PATHS = 1000

/**
 * Largest file the window may hand over as bytes (a mail attachment without a path). The window
 * checks a file's size against it before it reads a byte; main refuses anything larger.
 */
export const IPC_MAX_BYTES = 100 * 1024 * 1024

/* ---------- payload types ---------- */

export interface AppInfo {
  name: string
  version: string
  platform: string
  /** True when the app talks to its embedded sandbox (no API key configured). */
  sandbox: boolean
  /** Which service this run talks to; each screen words it in its language (serviceName). */
  service: ServiceKind
  /** The custom service's host ("api.corp.example"), null for the sandbox and production. */
  serviceHost: string | null
  /**
   * The host documents go to (production's too), for a problem banner to name; null for the
   * sandbox.
   */
  reachHost?: string | null
}

/** Which service a run talks to: the connection mode it was started with. */
export type ServiceKind = ConnectionMode

/**
 * What the bridge made of dropped `File` objects: main's answer for those on disk, and the
 * positions (in the list given) of those without a path (mail attachments), which the window
 * reads and hands over as bytes.
 */
export interface FilesResult extends DropResult {
  withoutPath: number[]
}

/**
 * What a connection test found, as data the window words: the sandbox needs none, the service
 * answered, no address or key to test with, the saved key kept from another address, the new
 * address not confirmed, or the test failed (its error by kind).
 */
export const CONNECTION_TEST_OUTCOMES = [
  'sandbox',
  'connected',
  'noAddress',
  'noKey',
  'keyForAddress',
  'notConfirmed',
  'failed'
] as const
export type ConnectionTestOutcome = (typeof CONNECTION_TEST_OUTCOMES)[number]

export interface ConnectionTest {
  ok: boolean
  outcome: ConnectionTestOutcome
  /** The host that answered, and how fast (outcome `connected`). */
  host?: string
  latencyMs?: number
  /** Why the test failed (outcome `failed`): unreachable host, refused key, not the service… */
  error?: IntakeError
  /** Main's own sentence (English): the tooltip and the log, never the window's text. */
  message: string
}

/* ---------- result envelope ---------- */

/** Every command answers with this, so errors cross the bridge as data, not as lost stacks. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IntakeError }

/* ---------- commands ---------- */

type Cmd<I, O> = { input: I; output: O }
type ItemRef = { itemId: string }
/**
 * An item, or with `partId` one of the documents the service cut the file into (a part's
 * document id, ItemPart.documentId): the detail, the re-runs and the corrections act on that
 * part alone. Main refuses a part that is not the item's own.
 */
type PartRef = ItemRef & { partId?: string }

export interface IpcCommands {
  'app.info': Cmd<void, AppInfo>
  'app.status': Cmd<void, AppStatus>
  /** "Try again" on an offline or refused connection: main asks the service now. */
  'app.checkConnection': Cmd<void, void>
  /** "Open folder" on a storage problem: main shows where its data could not be written. */
  'app.showStorage': Cmd<void, void>

  'intake.list': Cmd<void, IntakeItem[]>
  /**
   * Paths the preload read from dropped `File` objects (webUtils, in its isolated world). The
   * page never reaches this channel: it is not on window.dropdock (PRELOAD_ONLY_COMMANDS).
   */
  'intake.addDropped': Cmd<{ paths: string[] }, DropResult>
  /** "Add files…": main's native open dialog (several files); null when the clerk cancelled. */
  'intake.chooseFiles': Cmd<void, DropResult | null>
  'intake.addBytes': Cmd<{ name: string; bytes: Uint8Array; md5: string }, { id: string }>
  'intake.pause': Cmd<void, void>
  'intake.resume': Cmd<void, void>
  'intake.retry': Cmd<{ ids: string[] }, { count: number }>
  'intake.retryFailed': Cmd<void, { count: number }>
  /**
   * "Try now" while files wait for the service (AppStatus.serviceWait): main tries it at once
   * for every file and document waiting; the count of those tried.
   */
  'intake.tryNow': Cmd<void, { count: number }>
  'intake.cancel': Cmd<{ ids: string[] }, { count: number }>
  /** Removes items from the inbox (those in flight cancelled first); the ledger keeps tombstones. */
  'intake.remove': Cmd<{ ids: string[] }, { count: number }>
  /** Acknowledges failed or empty items: they leave "needs attention". */
  'intake.acknowledge': Cmd<{ ids: string[] }, { count: number }>
  /**
   * One action on the selected items (at most IPC_MAX_PATHS): main takes it for each item that
   * can take it and counts the others by reason; `type` goes with setType only (null clears it).
   * Remove asks the clerk first in a native dialog (`cancelled` when they said no).
   */
  'intake.bulk': Cmd<{ action: BulkAction; ids: string[]; type?: string | null }, BulkResult>
  /**
   * The selected items as the CSV export (the CLI's `status --csv`, in the app's language),
   * saved where main's save dialog says; null when the clerk cancelled.
   */
  'intake.exportCsv': Cmd<{ ids: string[] }, { savedTo: string; rows: number } | null>

  'document.detail': Cmd<PartRef, DocumentDetail>
  'document.types': Cmd<void, DocumentTypeOption[]>
  'document.schema': Cmd<{ fullVersion: string }, DocumentSchemaAttributes>
  'document.reclassify': Cmd<PartRef, void>
  'document.relink': Cmd<PartRef, void>
  'document.reextract': Cmd<PartRef, void>
  'document.setManualType': Cmd<PartRef & { type: string | null }, void>
  /**
   * Corrects extracted data: each field of the document type's schema set to a value of its
   * kind, or null to revert it; `fields: null` reverts every correction. Merged into the
   * service's copy: a field whose value there is no longer the one the clerk saw (`seen`, as
   * the editor showed it) is a conflict, left as it is, unless `useMine`.
   */
  'document.correct': Cmd<
    PartRef & {
      fields: Record<string, ExtractedValue | null> | null
      seen?: Record<string, ExtractedValue | null>
      useMine?: boolean
    },
    CorrectionOutcome
  >
  'document.openOriginal': Cmd<ItemRef, void>
  /** The original's bytes for the preview beside its data (local file, else the service's copy). */
  'document.preview': Cmd<ItemRef, OriginalPreview>
  'document.showInFolder': Cmd<ItemRef, void>
  'document.downloadCopy': Cmd<ItemRef, { savedTo: string } | null>
  'document.openInWebApp': Cmd<{ query: string }, void>
  /** "Open in service": main opens the document's own page in the web app (its configured origin). */
  'document.openInService': Cmd<ItemRef, void>
  /**
   * "Track this number": one of the document's own B/L, booking or container numbers (as
   * corrected) tracked with the carrier the service is sure of or `scac`, the clerk's choice,
   * then the document relinked once a shipment tracks it (src/engine/track/trackNumber.ts).
   */
  'document.trackNumber': Cmd<ItemRef & { number: string; scac?: string }, TrackNumberResult>
  /**
   * "Split into documents…": after a native confirmation, the item's PDF (the version intake
   * hashed) cut into `ranges` (in page order, together covering every page once, at least
   * SPLIT_MIN_PARTS) and each sent as its own document; the service's one document is deleted
   * once every part exists (`replaced`). `cancelled` when the clerk said no.
   */
  'document.split': Cmd<ItemRef & { ranges: PageRange[] }, SplitOutcome>
  /** Removes one part of a file after a native confirmation: its document deleted at the service. */
  'document.removePart': Cmd<ItemRef & { partId: string }, { removed: boolean }>

  'lookup.infer': Cmd<{ number: string }, InferAttributes>
  'lookup.track': Cmd<{ number: string; numberType: NumberType; scac: string }, TrackingView>
  'lookup.trackingStatus': Cmd<{ id: string }, TrackingView>
  /** The service's shipping lines that track this type of number, by name. */
  'lookup.shippingLines': Cmd<{ numberType: NumberType }, CarrierOption[]>

  'container.journey': Cmd<{ containerId: string }, ContainerJourney>

  'settings.get': Cmd<void, SettingsView>
  'settings.update': Cmd<SettingsUpdate, SettingsView>
  'settings.setApiKey': Cmd<{ apiKey: string; acceptWeakStorage: boolean }, SettingsView>
  'settings.clearApiKey': Cmd<void, SettingsView>
  'settings.testConnection': Cmd<
    { mode: ConnectionMode; baseUrl?: string; apiKey?: string },
    ConnectionTest
  >
  'settings.chooseFolder': Cmd<void, string | null>

  'diagnostics.export': Cmd<void, { savedTo: string } | null>
}

export type CommandName = keyof IpcCommands
export type CommandInput<K extends CommandName> = IpcCommands[K]['input']
export type CommandOutput<K extends CommandName> = IpcCommands[K]['output']

/* ---------- events ---------- */

export interface IpcEvents {
  'app.status': AppStatus
  /** Items whose state or fields changed since the last batch (throttled in main). */
  'intake.items': IntakeItem[]
  'intake.progress': ItemProgress[]
  /** Main asks the window to show something (a notification or tray entry was clicked). */
  'app.navigate': { view: 'inbox' | 'lookup' | 'settings'; itemId?: string }
  /** Files dropped on the tray icon, as main took them: told as the window's own drops are. */
  'intake.dropped': DropResult
}

export type EventName = keyof IpcEvents

/** Runtime lists, so main can refuse unknown channels and preload can build its invokers. */
export const COMMAND_NAMES = [
  'app.info',
  'app.status',
  'app.checkConnection',
  'app.showStorage',
  'intake.list',
  'intake.addDropped',
  'intake.chooseFiles',
  'intake.addBytes',
  'intake.pause',
  'intake.resume',
  'intake.retry',
  'intake.retryFailed',
  'intake.tryNow',
  'intake.cancel',
  'intake.remove',
  'intake.acknowledge',
  'intake.bulk',
  'intake.exportCsv',
  'document.detail',
  'document.types',
  'document.schema',
  'document.reclassify',
  'document.relink',
  'document.reextract',
  'document.setManualType',
  'document.correct',
  'document.openOriginal',
  'document.preview',
  'document.showInFolder',
  'document.downloadCopy',
  'document.openInWebApp',
  'document.openInService',
  'document.trackNumber',
  'document.split',
  'document.removePart',
  'lookup.infer',
  'lookup.track',
  'lookup.trackingStatus',
  'lookup.shippingLines',
  'container.journey',
  'settings.get',
  'settings.update',
  'settings.setApiKey',
  'settings.clearApiKey',
  'settings.testConnection',
  'settings.chooseFolder',
  'diagnostics.export'
] as const satisfies readonly CommandName[]

export const EVENT_NAMES = [
  'app.status',
  'intake.items',
  'intake.progress',
  'app.navigate',
  'intake.dropped'
] as const satisfies readonly EventName[]

/**
 * Commands only the preload sends, never offered to the page: their input is what the preload
 * itself made (a path read from a `File`), so the page cannot name it.
 */
export const PRELOAD_ONLY_COMMANDS = ['intake.addDropped'] as const satisfies readonly CommandName[]

type PreloadOnlyCommand = (typeof PRELOAD_ONLY_COMMANDS)[number]

/** The commands window.dropdock offers the page, one function each. */
export type PageCommandName = Exclude<CommandName, PreloadOnlyCommand>

/** Compile-time proof that COMMAND_NAMES lists every command exactly. */
type Missing = Exclude<CommandName, (typeof COMMAND_NAMES)[number]>
const _allCommandsListed: Missing extends never ? true : Missing = true
void _allCommandsListed

/* ---------- the window.dropdock shape ---------- */

type Namespace<K> = K extends `${infer NS}.${string}` ? NS : never
type Method<K, NS extends string> = K extends `${NS}.${infer M}` ? M : never

/** One named function per command: `dropdock.intake.retry({ ids })`. */
export type Invoker<K extends CommandName> = [CommandInput<K>] extends [void]
  ? () => Promise<IpcResult<CommandOutput<K>>>
  : (input: CommandInput<K>) => Promise<IpcResult<CommandOutput<K>>>

export type CommandApi = {
  [NS in Namespace<PageCommandName>]: {
    [M in Method<PageCommandName, NS>]: Invoker<Extract<`${NS}.${M}`, PageCommandName>>
  }
}

/**
 * What the preload must expose. The preload declares its object `satisfies BridgeApi` and the
 * renderer's `window.dropdock` type is `typeof` that object (src/preload/index.d.ts).
 */
export type BridgeApi = CommandApi & {
  intake: {
    /**
     * Hands dropped `File` objects to main. The preload reads each one's path itself; anything
     * that is not a File the clerk dropped (a string, a made-up `new File()`) names no path, so
     * the page can add only what the clerk gave it.
     */
    addFiles(files: File[]): Promise<IpcResult<FilesResult>>
  }
  /** Subscribe to a main → renderer event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void
}
