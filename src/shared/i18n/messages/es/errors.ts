import type { Catalog } from '../../catalog'
import type source from '../en/errors'

export default {
  kind: {
    auth: 'El servicio rechazó la clave de API.',
    forbidden: 'El servicio no permite esto con la clave de API actual.',
    validation: 'La solicitud se rechazó por no ser válida.',
    not_found: 'El servicio no encontró lo solicitado.',
    duplicate: 'El servicio ya tiene este archivo.',
    rate_limited:
      'El servicio está recibiendo demasiadas solicitudes; Dropdock espera y vuelve a intentarlo.',
    upstream: 'No se pudo completar la solicitud.',
    network: 'No se pudo conectar con el servicio.',
    timeout: 'El servicio no respondió a tiempo.',
    malformed: 'El servicio envió una respuesta que Dropdock no puede leer.',
    internal: 'Algo falló dentro de Dropdock. Copie el error para su departamento de TI.',
    unexpected_answer: 'El servicio respondió de una forma que Dropdock no espera.',
    answer_too_large: 'La respuesta del servicio era demasiado grande; Dropdock no la leyó.',
    file: 'No se pudo leer el archivo.',
    checksum: 'El archivo no llegó intacto; hay que enviarlo de nuevo.',
    too_large: 'El archivo es demasiado grande para el servicio.',
    not_a_document:
      'El archivo no es un documento que el servicio pueda leer (un archivo comprimido, un archivo de Office o datos desconocidos): envíe un PDF, una imagen o un archivo de texto.'
  },
  in: {
    settings: {
      forbidden:
        'El cambio no se aplicó: lo fijó su departamento de TI o el cambio no se confirmó.',
      validation: 'El valor se rechazó por no ser válido; revíselo e inténtelo de nuevo.',
      file: 'No se pudo leer ni escribir en la carpeta.'
    },
    lookup: {
      validation: 'El servicio no aceptó este número. Revíselo e inténtelo de nuevo.',
      not_found: 'El servicio no conoce nada con este número.'
    },
    webApp: {
      forbidden:
        'Su dirección no está en el sitio propio del servicio, así que Dropdock no la abre.',
      validation: 'No hay ninguna dirección de aplicación web configurada para este servicio.'
    },
    document: {
      not_found: 'No se encontró el archivo ni la copia del servicio.',
      file: 'No se pudo abrir el archivo.'
    },
    split: {
      validation:
        'Dropdock no divide este archivo tal como está. Puede haber cambiado desde que se envió, estar dañado o protegido, o ser ya varios documentos.',
      not_found: 'El archivo ya no está en la bandeja de entrada.',
      file: 'No se pudo leer el archivo en este equipo.'
    }
  },
  /** Why a dropped or chosen path was not taken (RefusalKind), after its name. */
  reason: {
    link: 'El archivo se convirtió en un enlace simbólico después de que Dropdock lo recibiera, así que Dropdock no lo leyó: un enlace puede llevar a archivos que nunca debían enviarse.',
    folder_link:
      'Una carpeta en el camino a este archivo se convirtió en un enlace simbólico después de que Dropdock lo recibiera, así que Dropdock no lo leyó: un enlace puede llevar a archivos que nunca debían enviarse.'
  },
  refusal: {
    missing: 'ya no está en este equipo',
    folder: 'es una carpeta; arrastre los archivos que contiene o vigile la carpeta en Ajustes',
    notRegular: 'es un dispositivo, una tubería o un socket, no un archivo',
    program: 'es un programa o script, no un documento',
    tooLarge: 'supera {limit}, el límite de envío'
  },
  about: '{name}: {reason}',
  explain: {
    duplicate:
      'El servicio ya tiene exactamente este archivo. No se ha creado nada dos veces: esta entrada apunta al documento existente, así que no hay nada que hacer.',
    duplicateOf:
      'El servicio ya tiene exactamente este archivo como «{name}». No se ha creado nada dos veces: esta entrada apunta al documento existente, así que no hay nada que hacer.',
    failed:
      'Dropdock dejó de intentar enviar este archivo. Corrija la causa y pulse Reintentar. «Copiar error» proporciona los detalles para su departamento de TI.',
    failedBecause:
      'Dropdock dejó de intentar enviar este archivo: {reason} Corrija la causa y pulse Reintentar. «Copiar error» proporciona los detalles para su departamento de TI.',
    empty:
      'Este archivo no tiene contenido (0 bytes), por lo que no se envió. Probablemente se guardó o escaneó antes de que terminara el programa que lo escribía. Vuelva a guardarlo o escanearlo; una carpeta vigilada recoge la nueva versión automáticamente.',
    stalled:
      'El servicio aceptó este documento, pero no ha terminado de clasificarlo o leerlo en el tiempo habitual. Pulse Reclasificar o Volver a extraer para pedirlo de nuevo; si sigue detenido, puede que el servicio vaya lento hoy.',
    serviceNote: 'El servicio indica: «{note}»',
    extraction_failed:
      'El servicio reconoció el documento, pero no pudo leer sus datos (un escaneo deficiente o un diseño inesperado). Compruebe que el tipo es correcto —cámbielo abajo si no lo es— y pulse Volver a extraer.',
    retrying:
      'Un problema temporal. Dropdock lo volverá a intentar automáticamente a las {time} (intento {attempt}).',
    retryingBecause:
      'Un problema temporal ({reason}). Dropdock lo volverá a intentar automáticamente a las {time} (intento {attempt}).',
    retryingSoon:
      'Un problema temporal. Dropdock lo volverá a intentar automáticamente en breve (intento {attempt}).',
    retryingSoonBecause:
      'Un problema temporal ({reason}). Dropdock lo volverá a intentar automáticamente en breve (intento {attempt}).',
    paused:
      'La recepción está en pausa. Este archivo continuará donde se quedó cuando pulse Reanudar.'
  }
} satisfies Catalog<typeof source>
