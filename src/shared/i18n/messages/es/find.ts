import type { Catalog } from '../../catalog'
import type source from '../en/find'

export default {
  filters: 'Filtros',
  filtersSet: 'Filtros ({n})',
  received: {
    label: 'Recibido',
    all: 'Cualquier fecha',
    today: 'Hoy',
    week: 'Últimos 7 días',
    month: 'Últimos 30 días'
  },
  sort: {
    label: 'Ordenar los archivos'
  },
  /** "What's due first": documents on shipments by the earliest last free day of their containers. */
  due: {
    looking: 'Consultando el último día libre…',
    unknown: 'Último día libre desconocido: el servicio no respondió',
    none: 'No se conoce ningún último día libre',
    overdue:
      'Vencido hace {n} día: el último día libre fue el {day} | Vencido hace {n} días: el último día libre fue el {day}',
    today: 'El último día libre es hoy ({day})',
    left: 'Queda {n} día: último día libre el {day} | Quedan {n} días: último día libre el {day}',
    holds: '{n} retención en la terminal | {n} retenciones en la terminal',
    fees: 'tasas {amounts}',
    joiner: ' · '
  }
} satisfies Catalog<typeof source>
