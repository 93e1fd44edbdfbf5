import type { Catalog } from '../../catalog'
import type source from '../en/states'

export default {
  label: {
    waiting: 'En espera',
    queued: 'En cola',
    hashing: 'Comprobando',
    uploading: 'Subiendo',
    submitted: 'Enviado',
    classified: 'Clasificado',
    extracted: 'Extraído',
    extraction_failed: 'No leído',
    stalled: 'Estancado',
    duplicate: 'Duplicado',
    empty: 'Vacío',
    failed: 'Fallido',
    retrying: 'Reintentando',
    paused: 'En pausa',
    cancelled: 'Cancelado'
  },
  sentence: {
    waiting: 'Esperando a que el archivo termine de guardarse',
    queued: 'En cola para enviarse',
    hashing: 'Leyendo el archivo para obtener su huella',
    uploading: 'Enviando el archivo al servicio',
    submitted: 'Enviado; el servicio está averiguando qué tipo de documento es',
    classified: 'Tipo reconocido; el servicio está leyendo sus datos',
    extracted: 'Listo: datos leídos y vinculados',
    extraction_failed: 'El servicio no pudo leer los datos de este documento',
    stalled: 'El servicio no ha terminado en el tiempo habitual',
    duplicate: 'Ya se envió antes; remite al documento existente',
    empty: 'No enviado: el archivo está vacío (0 bytes)',
    failed: 'No se pudo enviar',
    retrying: 'Un problema temporal; se reintentará en breve',
    paused: 'La recepción está en pausa; seguirá al reanudarla',
    cancelled: 'Retirado de la recepción'
  },
  held: {
    label: 'Retenido',
    sentence: 'Dropdock no puede guardar sus datos; este archivo seguirá solo en cuanto pueda'
  }
} satisfies Catalog<typeof source>
