import type { Catalog } from '../../catalog'
import type source from '../en/notifications'

export default {
  document: 'documento',
  extracted: {
    title: '{name} está listo',
    body: 'Leído como {type}.',
    bodyLinked: 'Leído como {type}, vinculado a {numbers}.'
  },
  duplicate: {
    title: '{name} ya se había enviado',
    body: 'El servicio ya tiene este archivo.'
  },
  extractionFailed: {
    title: '{name}: datos no leídos',
    body: 'Clasificado como {type}, pero no se pudieron extraer sus datos.'
  },
  empty: {
    title: '{name} no se envió',
    body: 'No enviado: el archivo está vacío.'
  },
  stalled: {
    title: '{name} está tardando demasiado',
    body: 'El servicio no lo ha terminado. Ábralo para reintentar.'
  },
  failed: {
    title: 'No se pudo enviar {name}',
    body: '{reason} Ábralo para ver los detalles.',
    bodyUnknown: 'Ábralo para ver el motivo.',
    reason: {
      auth: 'El servicio rechazó la clave de API.',
      forbidden: 'El servicio no lo permite.',
      validation: 'El servicio no aceptó este archivo.',
      not_found: 'El servicio no lo encontró.',
      duplicate: 'El servicio ya tiene este archivo.',
      rate_limited: 'El servicio está ocupado.',
      upstream: 'El servicio tuvo un problema.',
      network: 'No se pudo conectar con el servicio.',
      timeout: 'El servicio tardó demasiado en responder.',
      malformed: 'El servicio envió una respuesta que Dropdock no puede leer.',
      internal: 'Algo falló dentro de Dropdock.',
      unexpected_answer: 'El servicio respondió de forma inesperada.',
      answer_too_large: 'La respuesta del servicio era demasiado grande.',
      file: 'No se pudo leer el archivo.',
      checksum: 'El archivo cambió mientras se enviaba.',
      too_large: 'El archivo es demasiado grande para el servicio.',
      not_a_document:
        'El archivo no es un documento que el servicio pueda leer (un archivo comprimido, un archivo de Office o datos desconocidos): envíe un PDF, una imagen o un archivo de texto.'
    }
  },
  batch: {
    titleAttention: 'Algunos documentos requieren atención',
    titleDone: 'Documentos procesados',
    ready: '{n} documento está listo | {n} documentos están listos',
    attention: '{n} requiere su atención | {n} requieren su atención',
    body: '{parts}.',
    separator: ', '
  },
  drop: {
    refusedTitle: '{n} archivo soltado no se aceptó | {n} archivos soltados no se aceptaron',
    refusedLine: '{name}: {reason}'
  },
  storage: {
    pausedTitle: 'Dropdock ha pausado la recepción',
    resumedTitle: 'Dropdock continúa',
    resumedBody: 'Ya se pueden escribir sus datos; la recepción se ha reanudado.',
    problem: {
      full: 'El disco con los datos de Dropdock está lleno: {path}',
      denied: 'Dropdock no tiene permiso para escribir sus datos en {path} (permiso denegado).',
      readOnly: 'El disco con los datos de Dropdock es de solo lectura: {path}',
      io: 'El disco con los datos de Dropdock no pudo escribir (error de E/S): {path}',
      notFolder: '{path} es un archivo, no una carpeta donde Dropdock pueda guardar sus datos.',
      other: 'Dropdock no pudo escribir sus datos en {path} ({code}).'
    }
  }
} satisfies Catalog<typeof source>
