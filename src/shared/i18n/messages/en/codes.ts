import type {
  ContainerStatus,
  DocumentTypeCode,
  EquipmentType,
  FieldKey,
  HoldName,
  InvalidNumberReason
} from '../../../serviceCodes'

/**
 * The service's known codes in the clerk's words (src/shared/serviceCodes.ts lists them); a code
 * not here is shown as the service sent it.
 */
export default {
  documentType: {
    commercial_invoice: 'Commercial invoice',
    bill_of_lading: 'Bill of lading',
    sea_waybill: 'Sea waybill',
    house_bill_of_lading: 'House bill of lading',
    arrival_notice: 'Arrival notice',
    delivery_order: 'Delivery order',
    packing_list: 'Packing list',
    cargo_control_document: 'Cargo control document'
  } satisfies Record<DocumentTypeCode, string>,
  field: {
    invoice_number: 'Invoice number',
    invoice_date: 'Invoice date',
    supplier_name: 'Supplier',
    buyer_name: 'Buyer',
    total_amount: 'Total amount',
    currency: 'Currency',
    purchase_order_number: 'Purchase order number',
    bill_of_lading_number: 'Bill of lading number',
    house_bill_of_lading_number: 'House bill of lading number',
    booking_number: 'Booking number',
    shipper_name: 'Shipper',
    consignee_name: 'Consignee',
    vessel_name: 'Vessel',
    voyage_number: 'Voyage',
    port_of_loading: 'Port of loading',
    port_of_discharge: 'Port of discharge',
    container_numbers: 'Container numbers',
    issue_date: 'Date of issue',
    eta_date: 'Estimated arrival',
    delivery_order_number: 'Delivery order number',
    release_date: 'Release date',
    packing_list_number: 'Packing list number',
    total_packages: 'Total packages',
    gross_weight_kg: 'Gross weight (kg)',
    cargo_control_number: 'Cargo control number',
    port_of_entry: 'Port of entry'
  } satisfies Record<FieldKey, string>,
  containerStatus: {
    new: 'New',
    on_ship: 'On the vessel',
    available: 'Available for pickup',
    not_available: 'Not available for pickup',
    grounded: 'Grounded at the terminal',
    on_rail: 'On rail',
    picked_up: 'Picked up',
    off_dock: 'At an off-dock yard',
    delivered: 'Delivered',
    dropped: 'Dropped at the consignee',
    loaded: 'Loaded',
    empty_returned: 'Empty returned',
    awaiting_inland_transfer: 'Awaiting inland transfer'
  } satisfies Record<ContainerStatus, string>,
  equipment: {
    dry: 'dry',
    reefer: 'reefer',
    'open top': 'open top',
    'flat rack': 'flat rack',
    bulk: 'bulk',
    tank: 'tank'
  } satisfies Record<EquipmentType, string>,
  equipmentSize: '{length}′ {type}',
  equipmentHighCube: '{length}′ {type}, high cube',
  hold: {
    customs: 'Customs',
    freight: 'Freight',
    usda: 'USDA',
    fda: 'FDA',
    line: 'Shipping line',
    other: 'Other'
  } satisfies Record<HoldName, string>,
  invalidReason: {
    check_digit: 'The check digit is wrong.',
    container_length: 'A container number has 11 characters: 4 letters and 7 digits.',
    owner_code: 'The owner code must be 3 letters.',
    category: 'The fourth letter must be U, J or Z.',
    serial: 'The serial number and check digit must be 7 digits.',
    bl_length: 'A bill of lading number has 6 to 16 characters after the carrier prefix.'
  } satisfies Record<InvalidNumberReason, string>
}
