/**
 * Types of the service's JSON:API resources, as the interface document and the service facts
 * describe them. Used by the sandbox (which produces them) and the client (which reads them).
 * Types, plus constant tables of the enumerated values the public service uses.
 */

/** The most items one list request returns (`page[size]`); more is refused. */
export const MAX_PAGE_SIZE = 100

export interface ResourceIdentifier<T extends string = string> {
  id: string
  type: T
}

export interface Relationship<T extends string = string> {
  data: ResourceIdentifier<T> | null
}

export interface ManyRelationship<T extends string = string> {
  data: ResourceIdentifier<T>[]
}

export interface Resource<T extends string, A, R = Record<string, never>> {
  id: string
  type: T
  attributes: A
  relationships?: R
  links?: { self?: string; download?: string }
}

export type AnyResource = Resource<string, Record<string, unknown>, Record<string, unknown>>

export interface SingleResponse<D> {
  data: D
  included?: AnyResource[]
  links?: { self: string }
}

/** Paging links; `next` and `prev` are left out (never null) where there is no such page. */
export interface PageLinks {
  self: string
  first: string
  last: string
  next?: string
  prev?: string
}

export interface ListResponse<D> {
  data: D[]
  included: AnyResource[]
  links: PageLinks
  meta: { size: number; total: number }
}

export interface ErrorObject {
  status?: string
  title?: string
  detail?: string
  code?: string
  source?: { pointer?: string; parameter?: string }
  meta?: Record<string, unknown>
}

/* ---------- direct upload ---------- */

export interface BlobRequest {
  blob: { filename: string; content_type: string; byte_size: number; checksum: string }
}

export interface BlobResponse {
  id: string
  key: string
  filename: string
  content_type: string
  metadata: Record<string, unknown>
  service_name: string
  byte_size: number
  checksum: string
  created_at: string
  signed_id: string
  direct_upload: {
    url: string
    headers: { 'Content-Type': string; 'Content-MD5': string; 'Content-Disposition': string }
  }
}

/* ---------- documents ---------- */

export type DocumentSource = 'upload' | 'api' | 'email' | 'split_document'

export interface DocumentAttributes {
  id: string
  name: string
  document_type: string | null
  document_type_manual: string | null
  classification_notes: string | null
  source: DocumentSource
  file_name: string
  file_content_type: string
  file_size_bytes: number
  created_at: string
  updated_at: string
}

export interface DocumentRelationships {
  account: Relationship<'account'>
  user: Relationship<'user'>
  email_submission: Relationship<'email_submission'>
  last_document_representation: Relationship<'document_representation'>
  shipments: ManyRelationship<'shipment'>
  cargos: ManyRelationship<'container'>
}

export type DocumentResource = Resource<'document', DocumentAttributes, DocumentRelationships>

export interface DocumentRepresentationAttributes {
  schema_version: string
  payload: Record<string, unknown>
  created_at: string
  updated_at: string
}

export type DocumentRepresentationResource = Resource<
  'document_representation',
  DocumentRepresentationAttributes
>

export interface EmailSubmissionAttributes {
  subject: string
  body_preview: string
  from: string[]
  to: string[]
  cc: string[]
  message_id: string
  sent_at: string
  created_at: string
  updated_at: string
}

export type EmailSubmissionResource = Resource<'email_submission', EmailSubmissionAttributes>

export interface DocumentTypeOption {
  code: string
  label: string
}

export interface DocumentTypesResponse {
  document_types: DocumentTypeOption[]
}

export interface DocumentPatch {
  document_type_manual?: string | null
  extracted_data_manual?: Record<string, unknown> | null
}

export interface AcceptedResponse {
  status: 'accepted'
}

export interface DownloadUrlResponse {
  download_url: string
}

/* ---------- document schemas ---------- */

export interface DocumentSchemaAttributes {
  document_type: string
  label: string
  description: string
  schema_version: string
  full_version: string
  current: boolean
  draft: boolean
  active_at: string
  created_at: string
  updated_at: string
  schema_format: 'json_schema'
  schema_payload: JsonSchemaObject
}

export interface JsonSchemaProperty {
  type: string | string[]
  title?: string
  description?: string
  format?: string
  pattern?: string
  items?: JsonSchemaProperty | JsonSchemaObject
  properties?: Record<string, JsonSchemaProperty>
  required?: string[]
}

export interface JsonSchemaObject {
  $schema?: string
  title?: string
  type: 'object'
  properties: Record<string, JsonSchemaProperty>
  required: string[]
  /** Property order for display; JSON object key order is kept too. */
  propertyOrder?: string[]
}

export type DocumentSchemaResource = Resource<'document_schema', DocumentSchemaAttributes>

/* ---------- shipments and containers ---------- */

