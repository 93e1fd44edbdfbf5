import type { Outcome } from '../../../intake'
import type { KeyField } from '../../../outcome'
import type { UnreadableKind } from '../../../fileTypes'

/**
 * What a document came to for the clerk (src/shared/outcome.ts), the number a row names it by,
 * and the service's known sentences in the clerk's words (src/shared/serviceWords.ts).
 */
export default {
  /** The chip of a read document: on a shipment or not. */
  label: {
    working: 'In progress',
    linked: 'Linked',
    needs_shipment: 'No shipment',
    needs_data: 'Data missing',
    possible_duplicate: 'Possible duplicate',
    same_file: 'Sent before',
    failed: 'Failed',
    cancelled: 'Cancelled'
  } satisfies Record<Outcome, string>,
  sentence: {
    linked: 'Linked to {refs}',
    linkedSelf: 'Linked to its shipment',
    needs_shipment: 'Not on a shipment yet',
    possible_duplicate: 'Possibly the same document as one sent before'
  },
  /** The row's second line: the number the document is worked by, then what it came to. */
  row: '{key} · {text}',
  key: {
    invoice_number: 'Invoice {number}',
    bill_of_lading_number: 'B/L {number}',
    house_bill_of_lading_number: 'House B/L {number}',
    booking_number: 'Booking {number}',
    delivery_order_number: 'Delivery order {number}',
    cargo_control_number: 'Cargo control {number}',
    packing_list_number: 'Packing list {number}',
    purchase_order_number: 'PO {number}',
    container_numbers: 'Container {number}'
  } satisfies Record<KeyField, string>,
  filter: {
    linked: 'Linked ({n})',
    needs_shipment: 'On no shipment ({n})',
    possible_duplicate: 'Possible duplicates ({n})'
  },
  /** A read document that looks like one taken in before (src/shared/possibleDuplicate.ts). */
  duplicate: {
    of: 'Possible duplicate of {name}',
    why: 'An earlier document of this type has the same {fields}, but its file is not the same: the same paper scanned or saved again?',
    open: 'Open the other',
    keep: 'Keep both',
    remove: 'Remove this one',
    kept: 'Both kept: no longer counted as needing attention.',
    fields: {
      invoice: 'invoice number and supplier',
      other: 'key number'
    }
  },
  explain: {
    needs_shipment:
      'The service read this document but linked it to no shipment: none of its numbers belongs to a shipment you track yet. Track the number in Lookup, then press Relink.',
    needs_shipmentKey:
      'The service read this document but linked it to no shipment: {key} belongs to no shipment you track yet. Track the number in Lookup, then press Relink.',
    needs_shipmentTrack:
      'The service read this document but linked it to no shipment: {key} belongs to no shipment you track yet. Press Track this number beside it under Linked shipments.'
  },
  /** The service's known sentences, in the clerk's words. */
  said: {
    required_fields_missing: 'The service did not find these required fields: {fields}.',
    no_text: 'The file has no readable text; it is probably a scan without a text layer.',
    no_schema: 'The service reads no data from documents of the type {type}.'
  },
  /** Why a file was not sent: its bytes are a container the service cannot read. */
  refused: {
    known:
      '“{name}” is {what}. The service cannot read such files: send a PDF, an image or a text file.',
    unknown:
      '“{name}” is not a document the service can read (its bytes are not a PDF, an image or text): send a PDF, an image or a text file.',
    what: {
      zip: 'a ZIP archive (Office files such as .docx and .xlsx are ZIP archives too)',
      zip_empty: 'an empty ZIP archive',
      old_office: 'an old Office file (.doc, .xls, .msg)',
      rar: 'a RAR archive',
      '7z': 'a 7-Zip archive',
      gzip: 'a gzip archive'
    } satisfies Record<UnreadableKind, string>
  }
}
