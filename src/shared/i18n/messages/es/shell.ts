import type { Catalog } from '../../catalog'
import type source from '../en/shell'

export default {
  skip: {
    toList: 'Saltar a la lista de archivos',
    toMain: 'Saltar al contenido principal'
  },
  nav: {
    label: 'Principal',
    inbox: 'Bandeja de entrada',
    lookup: 'Búsqueda',
    settings: 'Ajustes',
    attention: '{n} archivo requiere atención | {n} archivos requieren atención'
  },
  service: {
    sandbox: 'Sandbox',
    production: 'Producción',
    sandboxHint: 'Los documentos van a un servicio de prácticas en este equipo, no a su cuenta.'
  },
  connection: {
    starting: 'Iniciando…',
    storage: 'Recepción en pausa: Dropdock no puede guardar sus datos',
    sandbox: 'Servicio de prácticas en este equipo',
    online: 'Conectado',
    offline: 'Sin conexión: los archivos esperan hasta que el servicio esté disponible',
    auth_error: 'El servicio rechazó la clave de API'
  },
  folders: {
    unreachable:
      '{n} carpeta vigilada no está accesible | {n} carpetas vigiladas no están accesibles',
    problem: {
      missing: '{path} no existe o no está accesible; Dropdock vuelve a mirar por sí mismo',
      denied: 'Dropdock no tiene permiso para leer {path}; vuelve a mirar por sí mismo',
      notFolder: '{path} es un archivo, no una carpeta',
      other: 'No se puede leer {path} ({code}); Dropdock vuelve a mirar por sí mismo'
    },
    retrying: '{path} ha vuelto: Dropdock está revisando sus archivos'
  },
  stateDamage: {
    damaged:
      'La lista de archivos enviados de Dropdock estaba dañada: los archivos perdidos se comprueban con el servicio',
    rebuilt:
      'La lista de archivos enviados de Dropdock estaba dañada: {n} archivo se recuperó del servicio | La lista de archivos enviados de Dropdock estaba dañada: {n} archivos se recuperaron del servicio'
  },
  progress: {
    label: 'Progreso general',
    done: '{done} de {total} listos',
    attentionOf:
      '{n} de {total} archivos requiere atención | {n} de {total} archivos requieren atención',
    handled: 'El archivo está procesado | Los {n} archivos están procesados',
    attention: '{n} requiere atención | {n} requieren atención'
  },
  problem: {
    label: 'Problemas',
    offline:
      'Dropdock no puede conectar con {host}. Los archivos esperan aquí y se envían en cuanto responda.',
    auth: '{host} rechazó la clave de API. Los archivos esperan aquí hasta que se guarde una clave válida en Ajustes.',
    storageWaits: 'La recepción espera y sigue sola en cuanto Dropdock pueda volver a guardar.',
    waiting:
      'Esperando al servicio — próximo intento a las {time}. {n} archivo espera a enviarse. | Esperando al servicio — próximo intento a las {time}. {n} archivos esperan a enviarse.',
    openSettings: 'Abrir ajustes',
    openFolder: 'Abrir carpeta',
    tryAgain: 'Reintentar',
    tryNow: 'Intentar ahora'
  },
  addFiles: 'Añadir archivos…',
  pause: 'Pausar recepción',
  resume: 'Reanudar recepción',
  held: 'Esperando al disco',
  heldHint: 'La recepción espera porque Dropdock no puede guardar sus datos; seguirá sola.',
  drop: {
    title: 'Suelte para enviar',
    hint: 'Dropdock envía cada archivo a {service} y lo muestra en la bandeja de entrada.',
    hintPaused:
      'La recepción está en pausa: los archivos esperarán en la bandeja de entrada hasta que la reanude.',
    hintHeld:
      'La recepción espera al disco: los archivos esperarán en la bandeja de entrada hasta que Dropdock pueda guardar sus datos.',
    hintSandbox: 'Dropdock envía cada archivo al sandbox y lo muestra en la bandeja de entrada.'
  },
  notices: {
    tryAgain: 'Reintentar',
    dismiss: 'Cerrar'
  },
  live: {
    state: '{name}: {label}. {sentence}.',
    paused: 'Recepción en pausa.',
    running: 'Recepción en curso.',
    handled: 'El archivo está procesado. | Los {n} archivos están procesados.',
    attention: '{n} archivo requiere atención. | {n} archivos requieren atención.',
    batch: {
      extracted: '{n} extraído | {n} extraídos',
      duplicate: '{n} duplicado | {n} duplicados',
      failed: '{n} fallido | {n} fallidos',
      more: '{n} más | {n} más',
      separator: ', ',
      done: '{counts}.',
      withNames: '{counts}: {names}.'
    }
  }
} satisfies Catalog<typeof source>
