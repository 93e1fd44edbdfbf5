import type { Catalog } from '../../catalog'
import type source from '../en/housekeeping'

export default {
  actions: {
    cancel: 'Cancelar el envío',
    remove: 'Quitar de la bandeja de entrada…',
    acknowledge: 'Marcar como revisado',
    openInService: 'Abrir el documento en la aplicación web ↗',
    acknowledged: 'Marcado como revisado: ya no cuenta como que requiere atención.'
  },
  steps: {
    label: 'Documentos de la lista',
    previous: 'Anterior',
    next: 'Siguiente',
    previousHint: 'Documento anterior de la lista (Alt+Flecha arriba)',
    nextHint: 'Documento siguiente de la lista (Alt+Flecha abajo)',
    position: '{index} de {count}'
  },
  done: {
    cancel: 'Envío de {name} cancelado',
    remove: '{name} quitado de la bandeja de entrada',
    acknowledge: '{name} marcado como revisado: ya no requiere atención',
    openInService: 'Abriendo la aplicación web'
  },
  failed: {
    cancel: 'No se pudo cancelar el envío de {name}: {reason}',
    remove: 'No se pudo quitar {name} de la bandeja de entrada: {reason}',
    acknowledge: 'No se pudo marcar {name} como revisado: {reason}',
    openInService: 'No se pudo abrir {name} en la aplicación web: {reason}'
  },
  removal: {
    title: 'Quitar de la bandeja de entrada',
    message: '¿Quitar {name} de la bandeja de entrada?',
    messageMany: '¿Quitar {n} archivos de la bandeja de entrada?',
    detail:
      'El archivo se queda donde está y el servicio conserva el documento; un archivo que aún se está enviando se detiene antes. Si no lo ha pedido usted, elija {cancel}.',
    confirm: 'Quitar',
    cancel: 'Cancelar'
  },
  retention: {
    label: 'Conservar los archivos terminados en la bandeja de entrada',
    days: '{n} día | {n} días',
    never: 'Hasta que los quite',
    hint: 'Los archivos terminados se olvidan tras {n} día; los problemas que no ha marcado como revisados se conservan. | Los archivos terminados se olvidan tras {n} días; los problemas que no ha marcado como revisados se conservan.',
    hintNever: 'Los archivos terminados se quedan en la bandeja de entrada hasta que los quite.'
  },
  tray: {
    recent: 'Documentos recientes',
    item: '{name} – {state}',
    /** A file the service split into several documents, one entry for the file. */
    packet: '{name} – {n} documento – {state} | {name} – {n} documentos – {state}'
  }
} satisfies Catalog<typeof source>