export interface ShipmentAttributes {
  bill_of_lading_number: string
  normalized_number: string
  ref_numbers: string[]
  tags: string[]
  created_at: string
  port_of_lading_locode: string | null
  port_of_lading_name: string | null
  port_of_discharge_locode: string | null
  port_of_discharge_name: string | null
  destination_locode: string | null
  destination_name: string | null
  shipping_line_scac: string
  shipping_line_name: string
  shipping_line_short_name: string
  customer_name: string | null
  pod_vessel_name: string | null
  pod_vessel_imo: string | null
  pod_voyage_number: string | null
  pol_etd_at: string | null
  pol_atd_at: string | null
  pod_eta_at: string | null
  pod_original_eta_at: string | null
  pod_ata_at: string | null
  destination_eta_at: string | null
  destination_ata_at: string | null
  pol_timezone: string | null
  pod_timezone: string | null
  destination_timezone: string | null
  line_tracking_last_attempted_at: string | null
  line_tracking_last_succeeded_at: string | null
  line_tracking_stopped_at: string | null
  line_tracking_stopped_reason: string | null
}

export type ShipmentResource = Resource<
  'shipment',
  ShipmentAttributes,
  {
    containers: ManyRelationship<'container'>
    destination?: Relationship<'port'>
    port_of_lading?: Relationship<'port'>
    port_of_discharge?: Relationship<'port'>
    pod_terminal?: Relationship<'terminal'>
    destination_terminal?: Relationship<'terminal'>
    line_tracking_stopped_by_user?: Relationship<'user'>
  }
>

/** Values of `holds_at_pod_terminal[].status` (a released hold is no longer listed). */
export const TERMINAL_HOLD_STATUSES = ['pending', 'hold'] as const
export type TerminalHoldStatus = (typeof TERMINAL_HOLD_STATUSES)[number]

/** Values of `fees_at_pod_terminal[].type`. */
export const TERMINAL_FEE_TYPES = [
  'demurrage',
  'exam',
  'extended_dwell_time',
  'other',
  'total'
] as const
export type TerminalFeeType = (typeof TERMINAL_FEE_TYPES)[number]

export interface TerminalHold {
  name: string
  status: TerminalHoldStatus
  description: string
}

export interface TerminalFee {
  type: TerminalFeeType
  amount: number
  currency_code: string
}

export interface ContainerAttributes {
  number: string
  ref_numbers: string[]
  equipment_type: string
  equipment_length: number | null
  equipment_height: string
  weight_in_lbs: number | null
  created_at: string
  seal_number: string | null
  pickup_lfd: string | null
  pickup_appointment_at: string | null
  availability_known: boolean
  available_for_pickup: boolean
  pod_arrived_at: string | null
  pod_discharged_at: string | null
  pod_full_out_at: string | null
  terminal_checked_at: string | null
  pod_full_out_chassis_number: string | null
  location_at_pod_terminal: string | null
  final_destination_full_out_at: string | null
  empty_terminated_at: string | null
  holds_at_pod_terminal: TerminalHold[]
  fees_at_pod_terminal: TerminalFee[]
  pod_timezone: string | null
  final_destination_timezone: string | null
  empty_terminated_timezone: string | null
  pod_rail_carrier_scac: string | null
  ind_rail_carrier_scac: string | null
  pod_last_tracking_request_at: string | null
  shipment_last_tracking_request_at: string | null
  pod_rail_loaded_at: string | null
  pod_rail_departed_at: string | null
  ind_eta_at: string | null
  ind_ata_at: string | null
  ind_rail_unloaded_at: string | null
  ind_facility_lfd_on: string | null
  import_deadlines: {
    pickup_lfd_terminal: string | null
    pickup_lfd_rail: string | null
    pickup_lfd_line: string | null
  }
  current_status: string
}

export type ContainerResource = Resource<
  'container',
  ContainerAttributes,
  {
    shipment: Relationship<'shipment'>
    pickup_facility?: Relationship<'terminal'>
    pod_terminal?: Relationship<'terminal'>
    transport_events?: ManyRelationship<'transport_event'>
    raw_events?: ManyRelationship<'raw_event'>
  }
>

export interface CustomFieldAttributes {
  api_slug: string
  value: string
  display_value: string
}

export type CustomFieldResource = Resource<
  'custom_field',
  CustomFieldAttributes,
  { entity: Relationship; definition: Relationship<'custom_field_definition'> }
>

/* ---------- ports, terminals, vessels, events, shipping lines ---------- */

export interface PortAttributes {
  name: string
  /** UN/LOCODE. */
  code: string
  city: string
  state_abbr: string | null
  state: string | null
  country_code: string
  country: string
  /** IANA time zone. */
  time_zone: string
  latitude: number
  longitude: number
}

export type PortResource = Resource<'port', PortAttributes>

export interface TerminalAttributes {
  name: string
  nickname: string | null
  firms_code: string | null
  smdg_code: string | null
  bic_facility_code: string | null
  street: string | null
  city: string
  state: string | null
  state_abbr: string | null
  zip: string | null
  country: string
}

export type TerminalResource = Resource<
  'terminal',
  TerminalAttributes,
  { port: Relationship<'port'> }
>

