import type { Catalog } from '../../catalog'
import type source from '../en/codes'

export default {
  documentType: {
    commercial_invoice: 'Handelsfactuur',
    bill_of_lading: 'Cognossement',
    sea_waybill: 'Zeevrachtbrief',
    house_bill_of_lading: 'House-cognossement',
    arrival_notice: 'Aankomstbericht',
    delivery_order: 'Vrijgaveorder',
    packing_list: 'Paklijst',
    cargo_control_document: 'Cargo control document (Canada)'
  },
  field: {
    invoice_number: 'Factuurnummer',
    invoice_date: 'Factuurdatum',
    supplier_name: 'Leverancier',
    buyer_name: 'Koper',
    total_amount: 'Totaalbedrag',
    currency: 'Valuta',
    purchase_order_number: 'Inkoopordernummer',
    bill_of_lading_number: 'Cognossementsnummer',
    house_bill_of_lading_number: 'House-cognossementsnummer',
    booking_number: 'Boekingsnummer',
    shipper_name: 'Verlader',
    consignee_name: 'Ontvanger',
    vessel_name: 'Schip',
    voyage_number: 'Reis',
    port_of_loading: 'Laadhaven',
    port_of_discharge: 'Loshaven',
    container_numbers: 'Containernummers',
    issue_date: 'Datum van uitgifte',
    eta_date: 'Verwachte aankomst',
    delivery_order_number: 'Vrijgaveordernummer',
    release_date: 'Vrijgavedatum',
    packing_list_number: 'Paklijstnummer',
    total_packages: 'Totaal colli',
    gross_weight_kg: 'Brutogewicht (kg)',
    cargo_control_number: 'Cargo control-nummer',
    port_of_entry: 'Haven van binnenkomst'
  },
  containerStatus: {
    new: 'Nieuw',
    on_ship: 'Op het schip',
    available: 'Klaar voor afhalen',
    not_available: 'Niet klaar voor afhalen',
    grounded: 'Op de terminal neergezet',
    on_rail: 'Op het spoor',
    picked_up: 'Afgehaald',
    off_dock: 'Op een extern depot',
    delivered: 'Afgeleverd',
    dropped: 'Bij de ontvanger neergezet',
    loaded: 'Geladen',
    empty_returned: 'Leeg teruggebracht',
    awaiting_inland_transfer: 'Wacht op vervoer landinwaarts'
  },
  equipment: {
    dry: 'dry',
    reefer: 'koelcontainer',
    'open top': 'open top',
    'flat rack': 'flat rack',
    bulk: 'bulk',
    tank: 'tank'
  },
  equipmentSize: '{length}′ {type}',
  equipmentHighCube: '{length}′ {type}, high cube',
  hold: {
    customs: 'Douane',
    freight: 'Vracht',
    usda: 'USDA',
    fda: 'FDA',
    line: 'Rederij',
    other: 'Overig'
  },
  invalidReason: {
    check_digit: 'Het controlecijfer klopt niet.',
    container_length: 'Een containernummer heeft 11 tekens: 4 letters en 7 cijfers.',
    owner_code: 'De eigenaarscode moet uit 3 letters bestaan.',
    category: 'De vierde letter moet U, J of Z zijn.',
    serial: 'Serienummer en controlecijfer moeten 7 cijfers zijn.',
    bl_length: 'Een cognossementsnummer heeft 6 tot 16 tekens na het rederijvoorvoegsel.'
  }
} satisfies Catalog<typeof source>
