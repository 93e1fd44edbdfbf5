import type { Catalog } from '../../catalog'
import type source from '../en/detail'

export default {
  close: 'Cerrar detalles',
  gone: 'Este archivo ya no está en la bandeja de entrada.',
  showOriginal: 'Mostrar el original: {name}',
  actions: {
    label: 'Acciones',
    reclassify: 'Reclasificar',
    relink: 'Volver a vincular',
    reextract: 'Volver a extraer',
    retry: 'Reintentar',
    openOriginal: 'Abrir original',
    showInFolder: 'Mostrar en la carpeta',
    downloadCopy: 'Descargar la copia del servicio',
    copyError: 'Copiar error',
    removePart: 'Quitar este documento…'
  },
  failed: {
    type: 'No se pudo cambiar el tipo de {name}: {reason}',
    reclassify: 'No se pudo volver a clasificar {name}: {reason}',
    relink: 'No se pudo volver a vincular {name}: {reason}',
    reextract: 'No se pudo volver a leer {name}: {reason}',
    retry: 'No se pudo reintentar {name}: {reason}',
    open: 'No se pudo abrir {name}: {reason}',
    show: 'No se pudo mostrar {name} en su carpeta: {reason}',
    download: 'No se pudo guardar una copia de {name}: {reason}',
    web: 'No se pudo abrir {name} en la aplicación web: {reason}',
    removePart: 'No se pudo quitar el documento de {name} ({pages}): {reason}'
  },
  done: {
    typeSet: 'Tipo cambiado a {type}',
    typeRemoved: 'Tipo manual eliminado',
    reclassify: 'Se ha pedido al servicio que lo vuelva a clasificar',
    relink: 'Se ha pedido al servicio que lo vuelva a vincular',
    reextract: 'Se ha pedido al servicio que lo vuelva a leer',
    retry: 'Reintentando',
    openOriginal: 'Abriendo el original',
    showInFolder: 'Mostrado en su carpeta',
    savedTo: 'Guardado en {path}',
    openWebApp: 'Abriendo la aplicación web',
    partRemoved: 'Documento quitado: {pages}',
    errorCopied: 'Detalles del error copiados',
    copyFailed: 'No se pudo copiar al portapapeles'
  },
  type: {
    title: 'Tipo de documento',
    notClassified: 'Aún sin clasificar',
    setByHand: 'fijado a mano (el servicio indicó {type})',
    setByFolderRule: 'fijado por la regla de la carpeta',
    recognised: 'reconocido por el servicio',
    correct: 'Corregir el tipo',
    useService: 'Usar el tipo del servicio',
    apply: 'Guardar el tipo',
    why: '¿Por qué este tipo?',
    whyWords: 'El servicio se guio por las palabras {words} del documento.',
    whyWord: '«{word}»',
    whyWordInTitle: '«{word}» (en el título)',
    whyNext: 'El siguiente tipo más cercano era {type}.',
    whyFileName:
      'No encontró en el documento palabras que conozca y se guio por el nombre del archivo. Compruebe el tipo.',
    whyFileNameNoText:
      'No pudo leer texto en el archivo y se guio por el nombre del archivo. Compruebe el tipo.',
    whyFallback:
      'No encontró en el documento palabras que conozca y eligió {type} por defecto. Compruebe el tipo.',
    whyFallbackNoText:
      'No pudo leer texto en el archivo y eligió {type} por defecto. Compruebe el tipo.',
    whyNote:
      'El servicio eligió este tipo por las palabras que leyó en el documento. Su propia nota:'
  },
  data: {
    title: 'Datos extraídos',
    schema:
      'Según la lectura del servicio, con los campos de su formulario {form} (versión {version})',
    failed: 'El servicio no pudo leer datos de este documento.',
    loading: 'Cargando…',
    none: 'Aún no se ha leído nada. Los datos aparecen aquí cuando se extrae el documento.',
    manual: 'Incluye correcciones hechas a mano.',
    yes: 'Sí',
    no: 'No'
  },
  warning: {
    not_moved:
      'El resultado es válido, pero el archivo no se pudo mover a {folder}/ en su carpeta vigilada: {reason}',
    not_deleted:
      'El resultado es válido, pero el archivo no se pudo borrar de su carpeta vigilada: {reason}',
    no_reason_file:
      'El archivo está en {folder}/, pero no se pudo escribir a su lado su archivo de motivo: {reason}',
    cause: {
      no_permission:
        'la carpeta no lo permite (en una carpeta compartida, el archivo puede pertenecer a otro usuario).',
      read_only: 'la carpeta está en un disco o recurso compartido de solo lectura.',
      link: 'en su lugar hay un enlace simbólico, y Dropdock no mueve ni escribe nada a través de un enlace.',
      not_a_folder: 'algo que no es una carpeta lleva ese nombre.',
      name_taken: 'ese nombre ya está ocupado allí.'
    }
  },
  gap: {
    document: 'El servicio no pudo dar ahora los detalles de este documento. {reason}',
    shipments: 'No se pudieron cargar algunos envíos vinculados. {reason}'
  },
  links: {
    title: 'Envíos vinculados',
    none: 'Aún no está vinculado a ningún envío. El servicio vincula un documento cuando encuentra un conocimiento de embarque, un contenedor o un número de referencia que conoce; después de añadir una referencia a un envío, pulse «Volver a vincular».',
    openWebApp: 'Abrir en la aplicación web ↗',
    loadingPort: 'Puerto de carga',
    dischargePort: 'Puerto de descarga',
    eta: 'Llegada (ETA)',
    arrived: '(llegado)',
    references: 'Referencias',
    carrier: 'Naviera',
    vesselVoyage: 'Buque / viaje'
  },
  container: {
    status: 'Estado',
    lastFreeDay: 'Último día libre',
    holds: 'Retenciones',
    fees: 'Cargos',
    none: 'Ninguno'
  },
  email: {
    title: 'Llegó por correo electrónico',
    subject: 'Asunto',
    from: 'De',
    to: 'Para',
    cc: 'CC',
    sent: 'Enviado'
  },
  history: {
    title: 'Historial'
  },
  next: {
    label: 'Siguiente paso',
    compare: 'Comparar',
    noForm: 'Su tipo aún no tiene un formulario para introducir datos: corrija primero el tipo.'
  },
  more: {
    button: 'Más acciones',
    reason: {
      notSent: 'Aún no se ha enviado al servicio',
      busy: 'Esperando a que termine la última acción',
      notRetryable: 'No hay nada que reintentar en este estado',
      noFile: 'No hay ningún archivo en este equipo',
      onItsWay: 'Todavía en camino; espere a que se lea el archivo'
    }
  },
  compare: {
    title: 'Comparar con el documento recibido antes',
    this: 'Este documento: {name}',
    before: 'Recibido antes: {name}',
    takenIn: 'Recibido',
    type: 'Tipo',
    gone: 'El documento recibido antes ya no está en la bandeja de entrada, así que solo se muestra este.',
    close: 'Cerrar la comparación'
  },
  original: {
    title: 'Original',
    pages: 'Páginas',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pageOf: 'Página {page} de {pages}',
    zoom: 'Zoom',
    zoomOut: 'Reducir',
    zoomIn: 'Ampliar',
    largeView: 'Vista grande',
    closeLargeView: 'Cerrar vista grande',
    divider: 'Ancho del original',
    serviceCopy: 'El archivo ya no está en este equipo; esta es la copia del servicio.',
    region: 'Documento original',
    loading: 'Cargando el original…',
    pageImage: 'Página {page} de {name}',
    image: 'El original',
    cannotShow: 'Este archivo no se puede mostrar aquí. Abra el original.',
    cannotDraw: 'Este PDF no se puede mostrar aquí. Abra el original.',
    tooLarge:
      '«{name}» ocupa {size}; la vista previa muestra archivos de hasta {limit}. Abra el original.',
    notViewable:
      '«{name}» no es un PDF ni una imagen, así que no se puede mostrar aquí. Abra el original.'
  }
} satisfies Catalog<typeof source>
