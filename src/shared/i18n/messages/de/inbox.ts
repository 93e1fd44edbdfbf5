import type { Catalog } from '../../catalog'
import type source from '../en/inbox'

export default {
  title: 'Eingang',
  empty: {
    title: 'Noch keine Dokumente',
    intro: 'Dropdock sendet Ihre Versanddokumente an den Dienst, der sie ausliest und verknüpft.',
    drop: '{dropHere} – Rechnungen, Konnossemente, Ankunftsmeldungen; aus einem Ordner oder einer E-Mail.',
    dropHere: 'Dateien hier ablegen',
    watch: 'Oder {addFolder}: Jede dort gespeicherte Datei wird von selbst gesendet.',
    addFolder: 'einen überwachten Ordner in den Einstellungen hinzufügen',
    follow:
      'Verfolgen Sie hier jede Datei bis zum Status {state} und öffnen Sie sie dann, um Daten und Sendung zu prüfen.',
    sandbox:
      'Sie arbeiten mit der {sandbox}, einem Übungsdienst auf diesem Computer. Nichts erreicht Ihr Konto, bis in den Einstellungen ein API-Schlüssel hinterlegt ist.'
  },
  noMatch: 'Keine Datei passt zu diesen Filtern.',
  showAll: 'Alle Dateien zeigen',
  search: {
    label: 'Nach Name, Dokumenttyp, ausgelesenem Wert, Sendungs- oder Containernummer suchen',
    placeholder: 'Name, Nummer, Dokumenttyp…'
  },
  filter: {
    status: 'Status',
    all: 'Alle ({n})',
    attention: 'Zu prüfen ({n})',
    due: 'Was zuerst fällig ist ({n})',
    active: 'In Bearbeitung',
    state: '{label} ({n})',
    type: 'Dokumenttyp',
    allTypes: 'Alle Dokumenttypen',
    unclassified: 'Nicht klassifiziert',
    folder: 'Ordner',
    allFolders: 'Alle Ordner',
    clear: 'Filter zurücksetzen'
  },
  selection: {
    count: '{n} ausgewählt | {n} ausgewählt',
    retry: 'Auswahl erneut versuchen',
    clear: 'Auswahl aufheben',
    all: 'Datei auswählen | Alle {n} auswählen'
  },
  retryFailed: 'Fehlgeschlagene erneut versuchen ({n})',
  columns: {
    file: 'Datei',
    folder: 'Ordner',
    size: 'Größe',
    type: 'Dokumenttyp',
    shipments: 'Sendungen',
    status: 'Status',
    updated: 'Aktualisiert'
  },
  list: 'Dateien',
  row: {
    select: '{name} auswählen',
    progress: 'Fortschritt von {name}',
    sending: 'Wird gesendet… {percent}'
  },
  folder: {
    dropped: 'Hinzugefügt',
    cli: 'Befehlszeile'
  },
  failed: {
    load: 'Der Eingang konnte nicht geladen werden: {reason}',
    add: '{name} konnte nicht hinzugefügt werden: {reason}',
    drop: 'Die hineingezogenen Dateien konnten nicht hinzugefügt werden: {reason}',
    choose: 'Die gewählten Dateien konnten nicht hinzugefügt werden: {reason}',
    retry: 'Die Dateien konnten nicht erneut versucht werden: {reason}',
    retryFailed: 'Die fehlgeschlagenen Dateien konnten nicht erneut versucht werden: {reason}',
    cancel: 'Die Dateien konnten nicht aus der Annahme genommen werden: {reason}'
  },
  notice: {
    joiner: '. ',
    added: '{n} Datei hinzugefügt | {n} Dateien hinzugefügt',
    rejected: '{name} nicht angenommen: {reason}',
    tooLargeToHandOver:
      '{name} ist größer als {size}: Speichern Sie die Datei zuerst in einem Ordner und legen Sie sie von dort ab',
    fileAdded: '{name} hinzugefügt',
    retrying: '{n} Datei wird erneut versucht | {n} Dateien werden erneut versucht',
    retryingFailed:
      '{n} fehlgeschlagene Datei wird erneut versucht | {n} fehlgeschlagene Dateien werden erneut versucht'
  }
} satisfies Catalog<typeof source>
