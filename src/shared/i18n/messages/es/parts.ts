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
  showing: '{pages} del archivo: {type}',
  fileWide:
    '«Cancelar el envío», «Marcar como revisado» y «Quitar de la bandeja de entrada» afectan a todo el archivo.'
}
