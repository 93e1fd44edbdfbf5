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
  },
  /** "What's due first": documents on shipments by the earliest last free day of their containers. */
  due: {
    looking: 'Letzter kostenfreier Tag wird abgefragt…',
    unknown: 'Letzter kostenfreier Tag unbekannt: der Dienst hat nicht geantwortet',
    none: 'Kein letzter kostenfreier Tag bekannt',
    overdue:
      'Seit {n} Tag überfällig: letzter kostenfreier Tag war {day} | Seit {n} Tagen überfällig: letzter kostenfreier Tag war {day}',
    today: 'Letzter kostenfreier Tag ist heute ({day})',
    left: 'Noch {n} Tag: letzter kostenfreier Tag {day} | Noch {n} Tage: letzter kostenfreier Tag {day}',
    holds: '{n} Sperre am Terminal | {n} Sperren am Terminal',
    fees: 'Gebühren {amounts}',
    joiner: ' · '
  }
} satisfies Catalog<typeof source>
