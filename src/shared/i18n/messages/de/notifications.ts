import type { Catalog } from '../../catalog'
import type source from '../en/notifications'

export default {
  document: 'Dokument',
  extracted: {
    title: '{name} ist fertig',
    body: 'Gelesen als {type}.',
    bodyLinked: 'Gelesen als {type}, verknüpft mit {numbers}.'
  },
  duplicate: {
    title: '{name} wurde schon gesendet',
    body: 'Der Dienst hat diese Datei bereits.'
  },
  extractionFailed: {
    title: '{name}: Daten nicht gelesen',
    body: 'Als {type} klassifiziert, aber die Daten konnten nicht ausgelesen werden.'
  },
  empty: {
    title: '{name} wurde nicht gesendet',
    body: 'Nicht gesendet: Die Datei ist leer.'
  },
  stalled: {
    title: '{name} dauert zu lange',
    body: 'Der Dienst ist damit nicht fertig geworden. Öffnen Sie es, um es erneut zu versuchen.'
  },
  failed: {
    title: '{name} konnte nicht gesendet werden',
    body: '{reason} Öffnen Sie es für Details.',
    bodyUnknown: 'Öffnen Sie es, um den Grund zu sehen.',
    reason: {
      auth: 'Der Dienst hat den API-Schlüssel abgelehnt.',
      forbidden: 'Der Dienst erlaubt das nicht.',
      validation: 'Der Dienst hat diese Datei nicht angenommen.',
      not_found: 'Der Dienst hat es nicht gefunden.',
      duplicate: 'Der Dienst hat diese Datei bereits.',
      rate_limited: 'Der Dienst ist ausgelastet.',
      upstream: 'Beim Dienst ist ein Problem aufgetreten.',
      network: 'Der Dienst ist nicht erreichbar.',
      timeout: 'Der Dienst hat zu lange nicht geantwortet.',
      malformed: 'Der Dienst hat eine Antwort gesendet, die Dropdock nicht lesen kann.',
      internal: 'In Dropdock ist ein Fehler aufgetreten.',
      unexpected_answer: 'Der Dienst hat unerwartet geantwortet.',
      answer_too_large: 'Die Antwort des Dienstes war zu groß.',
      file: 'Die Datei konnte nicht gelesen werden.',
      checksum: 'Die Datei hat sich beim Senden geändert.',
      too_large: 'Die Datei ist für den Dienst zu groß.',
      not_a_document:
        'Die Datei ist kein Dokument, das der Dienst lesen kann (ein Archiv, eine Office-Datei oder unbekannte Daten): Senden Sie ein PDF, ein Bild oder eine Textdatei.'
    }
  },
  batch: {
    titleAttention: 'Einige Dokumente sind zu prüfen',
    titleDone: 'Dokumente verarbeitet',
    ready: '{n} Dokument ist fertig | {n} Dokumente sind fertig',
    attention: '{n} ist zu prüfen | {n} sind zu prüfen',
    body: '{parts}.',
    separator: ', '
  },
  drop: {
    refusedTitle:
      '{n} hinzugefügte Datei wurde nicht angenommen | {n} hinzugefügte Dateien wurden nicht angenommen',
    refusedLine: '{name}: {reason}'
  },
  storage: {
    pausedTitle: 'Dropdock hat die Annahme pausiert',
    resumedTitle: 'Dropdock macht weiter',
    resumedBody: 'Die Daten können wieder geschrieben werden; die Annahme läuft weiter.',
    problem: {
      full: 'Der Datenträger mit den Daten von Dropdock ist voll: {path}',
      denied: 'Dropdock darf seine Daten nicht in {path} schreiben (Zugriff verweigert).',
      readOnly: 'Der Datenträger mit den Daten von Dropdock ist schreibgeschützt: {path}',
      io: 'Der Datenträger mit den Daten von Dropdock konnte nicht schreiben (E/A-Fehler): {path}',
      notFolder: '{path} ist eine Datei, kein Ordner, in dem Dropdock seine Daten ablegen kann.',
      other: 'Dropdock konnte seine Daten nicht in {path} schreiben ({code}).'
    }
  }
} satisfies Catalog<typeof source>
