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
  }
} satisfies Catalog<typeof source>
