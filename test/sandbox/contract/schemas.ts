/**
 * The response schemas of the public service's routes, as this project reads them in the
 * service's public OpenAPI description (written here by hand, nothing copied), narrowed by the
 * interface document where the two differ (a document's `document_type` is null until
 * classified). Extra members pass, as the description allows them; required members, their
 * types and the enumerated `type` values are checked.
 */
import * as v from 'valibot'

const str = v.string()
const nullableStr = v.nullable(str)
const int = v.pipe(v.number(), v.integer())
const timestamp = v.pipe(str, v.isoTimestamp())
const nullableTimestamp = v.nullable(timestamp)

const identifierOf = <T extends string>(...types: [T, ...T[]]) =>
  v.looseObject({ id: str, type: v.picklist(types) })
const toOne = <T extends string>(...types: [T, ...T[]]) =>
  v.looseObject({ data: v.nullable(identifierOf(...types)) })
const toMany = <T extends string>(...types: [T, ...T[]]) =>
  v.looseObject({ data: v.array(identifierOf(...types)) })

/** A JSON:API resource of one type. */
function resource<T extends string, A extends v.ObjectEntries, R extends v.ObjectEntries>(
  type: T,
  attributes: A,
  relationships: R
) {
  return v.looseObject({
    id: str,
    type: v.literal(type),
    attributes: v.looseObject(attributes),
    relationships: v.optional(v.looseObject(relationships))
  })
}

const anyResource = v.looseObject({
  id: str,
  type: str,
  attributes: v.optional(v.record(str, v.unknown()))
})

/** `links` of a list: absolute addresses; `prev`/`next` only where such a page exists. */
const links = v.looseObject({
  self: v.pipe(str, v.url()),
  first: v.optional(v.pipe(str, v.url())),
  last: v.optional(v.pipe(str, v.url())),
  next: v.optional(v.pipe(str, v.url())),
  prev: v.optional(v.pipe(str, v.url()))
})
const meta = v.looseObject({ size: int, total: int })

function list<T extends v.GenericSchema>(item: T) {
  return v.looseObject({
    data: v.array(item),
    included: v.optional(v.array(anyResource)),
    links,
    meta
  })
}

function single<T extends v.GenericSchema>(item: T) {
  return v.looseObject({
    data: item,
    included: v.optional(v.array(anyResource)),
    links: v.optional(v.looseObject({ self: str }))
  })
}

/** The errors envelope of every failure. */
const errorsEnvelope = v.looseObject({
  errors: v.pipe(
    v.array(
      v.looseObject({
        status: str,
        title: str,
        detail: v.optional(str),
        code: v.optional(str),
        source: v.optional(v.looseObject({ pointer: v.optional(str), parameter: v.optional(str) }))
      })
    ),
    v.minLength(1)
  )
})

// --- Shipping resources -------------------------------------------------------------------

const shipment = resource(
  'shipment',
  {
    bill_of_lading_number: str,
    normalized_number: nullableStr,
    ref_numbers: v.array(str),
    tags: v.array(str),
    created_at: timestamp,
    port_of_lading_locode: nullableStr,
    port_of_discharge_locode: nullableStr,
    shipping_line_scac: nullableStr,
    pod_eta_at: nullableTimestamp,
    line_tracking_stopped_at: nullableTimestamp,
    line_tracking_stopped_reason: nullableStr
  },
  {
    port_of_lading: toOne('port'),
    port_of_discharge: toOne('port'),
    destination: toOne('port'),
    pod_terminal: toOne('terminal'),
    destination_terminal: toOne('terminal'),
    containers: toMany('container')
  }
)

const container = resource(
  'container',
  {
    number: str,
    ref_numbers: v.array(str),
    equipment_type: nullableStr,
    current_status: str,
    pickup_lfd: nullableTimestamp,
    holds_at_pod_terminal: v.array(v.looseObject({ name: str, status: str })),
    fees_at_pod_terminal: v.array(v.looseObject({ type: str, amount: v.number() })),
    created_at: timestamp
  },
  {
    shipment: toOne('shipment'),
    pod_terminal: toOne('terminal'),
    pickup_facility: toOne('terminal')
  }
)

const port = resource('port', { name: str, code: str, country_code: str, time_zone: str }, {})

const vessel = resource('vessel', { name: str, imo: nullableStr }, {})

