/** Shipments and containers, with the terminal's holds and fees, and custom fields. */
import type { ManyRelationship, Relationship, Resource } from './jsonApi'

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
