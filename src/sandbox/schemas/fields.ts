/** One field a document type's extraction produces. */
export interface FieldSpec {
  key: string
  title: string
  description: string
  kind: 'string' | 'date' | 'amount' | 'currency' | 'list'
  required?: boolean
}

/** The current schema of one document type: version date and ordered fields. */
export interface TypeSchema {
  type: string
  version: string
  description: string
  fields: FieldSpec[]
}

const f = (
  key: string,
  title: string,
  kind: FieldSpec['kind'],
  description: string,
  required = false
): FieldSpec => ({ key, title, kind, description, required })

const containers = f(
  'container_numbers',
  'Container numbers',
  'list',
  'ISO 6346 container numbers with a valid check digit.'
)
const bl = (required = false) =>
  f(
    'bill_of_lading_number',
    'Bill of lading number',
    'string',
    'Master bill of lading (or waybill) number.',
    required
  )
const vessel = f('vessel_name', 'Vessel', 'string', 'Name of the ocean vessel.')
const voyage = f('voyage_number', 'Voyage', 'string', 'Voyage number of the vessel.')
const pol = f('port_of_loading', 'Port of loading', 'string', 'Port where the cargo was loaded.')
const pod = f(
  'port_of_discharge',
  'Port of discharge',
  'string',
  'Port where the cargo is discharged.'
)
const shipper = f('shipper_name', 'Shipper', 'string', 'Party shipping the goods.')
const consignee = f('consignee_name', 'Consignee', 'string', 'Party receiving the goods.')
const booking = f('booking_number', 'Booking number', 'string', 'Carrier booking number.')

const transport = (numberRequired: boolean): FieldSpec[] => [
  bl(numberRequired),
  booking,
  shipper,
  consignee,
  vessel,
  voyage,
  pol,
  pod,
  containers,
  f('issue_date', 'Date of issue', 'date', 'Date the document was issued.')
]

/** Current schema per document type; extraction fills exactly these properties. */
export const TYPE_SCHEMAS: Record<string, TypeSchema> = {
  commercial_invoice: {
    type: 'commercial_invoice',
    version: '2026-03-23',
    description: 'Seller’s invoice for goods in international trade.',
    fields: [
      f('invoice_number', 'Invoice number', 'string', 'Number of the invoice.', true),
      f('invoice_date', 'Invoice date', 'date', 'Date of the invoice (YYYY-MM-DD).', true),
      f('supplier_name', 'Supplier', 'string', 'Seller or exporter issuing the invoice.', true),
      f('buyer_name', 'Buyer', 'string', 'Buyer, importer or party billed.'),
      f(
        'total_amount',
        'Total amount',
        'amount',
        'Invoice total as a decimal string, e.g. 12450.00.',
        true
      ),
      f('currency', 'Currency', 'currency', 'ISO 4217 code of the total.', true),
      f(
        'purchase_order_number',
        'Purchase order number',
        'string',
        'Buyer’s purchase order reference.'
      ),
      bl(),
      containers
    ]
  },
  bill_of_lading: {
    type: 'bill_of_lading',
    version: '2026-02-10',
    description: 'Carrier’s receipt and title document for goods shipped by sea.',
    fields: transport(true)
  },
  sea_waybill: {
    type: 'sea_waybill',
    version: '2026-02-10',
    description: 'Non-negotiable carrier receipt for goods shipped by sea.',
    fields: transport(true)
  },
  house_bill_of_lading: {
    type: 'house_bill_of_lading',
    version: '2026-02-10',
    description: 'Forwarder’s (NVOCC) bill of lading under a master bill.',
    fields: [
      f(
        'house_bill_of_lading_number',
        'House bill of lading number',
        'string',
        'Number of the house bill.',
        true
      ),
      ...transport(false)
    ]
  },
  arrival_notice: {
    type: 'arrival_notice',
    version: '2026-02-10',
    description: 'Carrier’s notice that the cargo is arriving at the port of discharge.',
    fields: [
      bl(true),
      consignee,
      vessel,
      voyage,
      pod,
      f('eta_date', 'Estimated arrival', 'date', 'Estimated date of arrival (YYYY-MM-DD).'),
      containers
    ]
  },
  delivery_order: {
    type: 'delivery_order',
    version: '2026-02-10',
    description: 'Order releasing the cargo to the party named for pickup.',
    fields: [
      f(
        'delivery_order_number',
        'Delivery order number',
        'string',
        'Number of the delivery order.',
        true
      ),
      bl(),
      consignee,
      f('release_date', 'Release date', 'date', 'Date the cargo is released (YYYY-MM-DD).'),
      containers
    ]
  },
  packing_list: {
    type: 'packing_list',
    version: '2026-02-10',
    description: 'List of packages, contents and weights of a shipment.',
    fields: [
      f(
        'packing_list_number',
        'Packing list number',
        'string',
        'Number of the packing list.',
        true
      ),
      f('invoice_number', 'Invoice number', 'string', 'Invoice the packing list belongs to.'),
      shipper,
      consignee,
      f('total_packages', 'Total packages', 'string', 'Number of packages.'),
      f(
        'gross_weight_kg',
        'Gross weight (kg)',
        'string',
        'Total gross weight in kilograms as a decimal string.'
      ),
      f(
        'purchase_order_number',
        'Purchase order number',
        'string',
        'Buyer’s purchase order reference.'
      ),
      containers
    ]
  },
  cargo_control_document: {
    type: 'cargo_control_document',
    version: '2026-02-10',
    description: 'Canadian customs cargo control document (CCN).',
    fields: [
      f(
        'cargo_control_number',
        'Cargo control number',
        'string',
        'CCN: carrier code and serial.',
        true
      ),
      bl(),
      f('port_of_entry', 'Port of entry', 'string', 'Customs port of entry.'),
      containers
    ]
  }
}
