/** Human labels of the document types the sandbox knows. */
export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  commercial_invoice: 'Commercial Invoice',
  bill_of_lading: 'Bill of Lading',
  sea_waybill: 'Sea Waybill',
  house_bill_of_lading: 'House Bill of Lading',
  arrival_notice: 'Arrival Notice',
  delivery_order: 'Delivery Order',
  packing_list: 'Packing List',
  cargo_control_document: 'Cargo Control Document'
}

/** Label of a type code (the code itself when unknown). */
export function documentTypeLabel(code: string): string {
  return DOCUMENT_TYPE_LABELS[code] ?? code
}
