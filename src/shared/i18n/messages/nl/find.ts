import type { Catalog } from '../../catalog'
import type source from '../en/find'

export default {
  filters: 'Filters',
  filtersSet: 'Filters ({n})',
  received: {
    label: 'Ontvangen',
    all: 'Elke datum',
    today: 'Vandaag',
    week: 'Afgelopen 7 dagen',
    month: 'Afgelopen 30 dagen'
  },
  sort: {
    label: 'Bestanden sorteren'
  }
} satisfies Catalog<typeof source>
