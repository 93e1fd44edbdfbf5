/** En qué quedó un documento, el número de su fila y las frases conocidas del servicio. */
export default {
  label: {
    working: 'En curso',
    linked: 'Vinculado',
    needs_shipment: 'Sin envío',
    needs_data: 'Faltan datos',
    possible_duplicate: 'Posible duplicado',
    same_file: 'Ya enviado',
    failed: 'Fallido',
    cancelled: 'Cancelado'
  },
  sentence: {
    linked: 'Vinculado a {refs}',
    linkedSelf: 'Vinculado a su envío',
    needs_shipment: 'Aún sin envío',
    possible_duplicate: 'Quizá el mismo documento que uno enviado antes'
  },
  row: '{key} · {text}',
  key: {
    invoice_number: 'Factura {number}',
    bill_of_lading_number: 'B/L {number}',
    house_bill_of_lading_number: 'B/L house {number}',
    booking_number: 'Reserva {number}',
    delivery_order_number: 'Orden de entrega {number}',
    cargo_control_number: 'Control de carga {number}',
    packing_list_number: 'Lista de empaque {number}',
    purchase_order_number: 'Orden de compra {number}',
    container_numbers: 'Contenedor {number}'
  },
  filter: {
    linked: 'Vinculados ({n})',
    needs_shipment: 'Sin envío ({n})',
    possible_duplicate: 'Posibles duplicados ({n})'
  },
  duplicate: {
    of: 'Posible duplicado de {name}',
    why: 'Un documento anterior de este tipo tiene el mismo {fields}, pero su archivo no es el mismo: ¿el mismo papel escaneado o guardado otra vez?',
    open: 'Abrir el otro',
    keep: 'Conservar ambos',
    remove: 'Quitar este',
    kept: 'Se conservan ambos: ya no cuenta como pendiente de revisión.',
    fields: {
      invoice: 'número de factura y proveedor',
      other: 'número clave'
    }
  },
  explain: {
    needs_shipment:
      'El servicio leyó este documento pero no lo vinculó a ningún envío: ninguno de sus números pertenece todavía a un envío que usted siga. Siga el número en Búsqueda y pulse Volver a vincular.',
    needs_shipmentKey:
      'El servicio leyó este documento pero no lo vinculó a ningún envío: {key} no pertenece todavía a ningún envío que usted siga. Siga el número en Búsqueda y pulse Volver a vincular.',
    needs_shipmentTrack:
      'El servicio leyó este documento pero no lo vinculó a ningún envío: {key} no pertenece todavía a ningún envío que usted siga. Pulse Rastrear este número a su lado, en Envíos vinculados.'
  },
  said: {
    required_fields_missing: 'El servicio no encontró estos campos obligatorios: {fields}.',
    no_text: 'El archivo no tiene texto legible; probablemente es un escaneo sin capa de texto.',
    no_schema: 'El servicio no lee datos de los documentos del tipo {type}.'
  },
  refused: {
    known:
      '«{name}» es {what}. El servicio no puede leer archivos así: envíe un PDF, una imagen o un archivo de texto.',
    unknown:
      '«{name}» no es un documento que el servicio pueda leer (sus bytes no son un PDF, una imagen ni texto): envíe un PDF, una imagen o un archivo de texto.',
    what: {
      zip: 'un archivo ZIP (los archivos de Office como .docx y .xlsx también son archivos ZIP)',
      zip_empty: 'un archivo ZIP vacío',
      old_office: 'un archivo antiguo de Office (.doc, .xls, .msg)',
      rar: 'un archivo RAR',
      '7z': 'un archivo 7-Zip',
      gzip: 'un archivo gzip'
    }
  }
}
