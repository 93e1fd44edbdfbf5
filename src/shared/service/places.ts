/** Ports, terminals, vessels, transport and raw events, shipping lines. */
import type { Relationship, Resource } from './jsonApi'

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
