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
    looking: 'Letzter freier Tag wird abgefragt…',
    unknown: 'Letzter freier Tag unbekannt: der Dienst hat nicht geantwortet',
    none: 'Kein letzter freier Tag bekannt',
    overdue:
      'Seit {n} Tag überfällig: letzter freier Tag war {day} | Seit {n} Tagen überfällig: letzter freier Tag war {day}',
    today: 'Letzter freier Tag ist heute ({day})',
    left: 'Noch {n} Tag: letzter freier Tag {day} | Noch {n} Tage: letzter freier Tag {day}',
    holds: '{n} Sperre am Terminal | {n} Sperren am Terminal',
    fees: 'Gebühren {amounts}',
    joiner: ' · '
  }
} satisfies Catalog<typeof source>
