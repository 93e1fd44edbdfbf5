/**
 * The shape of every service answer the app reads, as valibot schemas. They check what the
 * engine, the IPC views, the renderer and the CLI read, and nothing more: extra fields pass
 * (looseObject), so a service that adds attributes never breaks the app. The answer itself is
 * handed on unchanged once it passed.
 */
import * as v from 'valibot'

const str = v.string()
const nullableStr = v.nullable(v.string())
/** Present or not, text or null: read with `?? fallback` by its readers. */
const optionalText = v.optional(nullableStr)
const strings = v.array(v.string())

const identifier = v.looseObject({ id: str, type: str })
const toOne = v.optional(v.looseObject({ data: v.nullable(identifier) }))
const toMany = v.optional(v.looseObject({ data: v.array(identifier) }))

/** A JSON:API resource: id, type, an attributes object, optional relationships. */
function resource<A extends v.ObjectEntries, R extends v.ObjectEntries = Record<string, never>>(
  attributes: A,
  relationships?: R
) {
  return v.looseObject({
    id: str,
    type: str,
    attributes: v.looseObject(attributes),
    relationships: v.optional(v.looseObject(relationships ?? ({} as R)))
  })
}

/** Included resources: each one needs an id, a type and attributes; known types more (below). */
const included = v.optional(v.array(resource({})))

const listLinks = v.optional(v.looseObject({ next: v.optional(nullableStr) }))

function single<T extends v.GenericSchema>(data: T) {
  return v.looseObject({ data, included })
}

function list<T extends v.GenericSchema>(item: T) {
  return v.looseObject({ data: v.array(item), included, links: listLinks })
}

export const documentResource = resource(
  {
    name: str,
    document_type: nullableStr,
    document_type_manual: optionalText,
    classification_notes: optionalText,
    /** `upload`, `api`, `email` or `split_document`; mailed documents are taken from lists by it. */
    source: optionalText,
    file_size_bytes: v.optional(v.nullable(v.number())),
    created_at: str
  },
  {
    last_document_representation: toOne,
    email_submission: toOne,
    shipments: toMany,
    cargos: toMany
  }
)

export const shipmentResource = resource(
  {
    bill_of_lading_number: str,
    ref_numbers: strings,
    shipping_line_scac: optionalText,
    shipping_line_name: optionalText,
    port_of_lading_name: optionalText,
    port_of_lading_locode: optionalText,
    port_of_discharge_name: optionalText,
    port_of_discharge_locode: optionalText,
    pod_vessel_name: optionalText,
    pod_voyage_number: optionalText,
    pod_eta_at: optionalText,
    pod_ata_at: optionalText
  },
  { containers: toMany }
)

export const containerResource = resource(
  {
    number: str,
    equipment_type: optionalText,
    equipment_length: v.optional(v.nullable(v.number())),
    current_status: optionalText,
    pickup_lfd: optionalText,
    holds_at_pod_terminal: v.array(v.looseObject({ name: optionalText, status: optionalText })),
    fees_at_pod_terminal: v.array(
      v.looseObject({ type: optionalText, amount: v.number(), currency_code: optionalText })
    ),
    import_deadlines: v.optional(v.nullable(v.looseObject({})))
  },
  { shipment: toOne }
)

const representationResource = resource({
  schema_version: str,
  payload: v.looseObject({}),
  updated_at: optionalText
})

const emailSubmissionResource = resource({
  subject: optionalText,
  body_preview: optionalText,
  from: v.optional(strings),
  to: v.optional(strings),
  cc: v.optional(strings),
  sent_at: optionalText,
  created_at: optionalText
})

/** Included resources the app reads beyond id and type, by their type. */
export const INCLUDED_SCHEMAS: Record<string, v.GenericSchema> = {
  shipment: shipmentResource,
  container: containerResource,
  document_representation: representationResource,
  email_submission: emailSubmissionResource
}

const candidate = v.looseObject({ scac: str, name: str, confidence: v.number() })

const trackingRequestResource = resource(
  {
    request_number: str,
    request_type: str,
    status: str,
    failed_reason: optionalText
  },
  { tracked_object: toOne }
)

const notificationResource = resource(
  { event: str, created_at: str },
  { document: toOne, reference_object: toOne }
)

/** Transport events: main drops the ones it cannot read, so only their core is required here. */
const transportEventResource = resource(
  { event: str, timestamp: str, timezone: optionalText, location_locode: optionalText },
  { location: toOne, terminal: toOne, vessel: toOne }
)

const mapFeatureCollection = v.looseObject({
  type: v.literal('FeatureCollection'),
  features: v.array(v.looseObject({ type: str, geometry: v.nullable(v.looseObject({})) }))
})

const schemaProperty = v.looseObject({ type: v.union([str, strings]) })

const schemaResource = resource({
  document_type: str,
  schema_version: str,
  current: v.optional(v.boolean()),
  draft: v.optional(v.boolean()),
  schema_payload: v.looseObject({
    properties: v.record(v.string(), schemaProperty),
    required: v.optional(strings)
  })
})

/** One schema per answer the client reads; `accepted` answers are not read at all. */
export const ANSWERS = {
  blob: v.looseObject({
    signed_id: str,
    direct_upload: v.looseObject({ url: str, headers: v.record(v.string(), v.string()) })
  }),
  document: single(documentResource),
  documents: list(documentResource),
  documentTypes: v.looseObject({
    document_types: v.array(v.looseObject({ code: str, label: str }))
  }),
  downloadUrl: v.looseObject({ download_url: str }),
  documentSchema: single(schemaResource),
  documentSchemas: list(schemaResource),
  notifications: list(notificationResource),
  inference: v.looseObject({
    data: resource({
      number_type: str,
      validation: v.looseObject({
        is_valid: v.nullable(v.boolean()),
        check_digit_passed: v.optional(v.nullable(v.boolean())),
        reason: optionalText
      }),
      shipping_line: v.looseObject({
        decision: str,
        selected: v.nullable(candidate),
        candidates: v.array(candidate)
      })
    })
  }),
  trackingRequest: single(trackingRequestResource),
  shippingLines: list(
    resource({
      scac: str,
      name: str,
      bill_of_lading_tracking_support: v.boolean(),
      booking_number_tracking_support: v.boolean(),
      container_number_tracking_support: v.boolean()
    })
  ),
  shipments: list(shipmentResource),
  shipment: single(shipmentResource),
  container: single(containerResource),
  transportEvents: list(transportEventResource),
  mapGeojson: mapFeatureCollection,
  accepted: v.unknown()
} satisfies Record<string, v.GenericSchema>

export type AnswerName = keyof typeof ANSWERS
