import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFiles: {
    title: 'Añadir archivos'
  },
  chooseFolder: {
    title: 'Vigilar una carpeta'
  },
  connectionChange: {
    title: 'Cambiar la dirección del servicio',
    messageTo: '¿Enviar documentos a {host}?',
    messageAny: '¿Cambiar las direcciones del servicio?',
    messageWebApp: '¿Abrir la aplicación web en {host}?',
    messageUploads: '¿Enviar las subidas a través de {host}?',
    uploadTo: 'Dropdock subirá los archivos y enviará la clave de API a:',
    noService: '(ningún servicio)',
    webApp: 'Aplicación web: {url}',
    uploads: 'Subidas: {url}',
    until: 'Hasta ahora: {from}',
    untilSandbox: 'Hasta ahora: la sandbox integrada (nada salió de este equipo)',
    askKey:
      'Se le pedirá la clave de API de la nueva dirección. Si no hizo este cambio usted mismo, elija {cancel}.',
    confirm: 'Cambiar la dirección',
    cancel: 'Cancelar'
  },
  keyReplacement: {
    title: 'Sustituir la clave de API',
    messageNamed: '¿Enviar los documentos a {account} a partir de ahora?',
    messageAny: '¿Sustituir la clave de API guardada?',
    next: 'La nueva clave abre: {account}',
    replaced: 'La clave sustituida abre: {account}',
    service: 'Servicio: {url}',
    unnamed: 'una cuenta sin documentos (el servicio solo nombra una cuenta con sus documentos)',
    unreadable: 'desconocida ({reason})',
    warn: 'Todo lo que se suba a partir de ahora irá a la cuenta de la nueva clave. Si no introdujo esta clave usted mismo, elija {cancel}.',
    confirm: 'Sustituir la clave',
    cancel: 'Cancelar'
  },
  folderAction: {
    title: 'Archivos de una carpeta vigilada',
    messageDelete: '¿Eliminar cada archivo de {folder} una vez subido?',
    messageMove: '¿Mover cada archivo fuera de {folder} una vez subido?',
    detailDelete:
      'Dropdock eliminará cada archivo que envíe desde esta carpeta. Dropdock no puede recuperarlos. Si no hizo este cambio usted mismo, elija {cancel}.',
    detailMove:
      'Dropdock moverá cada archivo que envíe desde esta carpeta a {done}. Si no hizo este cambio usted mismo, elija {cancel}.',
    confirm: 'Guardar',
    cancel: 'Cancelar'
  },
  keyRemoval: {
    title: 'Quitar la clave de API',
    message: '¿Quitar la clave de API de {address}?',
    messageAny: '¿Quitar la clave de API guardada?',
    detail:
      'Dropdock deja de enviar documentos a su cuenta hasta que se vuelva a escribir una clave; los archivos esperan en la bandeja de entrada. Si no lo ha pedido usted, elija {cancel}.',
    confirm: 'Quitar clave',
    cancel: 'Cancelar'
  },
  stopWatching: {
    title: 'Dejar de vigilar una carpeta',
    message: '¿Dejar de vigilar {folder}?',
    messageMany: '¿Dejar de vigilar {n} carpetas?',
    detail:
      'Los archivos que se guarden allí a partir de ahora ya no se envían. Los archivos ya enviados siguen en la bandeja de entrada. Si no lo ha pedido usted, elija {cancel}.',
    confirm: 'Dejar de vigilar',
    cancel: 'Cancelar'
  },
  split: {
    title: 'Dividir en documentos',
    message: '¿Dividir {name} en {count} documentos?',
    detail:
      'Cada uno se envía al servicio como un documento propio y después se elimina el único documento del archivo entero en el servicio. El archivo en sí sigue donde está. Si no lo ha pedido usted, elija {cancel}.',
    confirm: 'Dividir',
    cancel: 'Cancelar'
  },
  removePart: {
    title: 'Quitar un documento',
    message: '¿Quitar este documento de {name}?',
    detail:
      'El servicio elimina ese documento; los demás documentos del archivo se mantienen. Si no lo ha pedido usted, elija {cancel}.',
    confirm: 'Quitar documento',
    cancel: 'Cancelar'
  },
  unexpected: {
    title: 'Dropdock encontró un error inesperado',
    log: 'Los detalles están en el registro.'
  }
} satisfies Catalog<typeof source>
