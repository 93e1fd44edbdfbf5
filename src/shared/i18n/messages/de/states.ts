import type { Catalog } from '../../catalog'
import type source from '../en/states'

export default {
  label: {
    waiting: 'Wartet',
    queued: 'In Warteschlange',
    hashing: 'Wird geprüft',
    uploading: 'Wird hochgeladen',
    submitted: 'Gesendet',
    classified: 'Klassifiziert',
    extracted: 'Ausgelesen',
    extraction_failed: 'Nicht gelesen',
    stalled: 'Verzögert',
    duplicate: 'Duplikat',
    empty: 'Leer',
    failed: 'Fehlgeschlagen',
    retrying: 'Wird erneut versucht',
    paused: 'Pausiert',
    cancelled: 'Abgebrochen'
  },
  sentence: {
    waiting: 'Wartet, bis die Datei fertig gespeichert ist',
    queued: 'Wartet darauf, gesendet zu werden',
    hashing: 'Die Datei wird gelesen, um ihren Fingerabdruck zu bilden',
    uploading: 'Die Datei wird an den Dienst gesendet',
    submitted: 'Gesendet; der Dienst ermittelt den Dokumenttyp',
    classified: 'Dokumenttyp erkannt; der Dienst liest die Daten aus',
    extracted: 'Fertig: Daten ausgelesen und verknüpft',
    extraction_failed: 'Der Dienst konnte die Daten dieses Dokuments nicht lesen',
    stalled: 'Der Dienst ist nicht in der üblichen Zeit fertig geworden',
    duplicate: 'Schon früher gesendet; verweist auf das vorhandene Dokument',
    empty: 'Nicht gesendet: Die Datei ist leer (0 Byte)',
    failed: 'Konnte nicht gesendet werden',
    retrying: 'Ein vorübergehendes Problem; wird gleich erneut versucht',
    paused: 'Die Annahme ist pausiert; sie geht beim Fortsetzen weiter',
    cancelled: 'Aus der Annahme genommen'
  },
  held: {
    label: 'Angehalten',
    sentence:
      'Dropdock kann seine Daten nicht speichern; die Datei geht von selbst weiter, sobald es wieder geht'
  }
} satisfies Catalog<typeof source>
