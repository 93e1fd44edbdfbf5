import type { Catalog } from '../../catalog'
import type source from '../en/tray'

export default {
  open: 'Abrir Dropdock',
  addFiles: 'Añadir archivos…',
  pause: 'Pausar la recepción',
  resume: 'Reanudar la recepción',
  retry: 'Reintentar los fallidos',
  retryCount: 'Reintentar los fallidos ({n})',
  openFolder: 'Abrir la carpeta vigilada',
  openFolders: 'Abrir las carpetas vigiladas',
  settings: 'Ajustes…',
  quit: 'Salir de Dropdock',
  folders: '{n} carpeta vigilada no está accesible | {n} carpetas vigiladas no están accesibles',
  tooltip: 'Dropdock · {status}',
  status: {
    line: '{service}: {counts}',
    lineWithState: '{service} ({state}): {counts}',
    separator: ', ',
    active: '{n} en curso',
    attention: '{n} requiere atención | {n} requieren atención',
    done: '{n} listo | {n} listos',
    state: {
      storage: 'esperando al disco',
      offline: 'sin conexión',
      auth_error: 'clave de API rechazada',
      starting: 'iniciando',
      paused: 'en pausa'
    }
  }
} satisfies Catalog<typeof source>