const nullableNumber = v.nullable(v.number())
const vesselWithPositions = resource(
  'vessel',
  {
    name: str,
    imo: nullableStr,
    mmsi: nullableStr,
    latitude: nullableNumber,
    longitude: nullableNumber,
    nautical_speed_knots: nullableNumber,
    navigational_heading_degrees: nullableNumber,
    position_timestamp: nullableTimestamp,
    positions: v.optional(
      v.array(
        v.looseObject({
          latitude: v.number(),
          longitude: v.number(),
          heading: v.optional(nullableNumber),
          timestamp: timestamp,
          estimated: v.boolean()
        })
      )
    )
  },
  {}
)

const trackingRequest = resource(
  'tracking_request',
  {
    request_number: str,
    request_type: v.picklist(['bill_of_lading', 'booking_number', 'container']),
    scac: str,
    status: v.picklist(['pending', 'awaiting_manifest', 'created', 'failed', 'tracking_stopped']),
    failed_reason: nullableStr,
    created_at: timestamp
  },
  { tracked_object: toOne('shipment') }
)

const transportEvent = resource(
  'transport_event',
  { event: str, timestamp: nullableTimestamp, created_at: timestamp },
  { shipment: toOne('shipment'), container: toOne('container'), location: toOne('port') }
)

// --- Custom fields ------------------------------------------------------------------------

/** `value` of a custom field: the description allows text, number, boolean or a list. */
const customFieldValue = v.nullable(v.union([str, v.number(), v.boolean(), v.array(str)]))

const customFieldDefinition = resource(
  'custom_field_definition',
  {
    entity_type: v.picklist(['Shipment', 'Container', 'TrackingRequest']),
    api_slug: str,
    display_name: str,
    description: v.optional(nullableStr),
    data_type: v.picklist([
      'short_text',
      'number',
      'date',
      'datetime',
      'boolean',
      'enum',
      'enum_multi',
      'reference'
    ]),
    default_value: v.optional(customFieldValue)
  },
  {}
)

const customField = resource(
  'custom_field',
  { api_slug: str, value: customFieldValue, display_value: v.optional(nullableStr) },
  {
    entity: toOne('shipment', 'container', 'tracking_request'),
    definition: toOne('custom_field_definition')
  }
)

// --- Search and route ---------------------------------------------------------------------

/**
 * A search hit. The description names shipments, cargos and tracking requests; this sandbox
 * also finds documents (the interface's document resources), marked `document`.
 */
const searchKind = v.picklist(['shipment', 'cargo', 'tracking_request', 'document'])
const searchHit = v.looseObject({
  id: str,
  type: searchKind,
  attributes: v.looseObject({
    entity_type: searchKind,
    number: str,
    shipment_id: nullableStr,
    scac: nullableStr,
    port_of_lading_name: nullableStr,
    port_of_discharge_name: nullableStr,
    containers_count: v.nullable(int),
    tracking_stopped: v.nullable(v.boolean()),
    tracking_stopped_reason: nullableStr,
    status: nullableStr,
    failed_reason: nullableStr,
    ref_numbers: v.array(str),
    created_at: timestamp,
    updated_at: timestamp
  })
})

const routeLocation = resource(
  'route_location',
  {
    inbound_scac: nullableStr,
    inbound_mode: nullableStr,
    inbound_eta_at: nullableTimestamp,
    inbound_ata_at: nullableTimestamp,
    inbound_voyage_number: nullableStr,
    outbound_scac: nullableStr,
    outbound_mode: nullableStr,
    outbound_etd_at: nullableTimestamp,
    outbound_atd_at: nullableTimestamp,
    outbound_voyage_number: nullableStr,
    created_at: timestamp,
    updated_at: timestamp
  },
  {
    route: toOne('route'),
    location: toOne('port'),
    inbound_vessel: toOne('vessel'),
    outbound_vessel: toOne('vessel')
  }
)

const route = resource(
  'route',
  { created_at: timestamp, updated_at: timestamp },
  { route_locations: toMany('route_location') }
)

// --- Webhooks -----------------------------------------------------------------------------

const webhook = resource(
  'webhook',
  {
    url: v.pipe(str, v.url()),
    active: v.boolean(),
    events: v.array(str),
    secret: str,
    headers: v.optional(v.nullable(v.array(v.looseObject({ name: str, value: str }))))
  },
  {}
)

const webhookEventCategory = v.looseObject({
  id: str,
  type: v.literal('webhook_event_category'),
  attributes: v.looseObject({
    name: str,
    events: v.array(v.looseObject({ name: str, description: str }))
  })
})

