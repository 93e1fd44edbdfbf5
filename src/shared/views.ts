/**
 * What the window's screens show of the service's data, as main builds it from the service's
 * answers: a document's detail, its shipments and containers, a tracking request, a container's
 * journey. The IPC contract (ipc.ts) carries these; they are declared here so it stays a list of
 * commands and events.
 */
import type { FileState, IntakeError, IntakeItem } from './intake'
import type {
  ContainerAttributes,
  DocumentAttributes,
  EmailSubmissionAttributes,
  MapFeatureCollection,
  ShipmentAttributes,
  TrackingRequestAttributes
} from './service'

export interface ShipmentView {
  id: string
  attributes: ShipmentAttributes
  containerIds: string[]
  /** Deep link into the web app for this shipment. */
  webUrl: string | null
}

export interface ContainerView {
  id: string
  attributes: ContainerAttributes
  shipmentId: string | null
  webUrl: string | null
}

/** Another attachment of the same mail, as the inbox holds it. */
export interface EmailSibling {
  itemId: string
  /** The attachment's name (the sender chose it: shown, never acted on). */
  name: string
  state: FileState
  documentType: string | null
}

export interface DocumentDetail {
  item: IntakeItem
  /** Null until the document exists in the service (or when it could not be fetched). */
  document: DocumentAttributes | null
  representation: {
    schemaVersion: string
    payload: Record<string, unknown>
    /** The clerk's corrections, when any. */
    manual: Record<string, unknown> | null
  } | null
  /**
   * For a document the service extracted nothing from whose type is known: the full version of
   * the schema its data is keyed by (KEYED_DATA, src/shared/corrections.ts); else absent.
   */
  keyedSchema?: string | null
  shipments: ShipmentView[]
  containers: ContainerView[]
  emailSubmission: EmailSubmissionAttributes | null
  /** For a mailed document: the other attachments of its mail in the inbox, oldest first. */
  emailSiblings: EmailSibling[]
  /** Why the detail is partial, worded by the window in its language; null when complete. */
  gap: DetailGap | null
  /**
   * The part of the file this detail is of (its document id, one of `item.parts`): the
   * document, data and links are that part's; absent or null for the file's own document.
   */
  partId?: string | null
}

/**
 * A part of a document's detail the service did not give (the document itself, or some of its
 * linked shipments) and the kind of the failure.
 */
export interface DetailGap {
  part: 'document' | 'shipments'
  /** The failure as any command's error crosses IPC: worded by kind, main's sentence for IT. */
  error: IntakeError
}

/** A shipping line of the service a clerk can choose for a number (`GET /shipping_lines`). */
export interface CarrierOption {
  scac: string
  name: string
}

export interface TrackingView {
  id: string
  attributes: TrackingRequestAttributes
  shipment: ShipmentView | null
  /** The shipment's containers, each of which opens its journey. */
  containers: ContainerView[]
  /**
   * Why `shipment` is null although the request names one: the service's failure when fetching
   * it, as any command's error crosses IPC; null otherwise.
   */
  shipmentUnavailable: IntakeError | null
}

/** A place a journey passes through, with the time zone its local times are read in. */
export interface JourneyPlace {
  name: string
  locode: string | null
  /** IANA time zone; null when the service did not say. */
  timeZone: string | null
}

/** One transport event of a container, as the journey timeline shows it. */
export interface JourneyEvent {
  id: string
  /** The milestone after `container.transport.` (e.g. `vessel_loaded`, `estimated.…`). */
  milestone: string
  estimated: boolean
  at: string
  place: JourneyPlace | null
  terminal: string | null
  vessel: string | null
  voyage: string | null
}

export interface JourneyTerminal {
  name: string
  nickname: string | null
  firmsCode: string | null
}

/** Why a journey has no route map: not offered to this account, or sent in a form we cannot read. */
export type RouteNotice = 'not_offered' | 'unreadable'

/** A container's journey: its events, where it waits and what it owes, and its route. */
export interface ContainerJourney {
  container: ContainerView
  billOfLading: string | null
  podTerminal: JourneyTerminal | null
  pickupFacility: JourneyTerminal | null
  /** Oldest first; estimated events after the actual ones. */
  events: JourneyEvent[]
  /** The route (`map_geojson`); null when the service does not offer it to this account. */
  route: MapFeatureCollection | null
  /** Why there is no route; the window says it in the clerk's language. */
  routeNotice: RouteNotice | null
}
