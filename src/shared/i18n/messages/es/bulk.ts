import type { Catalog } from '../../catalog'
import type source from '../en/bulk'

export default {
  label: 'Actuar sobre los archivos seleccionados',
  type: 'Tipo de documento para los archivos seleccionados',
  typePlaceholder: 'Fijar tipo de documento…',
  setType: 'Fijar',
  remove: 'Quitar',
  exportCsv: 'Exportar CSV',
  joiner: ', ',
  done: {
    setType: '{n} con tipo {type} | {n} con tipo {type}',
    reclassify: '{n} reclasificado | {n} reclasificados',
    reextract: '{n} vuelto a extraer | {n} vueltos a extraer',
    relink: '{n} vuelto a vincular | {n} vueltos a vincular',
    retry: '{n} se vuelve a intentar | {n} se vuelven a intentar',
    remove: '{n} quitado | {n} quitados'
  },
  skipped: '{n} omitido: {reason} | {n} omitidos: {reason}',
  reason: {
    notSent: 'aún no enviado',
    inFlight: 'aún en proceso',
    duplicate: 'duplicado de otro documento',
    notRetryable: 'nada que reintentar',
    sameType: 'ya tiene ese tipo',
    gone: 'ya no está en la bandeja de entrada',
    refused: 'el servicio lo rechazó'
  },
  /** "Track their numbers": the detail's "Track this number" for each selected document. */
  track: {
    action: 'Rastrear sus números',
    working: 'Rastreando los números: {done} de {total}…',
    openFirst: 'Elegir la naviera del primero',
    end: {
      linked: '{n} rastreado y vuelto a vincular | {n} rastreados y vueltos a vincular',
      notLinked: '{n} rastreado, aún sin vincular | {n} rastreados, aún sin vincular',
      pending:
        '{n} aún en rastreo, se vinculará por sí solo | {n} aún en rastreo, se vincularán por sí solos',
      failed: '{n} no se pudo rastrear | {n} no se pudieron rastrear',
      invalid:
        '{n} tiene un número que el servicio considera no válido | {n} tienen un número que el servicio considera no válido',
      carrier: '{n} necesita elegir naviera | {n} necesitan elegir naviera',
      several:
        '{n} tiene varios números: elija uno en su detalle | {n} tienen varios números: elija uno en su detalle',
      noNumber: '{n} no tiene número | {n} no tienen número',
      notNeeded: '{n} no espera ningún envío | {n} no esperan ningún envío',
      refused: '{n} sin consultar: {reason} | {n} sin consultar: {reason}'
    }
  },
  exported: '{n} archivo exportado a {path} | {n} archivos exportados a {path}',
  failed: {
    setType: 'No se pudo fijar el tipo de los archivos seleccionados: {reason}',
    reclassify: 'No se pudieron reclasificar los archivos seleccionados: {reason}',
    reextract: 'No se pudieron volver a extraer los archivos seleccionados: {reason}',
    relink: 'No se pudieron volver a vincular los archivos seleccionados: {reason}',
    retry: 'No se pudieron reintentar los archivos seleccionados: {reason}',
    remove: 'No se pudieron quitar los archivos seleccionados: {reason}',
    exportCsv: 'No se pudieron exportar los archivos seleccionados: {reason}'
  },
  csv: {
    received: 'Recibido',
    containers: 'Contenedores',
    documentId: 'ID del documento',
    serviceLink: 'Enlace en el servicio',
    pages: 'Páginas',
    duplicateOf: 'Posible duplicado de'
  }
} satisfies Catalog<typeof source>
