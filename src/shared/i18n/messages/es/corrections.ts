import type { Catalog } from '../../catalog'
import type source from '../en/corrections'

export default {
  correct: 'Corregir',
  correctField: 'Corregir {field}',
  save: 'Guardar',
  saveField: 'Guardar {field}',
  cancel: 'Cancelar',
  currency: 'Moneda',
  listHint: 'Separe los números con comas.',
  corrected: 'Corregido',
  enteredByHand: 'Introducido a mano',
  enter: 'Introducir',
  enterField: 'Introducir {field}',
  clear: 'Vaciar',
  clearField: 'Vaciar {field}',
  keyData: 'Introducir los datos',
  keyHint: 'Puede introducir sus datos a mano a partir del original.',
  relinkOfferKeyed:
    'Se introdujo a mano un número de referencia. Vuelva a vincular para que el servicio vincule el documento con sus envíos y contenedores.',
  relinkKeyed: 'Volver a vincular con el número introducido',
  keyedSchema:
    'Introducido a mano, en los campos del formulario {form} del servicio (versión {version})',
  serviceRead: 'Leído por el servicio: {value}',
  nothingRead: 'nada',
  revert: 'Restablecer',
  revertField: 'Restablecer {field} al valor leído por el servicio',
  revertAll: 'Restablecer todas las correcciones',
  copy: 'Copiar',
  copyField: 'Copiar {field}',
  copied: '{field} copiado',
  undo: 'Deshacer',
  relink: 'Volver a vincular con el número corregido',
  relinkOffer:
    'Se corrigió un número de referencia. Los vínculos con envíos y contenedores siguen usando el número que leyó el servicio.',
  refused: 'La corrección no se guardó: {reason}',
  conflict: {
    changed: 'Otra persona cambió {field} a «{value}» después de que lo abriera.',
    cleared: 'Otra persona vació {field} después de que lo abriera.',
    yours: 'El suyo, sin guardar: «{value}»',
    yoursServiceValue: 'El suyo, sin guardar: lo que leyó el servicio',
    keepTheirs: 'Mantener el suyo',
    useMine: 'Usar el mío',
    keptTheirs: 'Se mantuvo lo que guardó otra persona',
    usedMine: 'Sus valores se guardaron en lugar de los otros'
  },
  done: {
    saved: '{field} corregido en {name}',
    entered: '{field} introducido en {name}',
    reverted: '{field} de {name} restablecido al valor leído por el servicio',
    revertedAll: 'Todas las correcciones de {name} restablecidas',
    undone: 'Corrección de {name} deshecha',
    last: 'Último cambio: {change}'
  },
  why: {
    list: '{field} admite una lista de números separados por comas.',
    listItem: '«{value}» no es una entrada válida para {field}.',
    number: '{field} admite un número.',
    whole: '{field} admite un número entero.',
    boolean: '{field} admite sí o no.',
    text: '{field} admite texto.',
    empty:
      '{field} no puede quedar vacío. Para volver al valor leído por el servicio, use Restablecer.',
    tooLong: '{field} admite como máximo {limit} caracteres.',
    date: '{field} admite una fecha.',
    amount: '{field} admite un importe con dos decimales, por ejemplo 12450.00.',
    currency: 'La moneda es un código de tres letras mayúsculas, por ejemplo EUR.',
    pattern: '{field} no tiene la forma que admite este campo.'
  }
} satisfies Catalog<typeof source>
