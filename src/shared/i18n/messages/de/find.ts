import type { Catalog } from '../../catalog'
import type source from '../en/find'

export default {
  filters: 'Filter',
  filtersSet: 'Filter ({n})',
  received: {
    label: 'Eingegangen',
    all: 'Jedes Datum',
    today: 'Heute',
    week: 'Letzte 7 Tage',
    month: 'Letzte 30 Tage'
  },
  sort: {
    label: 'Dateien sortieren'
  }
} satisfies Catalog<typeof source>