const webhookNotification = resource(
  'webhook_notification',
  {
    event: str,
    delivery_status: v.picklist(['pending', 'succeeded', 'failed']),
    created_at: str
  },
  {
    webhook: v.optional(toOne('webhook')),
    reference_object: v.optional(
      toOne('tracking_request', 'estimated_event', 'transport_event', 'container_updated_event')
    ),
    document: v.optional(toOne('document'))
  }
)

/**
 * A notification listing: the items its `included` may hold are the ones the description names
 * (webhook, tracking request, transport and estimated events) and, for document notifications,
 * what the interface says their payload holds.
 */
const notificationList = v.looseObject({
  data: v.array(webhookNotification),
  included: v.array(
    v.looseObject({
      id: str,
      type: v.picklist([
        'webhook',
        'tracking_request',
        'transport_event',
        'estimated_event',
        'document',
        'email_submission',
        'document_representation'
      ])
    })
  ),
  links,
  meta
})

// --- Parties, mail, options --------------------------------------------------------------

const party = resource('party', { company_name: str }, {})

const metroArea = resource(
  'metro_area',
  {
    name: str,
    code: str,
    state_abbr: nullableStr,
    country_code: str,
    time_zone: str,
    latitude: nullableNumber,
    longitude: nullableNumber
  },
  {}
)

const emailSubmission = resource(
  'email_submission',
  {
    subject: v.nullable(str),
    from: v.array(str),
    to: v.array(str),
    cc: v.array(str),
    sent_at: nullableTimestamp,
    message_id: nullableStr,
    documents_count: int,
    created_at: timestamp
  },
  { documents: toMany('document') }
)

const customFieldOption = resource(
  'custom_field_option',
  { label: str, value: str, position: v.nullable(int) },
  {}
)

// --- Route answers, by the path the description gives them --------------------------------

export const answers = {
  'GET /search': v.looseObject({
    data: v.pipe(v.array(searchHit), v.maxLength(25)),
    links: v.optional(v.looseObject({ self: str }))
  }),
  'GET /containers/{id}/route': v.looseObject({
    data: route,
    included: v.array(v.variant('type', [routeLocation, port, vessel])),
    links: v.looseObject({ self: str })
  }),
  'GET /custom_field_definitions': list(customFieldDefinition),
  'GET /custom_field_definitions/{id}': single(customFieldDefinition),
  'POST /custom_field_definitions': single(customFieldDefinition),
  'POST /custom_field_definitions/{id}/options': single(customFieldOption),
  'GET /containers/{id}/custom_fields': list(customField),
  'POST /containers/{id}/custom_fields': single(customField),
  'GET /custom_fields': list(customField),
  'GET /shipments/{id}/custom_fields': list(customField),
  'GET /custom_fields/{id}': single(customField),
  'GET /webhooks/events': v.looseObject({ data: v.array(webhookEventCategory) }),
  'GET /webhook_notifications/examples': notificationList,
  'GET /webhook_notifications': notificationList,
  'GET /webhook_notifications/{id}': v.looseObject({
    data: webhookNotification,
    included: notificationList.entries.included
  }),
  'GET /webhooks': list(webhook),
  'POST /webhooks': single(webhook),
  'GET /shipments': list(shipment),
  'GET /shipments/{id}': single(shipment),
  'GET /containers': list(container),
  'GET /containers/{id}': single(container),
  'GET /containers/{id}/transport_events': list(transportEvent),
  'GET /tracking_requests': list(trackingRequest),
  'PATCH /tracking_requests/{id}': single(trackingRequest),
  'GET /ports/{id}': single(port),
  'PATCH /containers/{id}/refresh': v.looseObject({ message: str }),
  'POST /documents/{id}/rotate': v.looseObject({ status: v.literal('accepted') }),
  'GET /webhooks/ips': v.looseObject({
    webhook_notification_ips: v.array(v.pipe(str, v.ipv4())),
    last_updated: timestamp
  }),
  'GET /parties': list(party),
  'GET /parties/{id}': single(party),
  'GET /metro_areas/{id}': single(metroArea),
  'POST /parties': single(party),
  'GET /email_submissions': list(emailSubmission),
  'GET /email_submissions/{id}': single(emailSubmission),
  'GET /custom_field_definitions/{id}/options': list(customFieldOption),
  'GET /vessels/{id}': single(vesselWithPositions),
  'GET /vessels/{id}/future_positions': single(vesselWithPositions),
  errors: errorsEnvelope
} as const

export type AnswerRoute = keyof typeof answers
