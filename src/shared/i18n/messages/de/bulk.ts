import type { Catalog } from '../../catalog'
import type source from '../en/bulk'

export default {
  label: 'Ausgewählte Dateien bearbeiten',
  type: 'Dokumenttyp für die ausgewählten Dateien',
  typePlaceholder: 'Dokumenttyp setzen …',
  setType: 'Setzen',
  remove: 'Entfernen',
  exportCsv: 'CSV exportieren',
  joiner: ', ',
  done: {
    setType: '{n} auf {type} gesetzt | {n} auf {type} gesetzt',
    reclassify: '{n} neu klassifiziert | {n} neu klassifiziert',
    reextract: '{n} neu ausgelesen | {n} neu ausgelesen',
    relink: '{n} neu verknüpft | {n} neu verknüpft',
    retry: '{n} wird erneut versucht | {n} werden erneut versucht',
    remove: '{n} entfernt | {n} entfernt'
  },
  skipped: '{n} übersprungen: {reason} | {n} übersprungen: {reason}',
  reason: {
    notSent: 'noch nicht gesendet',
    inFlight: 'wird noch verarbeitet',
    duplicate: 'Duplikat eines anderen Dokuments',
    notRetryable: 'nichts zu wiederholen',
    sameType: 'hat diesen Dokumenttyp schon',
    gone: 'nicht mehr im Eingang',
    refused: 'vom Dienst abgelehnt'
  },
  /** "Track their numbers": the detail's "Track this number" for each selected document. */
  track: {
    action: 'Ihre Nummern verfolgen',
    working: 'Die Nummern werden verfolgt: {done} von {total}…',
    openFirst: 'Für das erste eine Reederei wählen',
    end: {
      linked: '{n} verfolgt und neu verknüpft | {n} verfolgt und neu verknüpft',
      notLinked: '{n} verfolgt, noch nicht verknüpft | {n} verfolgt, noch nicht verknüpft',
      pending:
        '{n} wird noch verfolgt und danach von selbst verknüpft | {n} werden noch verfolgt und danach von selbst verknüpft',
      failed: '{n} konnte nicht verfolgt werden | {n} konnten nicht verfolgt werden',
      invalid:
        '{n} hat eine Nummer, die der Dienst für ungültig hält | {n} haben eine Nummer, die der Dienst für ungültig hält',
      carrier: '{n} braucht eine Wahl der Reederei | {n} brauchen eine Wahl der Reederei',
      several:
        '{n} hat mehrere Nummern: wählen Sie eine im Detail | {n} haben mehrere Nummern: wählen Sie eine im Detail',
      noNumber: '{n} hat keine Nummer | {n} haben keine Nummer',
      notNeeded: '{n} wartet auf keine Sendung | {n} warten auf keine Sendung',
      refused: '{n} nicht angefragt: {reason} | {n} nicht angefragt: {reason}'
    }
  },
  exported: '{n} Datei nach {path} exportiert | {n} Dateien nach {path} exportiert',
  failed: {
    setType: 'Der Dokumenttyp der ausgewählten Dateien konnte nicht gesetzt werden: {reason}',
    reclassify: 'Die ausgewählten Dateien konnten nicht neu klassifiziert werden: {reason}',
    reextract: 'Die ausgewählten Dateien konnten nicht neu ausgelesen werden: {reason}',
    relink: 'Die ausgewählten Dateien konnten nicht neu verknüpft werden: {reason}',
    retry: 'Die ausgewählten Dateien konnten nicht erneut versucht werden: {reason}',
    remove: 'Die ausgewählten Dateien konnten nicht entfernt werden: {reason}',
    exportCsv: 'Die ausgewählten Dateien konnten nicht exportiert werden: {reason}'
  },
  csv: {
    received: 'Eingegangen',
    containers: 'Container',
    documentId: 'Dokument-ID',
    serviceLink: 'Link im Dienst',
    pages: 'Seiten',
    duplicateOf: 'Mögliches Duplikat von'
  }
} satisfies Catalog<typeof source>
