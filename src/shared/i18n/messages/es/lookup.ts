import type { Catalog } from '../../catalog'
import type source from '../en/lookup'

export default {
  title: 'Búsqueda',
  intro: 'Averigüe qué es un número y a qué naviera pertenece, y después empiece a rastrearlo.',
  number: 'Número de contenedor, de conocimiento de embarque o de reserva',
  numberExample: 'p. ej. {example}',
  numberMissing:
    'Escriba o pegue un número de contenedor, de conocimiento de embarque o de reserva.',
  submit: 'Buscar',
  submitting: 'Buscando…',
  rateLimited: 'Demasiadas búsquedas en poco tiempo. Podrá buscar de nuevo en {wait}.',
  seconds: '{n} segundo | {n} segundos',
  result: {
    numberType: 'Tipo de número',
    types: {
      container: 'Número de contenedor',
      bill_of_lading: 'Número de conocimiento de embarque',
      booking: 'Número de reserva'
    },
    validity: 'Validez',
    valid: 'Válido',
    notValid: 'No válido',
    uncheckable: 'No se puede comprobar',
    checkDigit: 'Dígito de control',
    checkPassed: 'Correcto',
    checkFailed: 'Incorrecto',
    checkNone: 'No aplicable',
    reason: 'Motivo',
    readAs: 'Leído como',
    carrier: 'Naviera',
    chooseCarrier: 'Elegir la naviera',
    confidence: 'Confianza para {name}',
    suggested: 'sugerida'
  },
  decision: {
    identified: 'Naviera identificada: {name}',
    identifiedUnnamed: 'Naviera identificada',
    probably: 'Probablemente {name}; confírmelo',
    confirm: 'Confirme la naviera',
    unknown: 'Naviera desconocida'
  },
  carrierList: {
    label: 'O elija entre todas las navieras',
    labelAlone: 'Elija la naviera entre todas las navieras',
    placeholder: 'Buscar por nombre o SCAC',
    noMatch: 'Ninguna naviera coincide con «{query}».',
    failed: 'No se pudo cargar la lista de navieras. {reason}',
    chosen: 'Elegida: {name}',
    remembered: 'La última vez eligió {name} para números que empiezan por «{prefix}».',
    useRemembered: 'Usar {name}'
  },
  tracking: {
    title: 'Rastreo',
    track: 'Rastrear',
    starting: 'Iniciando…',
    notValid: 'Este número no es válido, así que no se puede rastrear.',
    chooseCarrierFirst: 'Elija primero la naviera.',
    checkingAgain: '(se comprueba de nuevo cada pocos segundos)',
    alreadyTracked: 'Ya se rastrea: este número es el envío {number}.',
    openShipment: 'Abrir el envío ↗',
    withReason: ': {reason}',
    shipmentNotLoaded: 'No se pudo cargar el envío que creó esta solicitud. {reason}',
    status: {
      pending: 'Consultando a la naviera…',
      awaiting_manifest: 'Esperando a que la naviera publique el manifiesto',
      created: 'Rastreo: envío creado',
      failed: 'El rastreo ha fallado',
      tracking_stopped: 'Rastreo detenido'
    },
    failedReason: {
      booking_cancelled: 'la naviera indica que la reserva se ha cancelado',
      duplicate: 'este número ya se está rastreando en su cuenta',
      expired: 'el número es demasiado antiguo para rastrearlo',
      internal_processing_error: 'el servicio ha tenido un problema interno; inténtelo más tarde',
      invalid_number: 'la naviera no acepta este número',
      not_found: 'la naviera no conoce este número',
      retries_exhausted: 'la naviera no ha respondido tras muchos intentos',
      shipping_line_unreachable: 'no se ha podido contactar con la naviera; inténtelo más tarde',
      unrecognized_response: 'la naviera ha respondido algo que el servicio no puede leer',
      data_unavailable: 'la naviera aún no tiene datos de este número',
      scac_auto_detect_failed: 'no se ha podido determinar la naviera; elíjala usted'
    }
  },
  shipment: {
    title: 'Envío {number}',
    openInWebApp: 'Abrir en la aplicación web ↗',
    openFailed: 'No se ha podido abrir la aplicación web: {reason}',
    portOfDischarge: 'Puerto de descarga',
    eta: 'ETA',
    containers: 'Contenedores'
  }
} satisfies Catalog<typeof source>
