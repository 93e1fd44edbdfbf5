/**
 * The codes the document service is known to send, for the window to put in the clerk's words
 * (each has catalog text under `codes.*`). The service may send others: those are shown as it
 * sent them. Sources: docs/service-facts and the service's published document schemas.
 */

/** Document type codes of the known schemas. */
export const DOCUMENT_TYPE_CODES = [
  'commercial_invoice',
  'bill_of_lading',
  'sea_waybill',
  'house_bill_of_lading',
  'arrival_notice',
  'delivery_order',
  'packing_list',
  'cargo_control_document'
] as const
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number]

/** Field keys of the known schemas' extracted data. */
export const FIELD_KEYS = [
  'invoice_number',
  'invoice_date',
  'supplier_name',
  'buyer_name',
  'total_amount',
  'currency',
  'purchase_order_number',
  'bill_of_lading_number',
  'house_bill_of_lading_number',
  'booking_number',
  'shipper_name',
  'consignee_name',
  'vessel_name',
  'voyage_number',
  'port_of_loading',
  'port_of_discharge',
  'container_numbers',
  'issue_date',
  'eta_date',
  'delivery_order_number',
  'release_date',
  'packing_list_number',
  'total_packages',
  'gross_weight_kg',
  'cargo_control_number',
  'port_of_entry'
] as const
export type FieldKey = (typeof FIELD_KEYS)[number]

/**
 * Amount fields (a decimal string, "12450.00") and the field that holds their ISO 4217 currency,
 * so the amount reads as money in the clerk's language.
 */
export const AMOUNT_CURRENCY: Partial<Record<FieldKey, FieldKey>> = { total_amount: 'currency' }

/** A container's `current_status`. */
export const CONTAINER_STATUSES = [
  'new',
  'on_ship',
  'available',
  'not_available',
  'grounded',
  'on_rail',
  'picked_up',
  'off_dock',
  'delivered',
  'dropped',
  'loaded',
  'empty_returned',
  'awaiting_inland_transfer'
] as const
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number]

/** A container's `equipment_type`. */
export const EQUIPMENT_TYPES = ['dry', 'reefer', 'open top', 'flat rack', 'bulk', 'tank'] as const
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number]

/** Names of terminal holds the service reports (`holds_at_pod_terminal[].name`). */
export const HOLD_NAMES = ['customs', 'freight', 'usda', 'fda', 'line', 'other'] as const
export type HoldName = (typeof HOLD_NAMES)[number]

/**
 * The service's reasons a looked-up number is not valid (`validation.reason`, English text), by
 * the code the catalogs word them under.
 */
export const INVALID_NUMBER_REASONS = {
  'Invalid check digit': 'check_digit',
  'Container number must be 11 characters: 4 letters and 7 digits': 'container_length',
  'Owner code must be 3 letters': 'owner_code',
  'Equipment category letter must be U, J or Z': 'category',
  'Serial number and check digit must be 7 digits': 'serial',
  'Bill of lading number must have 6 to 16 characters after the carrier prefix': 'bl_length'
} as const
export type InvalidNumberReason =
  (typeof INVALID_NUMBER_REASONS)[keyof typeof INVALID_NUMBER_REASONS]
