import type { Catalog } from '../../catalog'
import type source from '../en/journey'

export default {
  title: 'Reiseverlauf',
  titleOf: 'Reiseverlauf von {number}',
  hideShort: 'Reiseverlauf ausblenden',
  loading: 'Reiseverlauf des Containers wird gelesen…',
  billOfLading: 'Konnossement',
  routeOf: 'Route von {number}',
  noRoute:
    'Noch keine Routendaten: Der Dienst hat die Reise dieses Containers noch nicht gemeldet.',
  routeNotice: {
    not_offered:
      'Routenkarten sind eine kostenpflichtige Funktion des Dienstes, die dieses Konto nicht hat.',
    unreadable: 'Der Dienst hat Routendaten gesendet, die Dropdock nicht lesen kann.'
  },
  legend: {
    sailed: 'Zurückgelegt',
    port: 'Hafen',
    ahead: 'Vor uns'
  },
  noEvents:
    'Mit diesem Container ist noch nichts passiert: Die Reederei meldet die erste Bewegung, sobald der Leercontainer abgeholt wird oder das Schiff ausläuft.',
  voyage: 'Reise {voyage}',
  terminal: {
    title: 'Terminal',
    firms: 'FIRMS {code}',
    pickupAt: 'Abholung bei',
    lastFreeDay: 'Letzter kostenfreier Tag',
    unknown: 'Noch nicht bekannt',
    holds: 'Sperren',
    fees: 'Gebühren',
    none: 'Keine'
  },
  lfd: {
    past: 'Überschritten: Demurrage läuft',
    near: 'In {days} Tagen',
    picked_up: 'Abgeholt'
  },
  hold: '{name} ({status})',
  holdWithNote: '{name} ({status}): {note}',
  holdStatus: {
    hold: 'gesperrt',
    pending: 'ausstehend'
  },
  fee: {
    demurrage: 'Demurrage',
    exam: 'Beschaugebühr',
    extended_dwell_time: 'Verlängerte Standzeit',
    other: 'Sonstiges',
    total: 'Gesamt'
  },
  expected: 'Erwartet: {milestone}',
  milestone: {
    empty_out: 'Leer abgeholt',
    full_in: 'Voll angeliefert',
    vessel_loaded: 'Auf Schiff verladen',
    vessel_departed: 'Ausgelaufen',
    vessel_berthed: 'Schiff angelegt',
    vessel_arrived: 'Angekommen',
    vessel_discharged: 'Entladen',
    transshipment_arrived: 'Zum Umschlag angekommen',
    transshipment_discharged: 'Zum Umschlag entladen',
    transshipment_loaded: 'Beim Umschlag verladen',
    transshipment_departed: 'Nach Umschlag ausgelaufen',
    feeder_arrived: 'Feeder angekommen',
    feeder_discharged: 'Vom Feeder entladen',
    feeder_loaded: 'Auf Feeder verladen',
    feeder_departed: 'Feeder ausgelaufen',
    rail_loaded: 'Auf Bahn verladen',
    rail_departed: 'Bahn abgefahren',
    rail_arrived: 'Bahn angekommen',
    rail_unloaded: 'Von Bahn entladen',
    available: 'Zur Abholung bereit',
    not_available: 'Nicht verfügbar',
    full_out: 'Voll abgeholt',
    delivered: 'Zugestellt',
    empty_in: 'Leer zurückgegeben',
    arrived_at_inland_destination: 'Am Inlandsziel angekommen'
  },
  expectedMilestone: {
    vessel_arrived: 'Erwartete Ankunft',
    vessel_departed: 'Erwartete Abfahrt',
    arrived_at_inland_destination: 'Erwartet am Inlandsziel'
  }
} satisfies Catalog<typeof source>
