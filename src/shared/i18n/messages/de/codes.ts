import type { Catalog } from '../../catalog'
import type source from '../en/codes'

export default {
  documentType: {
    commercial_invoice: 'Handelsrechnung',
    bill_of_lading: 'Konnossement',
    sea_waybill: 'Seefrachtbrief',
    house_bill_of_lading: 'House-Konnossement',
    arrival_notice: 'Ankunftsmeldung',
    delivery_order: 'Auslieferungsauftrag',
    packing_list: 'Packliste',
    cargo_control_document: 'Cargo Control Document (Kanada)'
  },
  field: {
    invoice_number: 'Rechnungsnummer',
    invoice_date: 'Rechnungsdatum',
    supplier_name: 'Lieferant',
    buyer_name: 'Käufer',
    total_amount: 'Gesamtbetrag',
    currency: 'Währung',
    purchase_order_number: 'Bestellnummer',
    bill_of_lading_number: 'Konnossementsnummer',
    house_bill_of_lading_number: 'House-Konnossementsnummer',
    booking_number: 'Buchungsnummer',
    shipper_name: 'Versender',
    consignee_name: 'Empfänger',
    vessel_name: 'Schiff',
    voyage_number: 'Reise',
    port_of_loading: 'Ladehafen',
    port_of_discharge: 'Löschhafen',
    container_numbers: 'Containernummern',
    issue_date: 'Ausstellungsdatum',
    eta_date: 'Voraussichtliche Ankunft',
    delivery_order_number: 'Auslieferungsauftragsnummer',
    release_date: 'Freigabedatum',
    packing_list_number: 'Packlistennummer',
    total_packages: 'Packstücke gesamt',
    gross_weight_kg: 'Bruttogewicht (kg)',
    cargo_control_number: 'Cargo-Control-Nummer',
    port_of_entry: 'Eingangszollstelle'
  },
  containerStatus: {
    new: 'Neu',
    on_ship: 'Auf dem Schiff',
    available: 'Zur Abholung bereit',
    not_available: 'Nicht zur Abholung bereit',
    grounded: 'Am Terminal abgesetzt',
    on_rail: 'Auf der Bahn',
    picked_up: 'Abgeholt',
    off_dock: 'Auf einem Außenlager',
    delivered: 'Zugestellt',
    dropped: 'Beim Empfänger abgestellt',
    loaded: 'Verladen',
    empty_returned: 'Leer zurückgegeben',
    awaiting_inland_transfer: 'Wartet auf Weitertransport ins Inland'
  },
  equipment: {
    dry: 'Standard',
    reefer: 'Kühlcontainer',
    'open top': 'Open Top',
    'flat rack': 'Flat Rack',
    bulk: 'Schüttgut',
    tank: 'Tank'
  },
  equipmentSize: '{length}′ {type}',
  equipmentHighCube: '{length}′ {type}, High Cube',
  hold: {
    customs: 'Zoll',
    freight: 'Fracht',
    usda: 'USDA',
    fda: 'FDA',
    line: 'Reederei',
    other: 'Sonstige'
  },
  invalidReason: {
    check_digit: 'Die Prüfziffer ist falsch.',
    container_length: 'Eine Containernummer hat 11 Zeichen: 4 Buchstaben und 7 Ziffern.',
    owner_code: 'Der Eigentümerschlüssel muss aus 3 Buchstaben bestehen.',
    category: 'Der vierte Buchstabe muss U, J oder Z sein.',
    serial: 'Seriennummer und Prüfziffer müssen 7 Ziffern sein.',
    bl_length: 'Eine Konnossementsnummer hat nach dem Reedereipräfix 6 bis 16 Zeichen.'
  }
} satisfies Catalog<typeof source>
