/** «Dividir en documentos…» en el detalle: el usuario corta un PDF enviado como un solo documento. */
export default {
  action: 'Dividir en documentos…',
  title: 'Dividir en documentos',
  close: 'Cerrar',
  /** Under the title: what a cut is, and the keys. */
  intro:
    'Ponga un corte después de cada página con la que termina un documento. Las flechas pasan de una página a otra; Espacio o Intro pone un corte después de la página o lo quita.',
  loading: 'Cargando las páginas…',
  pages: 'Páginas de {name}',
  cutAfter: 'Corte después de la página {page}',
  lastPage: 'Página {page}, la última',
  partBadge: 'Parte {n}',
  summaryTitle: 'Documentos que resultan',
  count: '{n} documento | {n} documentos',
  part: 'Parte {n}: {pages}',
  pagesOne: 'página {first}',
  pagesRange: 'páginas {first}–{last}',
  needCut: 'Ponga al menos un corte para obtener dos documentos.',
  split: 'Dividir',
  working: 'Dividiendo…',
  notPdf: 'Solo se puede dividir un PDF.',
  onePage: 'Este PDF tiene una sola página: no hay nada que dividir.',
  tooMany: 'Este PDF tiene {pages} páginas; Dropdock divide PDF de {max} páginas como máximo.',
  failed: 'El archivo no se dividió: {reason}',
  outcome: {
    cancelled: 'No se dividió nada.',
    created: 'Se envió {n} documento. | Se enviaron {n} documentos.',
    duplicates: '{n} parte ya estaba en el servicio. | {n} partes ya estaban en el servicio.',
    failed: 'No enviadas: {pages}. «Reintentar» las envía de nuevo.',
    replaced: 'Se eliminó el documento único del servicio para el archivo completo.',
    kept: 'Se conservó el documento único del servicio para el archivo completo, porque no se enviaron todas las partes.'
  }
}
