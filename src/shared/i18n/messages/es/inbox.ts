import type { Catalog } from '../../catalog'
import type source from '../en/inbox'

export default {
  title: 'Bandeja de entrada',
  empty: {
    title: 'Aún no hay documentos',
    intro: 'Dropdock envía sus documentos de transporte al servicio, que los lee y los vincula.',
    drop: '{dropHere}: facturas, conocimientos de embarque, avisos de llegada; desde una carpeta o un correo electrónico.',
    dropHere: 'Suelte aquí los archivos',
    watch: 'O {addFolder}: cada archivo que se guarde allí se envía solo.',
    addFolder: 'añada una carpeta vigilada en Ajustes',
    follow:
      'Siga aquí cada archivo hasta el estado {state} y ábralo para revisar sus datos y su envío.',
    sandbox:
      'Está usando el {sandbox}, un servicio de prácticas en este equipo. Nada llega a su cuenta hasta que se configure una clave de API en Ajustes.'
  },
  noMatch: 'Ningún archivo coincide con estos filtros.',
  showAll: 'Mostrar todos los archivos',
  search: {
    label: 'Buscar por nombre, tipo, valor extraído, número de envío o de contenedor',
    placeholder: 'Nombre, número, tipo…'
  },
  filter: {
    status: 'Estado',
    all: 'Todos ({n})',
    attention: 'Requieren atención ({n})',
    due: 'Lo que vence primero ({n})',
    active: 'En curso',
    state: '{label} ({n})',
    type: 'Tipo',
    allTypes: 'Todos los tipos',
    unclassified: 'Sin clasificar',
    folder: 'Carpeta',
    allFolders: 'Todas las carpetas',
    clear: 'Quitar filtros'
  },
  selection: {
    count: '{n} seleccionado | {n} seleccionados',
    retry: 'Reintentar selección',
    clear: 'Deseleccionar',
    all: 'Seleccionar el archivo | Seleccionar los {n}'
  },
  retryFailed: 'Reintentar fallidos ({n})',
  columns: {
    file: 'Archivo',
    folder: 'Carpeta',
    size: 'Tamaño',
    type: 'Tipo',
    shipments: 'Envíos',
    status: 'Estado',
    updated: 'Actualizado'
  },
  list: 'Archivos',
  row: {
    select: 'Seleccionar {name}',
    progress: 'Progreso de {name}',
    sending: 'Enviando… {percent}'
  },
  folder: {
    dropped: 'Arrastrados',
    cli: 'Línea de comandos'
  },
  failed: {
    load: 'No se pudo cargar la bandeja de entrada: {reason}',
    add: 'No se pudo añadir {name}: {reason}',
    drop: 'No se pudieron añadir los archivos arrastrados: {reason}',
    choose: 'No se pudieron añadir los archivos elegidos: {reason}',
    retry: 'No se pudieron reintentar los archivos: {reason}',
    retryFailed: 'No se pudieron reintentar los archivos fallidos: {reason}',
    cancel: 'No se pudieron quitar los archivos de la recepción: {reason}'
  },
  notice: {
    joiner: '. ',
    added: '{n} archivo añadido | {n} archivos añadidos',
    rejected: '{name} no admitido: {reason}',
    tooLargeToHandOver:
      '{name} ocupa más de {size}: guárdelo primero en una carpeta y suéltelo desde allí',
    fileAdded: '{name} añadido',
    retrying: 'Reintentando {n} archivo | Reintentando {n} archivos',
    retryingFailed: 'Reintentando {n} archivo fallido | Reintentando {n} archivos fallidos'
  }
} satisfies Catalog<typeof source>