export interface VesselAttributes {
  name: string
  imo: string
}

export type VesselResource = Resource<'vessel', VesselAttributes>

export type EventDataSource = 'shipping_line' | 'terminal' | 'ais'

export interface TransportEventAttributes {
  /** `container.transport.<milestone>`, or `container.transport.estimated.<milestone>`. */
  event: string
  voyage_number: string | null
  timestamp: string
  /** IANA time zone of the place where it happened. */
  timezone: string | null
  location_locode: string | null
  created_at: string
  data_source: EventDataSource
}

export type TransportEventResource = Resource<
  'transport_event',
  TransportEventAttributes,
  {
    shipment: Relationship<'shipment'>
    container: Relationship<'container'>
    location: Relationship<'port'>
    terminal: Relationship<'terminal'>
    vessel: Relationship<'vessel'>
  }
>

export interface RawEventAttributes {
  /** Normalised milestone, e.g. `vessel_loaded`. */
  event: string
  /** The carrier's own wording. */
  original_event: string
  timestamp: string
  estimated: boolean
  actual_at: string | null
  estimated_at: string | null
  timezone: string | null
  location_name: string | null
  location_locode: string | null
  vessel_name: string | null
  vessel_imo: string | null
  voyage_number: string | null
  index: number
}

export type RawEventResource = Resource<
  'raw_event',
  RawEventAttributes,
  {
    container: Relationship<'container'>
    location: Relationship<'port'>
    vessel: Relationship<'vessel'>
  }
>

export interface ShippingLineAttributes {
  scac: string
  name: string
  short_name: string
  alternative_scacs: string[]
  bill_of_lading_tracking_support: boolean
  booking_number_tracking_support: boolean
  container_number_tracking_support: boolean
}

export type ShippingLineResource = Resource<'shipping_line', ShippingLineAttributes>

/* ---------- tracking ---------- */

export type TrackingRequestType = 'bill_of_lading' | 'booking_number' | 'container'
export type TrackingRequestStatus =
  'pending' | 'awaiting_manifest' | 'created' | 'failed' | 'tracking_stopped'

export interface TrackingRequestAttributes {
  request_number: string
  request_type: TrackingRequestType
  scac: string
  status: TrackingRequestStatus
  failed_reason: string | null
  ref_numbers: string[]
  tags: string[]
  created_at: string
  updated_at: string
  is_retrying: boolean
  retry_count: number
}

export type TrackingRequestResource = Resource<
  'tracking_request',
  TrackingRequestAttributes,
  { tracked_object: Relationship<'shipment'>; customer: Relationship<'party'> }
>

export interface TrackingRequestCreate {
  data: {
    type: 'tracking_request'
    attributes: {
      request_type: TrackingRequestType
      request_number: string
      scac: string
      ref_numbers?: string[]
    }
  }
}

/* ---------- inference ---------- */

export type NumberType = 'container' | 'bill_of_lading' | 'booking'
export type CarrierDecision = 'auto_select' | 'needs_confirmation' | 'no_prediction'

export interface CarrierCandidate {
  scac: string
  name: string
  confidence: number
}

export interface InferAttributes {
  number_type: NumberType
  validation: {
    is_valid: boolean | null
    type: 'container' | 'shipment'
    check_digit_passed?: boolean | null
    parsed_number: string | null
    reason: string | null
  }
  shipping_line: {
    decision: CarrierDecision
    selected: CarrierCandidate | null
    candidates: CarrierCandidate[]
  }
}

export interface InferResponse {
  data: { id: string; type: 'infer_number_results'; attributes: InferAttributes }
}

/* ---------- webhooks ---------- */

export interface WebhookAttributes {
  url: string
  active: boolean
  events: string[]
  secret: string
  headers: { name: string; value: string }[]
}

export type WebhookResource = Resource<'webhook', WebhookAttributes>

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed'

export interface WebhookNotificationAttributes {
  event: string
  delivery_status: DeliveryStatus
  created_at: string
  version?: string
}

export type WebhookNotificationResource = Resource<
  'webhook_notification',
  WebhookNotificationAttributes,
  {
    webhook: Relationship<'webhook'>
    reference_object?: Relationship
    document?: Relationship<'document'>
  }
>

export interface WebhookTriggerResponse {
  url: string
  succeeded: boolean
  error: string | null
  status_code: number | null
  request_headers: Record<string, string>
  request_body: string
  response_headers: Record<string, string> | null
  response_body: string | null
}

/* ---------- routing (map) ---------- */

export type Position = [number, number]

export interface MapFeature {
  type: 'Feature'
  geometry:
    { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Position[] }
  properties: { feature_type: MapFeatureType } & Record<string, unknown>
}

export type MapFeatureType =
  | 'port'
  | 'current_vessel'
  | 'past_vessel_locations'
  | 'estimated_full_legs'
  | 'estimated_partial_leg'

export interface MapFeatureCollection {
  type: 'FeatureCollection'
  features: MapFeature[]
}
