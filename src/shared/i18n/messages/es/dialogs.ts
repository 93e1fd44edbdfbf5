import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFolder: {
    title: 'Vigilar una carpeta'
  },
  connectionChange: {
    title: 'Cambiar la dirección del servicio',
    messageTo: '¿Enviar documentos a {host}?',
    messageAny: '¿Cambiar las direcciones del servicio?',
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
  unexpected: {
    title: 'Dropdock encontró un error inesperado',
    log: 'Los detalles están en el registro.'
  }
} satisfies Catalog<typeof source>
