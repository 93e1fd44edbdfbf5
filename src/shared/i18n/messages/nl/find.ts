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
  },
  /** "What's due first": documents on shipments by the earliest last free day of their containers. */
  due: {
    looking: 'Laatste vrije dag wordt opgevraagd…',
    unknown: 'Laatste vrije dag onbekend: de dienst antwoordde niet',
    none: 'Geen laatste vrije dag bekend',
    overdue:
      '{n} dag te laat: laatste vrije dag was {day} | {n} dagen te laat: laatste vrije dag was {day}',
    today: 'Laatste vrije dag is vandaag ({day})',
    left: 'Nog {n} dag: laatste vrije dag {day} | Nog {n} dagen: laatste vrije dag {day}',
    holds: '{n} blokkade op de terminal | {n} blokkades op de terminal',
    fees: 'kosten {amounts}',
    joiner: ' · '
  }
} satisfies Catalog<typeof source>
