/** Un archivo que el servicio dividió en varios documentos: sus partes. */
export default {
  count: '{n} documento | {n} documentos',
  pages: {
    one: 'Página {first}',
    range: 'Páginas {first}–{last}',
    unknown: 'Documento {place}'
  },
  toggle: 'Documentos de {name}',
  title: 'Documentos de este archivo',
  whole: 'El archivo completo',
  heading: '{name} · {pages}',
  showing: '{pages} del archivo: {type}',
  fileWide:
    '«Cancelar el envío», «Marcar como revisado» y «Quitar de la bandeja de entrada» afectan a todo el archivo.',
  /** Above the parts of a file cut before sending under its folder's separator rule. */
  bySeparatorRule: 'Dividido en las hojas separadoras según la regla de la carpeta.',
  /** The pages left out as separator sheets, never sent: `{pages}` is "3, 6". */
  separatorPages:
    'Página {pages}: hoja separadora, no enviada. | Páginas {pages}: hojas separadoras, no enviadas.',
  summary:
    'Este archivo contiene {n} documentos. Elija uno en «{title}» para ver sus datos, su tipo y sus envíos.',
  summaryPart: '{pages} · {type} · {outcome}'
}
