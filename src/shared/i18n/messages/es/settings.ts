import type { Catalog } from '../../catalog'
import type source from '../en/settings'

export default {
  title: 'Ajustes',
  loading: 'Cargando ajustes…',
  saved: 'Ajustes guardados',
  saveChoice: 'Guardar',
  locked: 'Definido por su departamento de TI',
  connection: {
    title: 'Conexión',
    service: 'Servicio',
    useService: 'Usar este servicio',
    modes: {
      sandbox: 'Sandbox',
      production: 'Producción',
      custom: 'Personalizada'
    },
    hints: {
      sandbox: 'Un servicio de prueba en este equipo. Nada llega a su cuenta.',
      production: 'La cuenta de su empresa en el servicio.',
      custom: 'Otra dirección, facilitada por su departamento de TI.'
    },
    nowUsing: 'Ahora se usa: {mode}',
    address: 'Dirección del servicio',
    saveAddress: 'Guardar dirección',
    addressSaved: 'Dirección guardada',
    addressIncomplete: 'Escriba una dirección completa que empiece por https://',
    addressNotHttps:
      'La dirección debe empezar por https:// (http sin cifrar solo se permite en este equipo).',
    apiKey: 'Clave de API',
    keyIsSaved: 'Hay una clave guardada. Pegue una nueva para sustituirla.',
    noKeyYet: 'Aún no hay ninguna clave guardada.',
    keyPlaceholderSaved: '•••••••••••• (guardada)',
    keyPlaceholder: 'Pegar la clave de API',
    saveKey: 'Guardar clave',
    removeKey: 'Quitar clave',
    keyMissing: 'Primero pegue la clave de API.',
    keySaved: 'Clave de API guardada',
    keyRemoved: 'Clave de API quitada',
    weakStorage:
      'Este equipo no tiene un llavero seguro, así que la clave se guardaría en un archivo que pueden leer otros programas que se ejecutan con su usuario.',
    weakConsent: 'Entendido; guardar la clave de esta forma',
    noStorage:
      'Este equipo no puede guardar secretos. Pida a su departamento de TI que configure la clave.',
    test: 'Probar conexión',
    testing: 'Probando…',
    outcome: {
      sandbox: 'La Sandbox funciona dentro de Dropdock; no necesita conexión.',
      connected: 'Conectado a {host} ({ms} ms).',
      noAddress: 'Primero escriba la dirección del servicio.',
      noKey: 'Primero escriba una clave de API.',
      keyForAddress:
        'Escriba la clave de API de esta dirección: la clave guardada solo se envía a la dirección guardada.',
      notConfirmed: 'La prueba se canceló: la nueva dirección no se confirmó.',
      failed: '{host}: {reason}'
    },
    testPassed: '✓ {message}',
    testFailed: '✕ {message}'
  },
  folders: {
    title: 'Carpetas vigiladas',
    add: 'Añadir carpeta…',
    none: 'No hay ninguna carpeta vigilada. Añada la carpeta donde su escáner o su programa de correo guarda los documentos: cada archivo guardado allí se envía automáticamente.',
    watchingNotice: 'Vigilando {path}',
    alreadyWatched: '{path} ya está vigilada',
    removed: 'La carpeta ya no está vigilada',
    watching: 'Vigilar',
    stopWatching: 'Dejar de vigilar',
    health: {
      watching: 'Vigilada: se envía cada archivo guardado aquí',
      retrying: 'Ha vuelto: Dropdock está revisando sus archivos',
      problem: {
        missing:
          'No accesible: la carpeta no existe o su unidad no está conectada. Dropdock vuelve a mirar por sí mismo.',
        denied: 'No se puede leer: Dropdock no tiene permiso. Vuelve a mirar por sí mismo.',
        notFolder: 'Es un archivo, no una carpeta.',
        other: 'No se puede leer ({code}). Dropdock vuelve a mirar por sí mismo.'
      }
    },
    include: 'Solo archivos que coincidan con',
    includePlaceholder: 'todos los archivos (p. ej. *.pdf, *.tif)',
    exclude: 'Omitir archivos que coincidan con',
    excludePlaceholder: 'ninguno (p. ej. *.tmp, ~$*)',
    afterUpload: 'Después de enviar',
    after: {
      keep: 'Dejarlo donde está',
      move: 'Moverlo a una subcarpeta «Done»',
      delete: 'Eliminarlo'
    },
    quiet: 'Esperar sin cambios durante (s)',
    poll: 'Comprobar cada (s)',
    recursive: 'Incluir subcarpetas',
    polling: 'Comprobar por sondeo (para unidades de red)',
    moveFailed: 'Mover los archivos con errores a una subcarpeta «Failed», con el motivo',
    moveFailedWithDone:
      'Los archivos que se mueven al enviarse siempre van a «Failed» si fallan, nunca a «Done»',
    moveDuplicates: 'Mover los duplicados a una subcarpeta «Duplicates»',
    documentType: 'Tipo de documento',
    typeByService: 'Ninguno: decide el servicio',
    typeHint: 'Cada archivo de esta carpeta se envía con este tipo; el servicio no lo clasifica.',
    split: 'Dividir escaneos de varias páginas',
    splitModes: {
      service: 'Como lo haga el servicio',
      separators: 'En las hojas separadoras'
    },
    splitHints: {
      service:
        'Cada archivo se envía entero. El servicio aún puede dividir un lote en sus documentos; Dropdock no puede impedirlo.',
      separators:
        'Antes del envío, una página con un código de barras o QR con el texto separador, o una página en blanco, inicia un documento nuevo.'
    },
    separatorText: 'Texto separador',
    separatorTextHint: 'El texto del código de barras o QR de sus hojas separadoras.',
    separatorProblems: {
      empty: 'Escriba el texto de sus hojas separadoras.',
      too_long: 'Como máximo {max} caracteres.',
      control: 'Use solo caracteres imprimibles.',
      spaces: 'Sin espacios al principio ni al final.'
    }
  },
  general: {
    title: 'Comportamiento',
    language: 'Idioma',
    systemLanguage: 'Idioma del sistema ({name})',
    useLanguage: 'Usar este idioma',
    notifications: 'Notificaciones',
    notificationLevels: {
      all: 'Todo (resumido)',
      errors: 'Solo problemas',
      none: 'Ninguna'
    },
    logLevel: 'Detalle del registro',
    logLevels: {
      error: 'Errores',
      warn: 'Advertencias',
      info: 'Normal',
      debug: 'Todo (para soporte)'
    },
    hashConcurrency: 'Archivos comprobados a la vez',
    uploadConcurrency: 'Archivos enviados a la vez',
    startAtLogin: 'Iniciar Dropdock al iniciar sesión',
    hideOnClose: 'Seguir en la bandeja del sistema al cerrar la ventana',
    exportDiagnostics: 'Exportar diagnóstico…',
    exportHint: 'Guarda registros para su departamento de TI, sin claves ni contraseñas.',
    diagnosticsSaved: 'Diagnóstico guardado en {path}'
  },
  quality: {
    title: 'Qué tan bien lee el servicio',
    hint: 'Por tipo de documento, sobre los documentos de la bandeja: los campos que leyó el servicio, cuántos de ellos se corrigieron y los campos introducidos a mano donde no leyó nada.',
    type: 'Tipo de documento',
    schema: 'Esquema',
    documents: 'Documentos',
    read: 'Campos leídos',
    corrected: 'Corregidos',
    keyed: 'Introducidos a mano',
    none: 'Aún no se ha leído nada.'
  },
  about: {
    title: 'Acerca de',
    application: 'Aplicación',
    version: 'Versión',
    platform: 'Plataforma',
    service: 'Servicio'
  }
} satisfies Catalog<typeof source>
