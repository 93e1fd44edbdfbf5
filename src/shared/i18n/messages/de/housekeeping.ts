import type { Catalog } from '../../catalog'
import type source from '../en/housekeeping'

export default {
  actions: {
    cancel: 'Senden abbrechen',
    remove: 'Aus dem Eingang entfernen…',
    acknowledge: 'Als geprüft markieren',
    openInService: 'Dokument in der Web-App öffnen ↗',
    acknowledged: 'Als geprüft markiert: zählt nicht mehr als zu prüfen.'
  },
  steps: {
    label: 'Dokumente in der Liste',
    previous: 'Vorheriges',
    next: 'Nächstes',
    previousHint: 'Vorheriges Dokument in der Liste (Alt+Pfeil nach oben)',
    nextHint: 'Nächstes Dokument in der Liste (Alt+Pfeil nach unten)',
    position: '{index} von {count}'
  },
  done: {
    cancel: 'Senden von {name} abgebrochen',
    remove: '{name} aus dem Eingang entfernt',
    acknowledge: '{name} als geprüft markiert: nicht mehr zu prüfen',
    openInService: 'Web-App wird geöffnet'
  },
  failed: {
    cancel: 'Senden von {name} konnte nicht abgebrochen werden: {reason}',
    remove: '{name} konnte nicht aus dem Eingang entfernt werden: {reason}',
    acknowledge: '{name} konnte nicht als geprüft markiert werden: {reason}',
    openInService: '{name} konnte nicht in der Web-App geöffnet werden: {reason}'
  },
  removal: {
    title: 'Aus dem Eingang entfernen',
    message: '{name} aus dem Eingang entfernen?',
    messageMany: '{n} Dateien aus dem Eingang entfernen?',
    detail:
      'Die Datei selbst bleibt, wo sie ist, und der Dienst behält das Dokument; eine Datei, die noch gesendet wird, wird vorher angehalten. Wenn Sie das nicht selbst veranlasst haben, wählen Sie {cancel}.',
    confirm: 'Entfernen',
    cancel: 'Abbrechen'
  },
  retention: {
    label: 'Erledigte Dateien im Eingang behalten',
    days: '{n} Tag | {n} Tage',
    never: 'Bis ich sie entferne',
    hint: 'Erledigte Dateien werden nach {n} Tag vergessen; Probleme, die Sie nicht als geprüft markiert haben, bleiben. | Erledigte Dateien werden nach {n} Tagen vergessen; Probleme, die Sie nicht als geprüft markiert haben, bleiben.',
    hintNever: 'Erledigte Dateien bleiben im Eingang, bis Sie sie entfernen.'
  },
  tray: {
    recent: 'Neueste Dokumente',
    item: '{name} – {state}',
    /** A file the service split into several documents, one entry for the file. */
    packet: '{name} – {n} Dokument – {state} | {name} – {n} Dokumente – {state}'
  }
} satisfies Catalog<typeof source>
