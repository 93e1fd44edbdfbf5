import type { Catalog } from '../../catalog'
import type source from '../en/codes'

export default {
  documentType: {
    commercial_invoice: 'Factura comercial',
    bill_of_lading: 'Conocimiento de embarque',
    sea_waybill: 'Carta de porte marítimo',
    house_bill_of_lading: 'Conocimiento de embarque house',
    arrival_notice: 'Aviso de llegada',
    delivery_order: 'Orden de entrega',
    packing_list: 'Lista de empaque',
    cargo_control_document: 'Documento de control de carga (Canadá)'
  },
  field: {
    invoice_number: 'Número de factura',
    invoice_date: 'Fecha de factura',
    supplier_name: 'Proveedor',
    buyer_name: 'Comprador',
    total_amount: 'Importe total',
    currency: 'Moneda',
    purchase_order_number: 'Número de orden de compra',
    bill_of_lading_number: 'Número de conocimiento de embarque',
    house_bill_of_lading_number: 'Número de conocimiento de embarque house',
    booking_number: 'Número de reserva',
    shipper_name: 'Embarcador',
    consignee_name: 'Consignatario',
    vessel_name: 'Buque',
    voyage_number: 'Viaje',
    port_of_loading: 'Puerto de carga',
    port_of_discharge: 'Puerto de descarga',
    container_numbers: 'Números de contenedor',
    issue_date: 'Fecha de emisión',
    eta_date: 'Llegada estimada',
    delivery_order_number: 'Número de orden de entrega',
    release_date: 'Fecha de liberación',
    packing_list_number: 'Número de lista de empaque',
    total_packages: 'Total de bultos',
    gross_weight_kg: 'Peso bruto (kg)',
    cargo_control_number: 'Número de control de carga',
    port_of_entry: 'Puerto de entrada'
  },
  containerStatus: {
    new: 'Nuevo',
    on_ship: 'En el buque',
    available: 'Disponible para retiro',
    not_available: 'No disponible para retiro',
    grounded: 'En tierra en la terminal',
    on_rail: 'En ferrocarril',
    picked_up: 'Retirado',
    off_dock: 'En un depósito externo',
    delivered: 'Entregado',
    dropped: 'Dejado en el consignatario',
    loaded: 'Cargado',
    empty_returned: 'Vacío devuelto',
    awaiting_inland_transfer: 'En espera de traslado al interior'
  },
  equipment: {
    dry: 'seco',
    reefer: 'refrigerado',
    'open top': 'open top',
    'flat rack': 'flat rack',
    bulk: 'granel',
    tank: 'tanque'
  },
  equipmentSize: '{type} de {length}′',
  equipmentHighCube: '{type} de {length}′, high cube',
  hold: {
    customs: 'Aduana',
    freight: 'Flete',
    usda: 'USDA',
    fda: 'FDA',
    line: 'Naviera',
    other: 'Otra'
  },
  invalidReason: {
    check_digit: 'El dígito de control es incorrecto.',
    container_length: 'Un número de contenedor tiene 11 caracteres: 4 letras y 7 dígitos.',
    owner_code: 'El código de propietario debe tener 3 letras.',
    category: 'La cuarta letra debe ser U, J o Z.',
    serial: 'El número de serie y el dígito de control deben ser 7 dígitos.',
    bl_length:
      'Un número de conocimiento de embarque tiene de 6 a 16 caracteres tras el prefijo de la naviera.'
  }
} satisfies Catalog<typeof source>
