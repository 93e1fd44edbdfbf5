import type { Catalog } from '../../catalog'
import type source from '../en/detail'

export default {
  close: 'Details schließen',
  gone: 'Diese Datei ist nicht mehr im Eingang.',
  showOriginal: 'Original anzeigen: {name}',
  actions: {
    label: 'Aktionen',
    reclassify: 'Neu klassifizieren',
    relink: 'Neu verknüpfen',
    reextract: 'Neu auslesen',
    retry: 'Erneut versuchen',
    openOriginal: 'Original öffnen',
    showInFolder: 'Im Ordner zeigen',
    downloadCopy: 'Kopie des Dienstes herunterladen',
    copyError: 'Fehler kopieren',
    removePart: 'Dieses Dokument entfernen…'
  },
  failed: {
    type: 'Der Dokumenttyp von {name} konnte nicht geändert werden: {reason}',
    reclassify: '{name} konnte nicht erneut klassifiziert werden: {reason}',
    relink: '{name} konnte nicht erneut verknüpft werden: {reason}',
    reextract: '{name} konnte nicht erneut ausgelesen werden: {reason}',
    retry: '{name} konnte nicht erneut versucht werden: {reason}',
    open: '{name} konnte nicht geöffnet werden: {reason}',
    show: '{name} konnte nicht im Ordner gezeigt werden: {reason}',
    download: 'Eine Kopie von {name} konnte nicht gespeichert werden: {reason}',
    web: '{name} konnte nicht in der Web-App geöffnet werden: {reason}',
    removePart: 'Das Dokument von {name} ({pages}) konnte nicht entfernt werden: {reason}'
  },
  done: {
    typeSet: 'Dokumenttyp auf {type} gesetzt',
    typeRemoved: 'Von Hand gesetzter Dokumenttyp entfernt',
    reclassify: 'Der Dienst klassifiziert das Dokument erneut',
    relink: 'Der Dienst verknüpft das Dokument erneut',
    reextract: 'Der Dienst liest das Dokument erneut aus',
    retry: 'Wird erneut versucht',
    openOriginal: 'Original wird geöffnet',
    showInFolder: 'Im Ordner gezeigt',
    savedTo: 'Gespeichert unter {path}',
    openWebApp: 'Web-App wird geöffnet',
    partRemoved: '{pages} entfernt',
    errorCopied: 'Fehlerdetails kopiert',
    copyFailed: 'Kopieren in die Zwischenablage nicht möglich'
  },
  type: {
    title: 'Dokumenttyp',
    notClassified: 'Noch nicht klassifiziert',
    setByHand: 'von Hand gesetzt (laut Dienst: {type})',
    setByFolderRule: 'durch die Regel des Ordners gesetzt',
    recognised: 'vom Dienst erkannt',
    correct: 'Dokumenttyp korrigieren',
    useService: 'Dokumenttyp des Dienstes verwenden',
    apply: 'Dokumenttyp speichern',
    why: 'Warum dieser Dokumenttyp?',
    whyWords: 'Der Dienst hat sich nach den Wörtern {words} im Dokument gerichtet.',
    whyWord: '„{word}“',
    whyWordInTitle: '„{word}“ (in der Überschrift)',
    whyNext: 'Am nächsten kam danach: {type}.',
    whyFileName:
      'Er fand im Dokument keine bekannten Wörter und hat sich nach dem Dateinamen gerichtet. Prüfen Sie den Dokumenttyp.',
    whyFileNameNoText:
      'Er konnte in der Datei keinen Text lesen und hat sich nach dem Dateinamen gerichtet. Prüfen Sie den Dokumenttyp.',
    whyFallback:
      'Er fand im Dokument keine bekannten Wörter und hat als Vorgabe {type} gewählt. Prüfen Sie den Dokumenttyp.',
    whyFallbackNoText:
      'Er konnte in der Datei keinen Text lesen und hat als Vorgabe {type} gewählt. Prüfen Sie den Dokumenttyp.',
    whyNote:
      'Der Dienst hat diesen Dokumenttyp anhand der Wörter gewählt, die er im Dokument gelesen hat. Seine eigene Notiz:'
  },
  data: {
    title: 'Ausgelesene Daten',
    schema: 'Vom Dienst gelesen, mit den Feldern seines Formulars {form} (Version {version})',
    failed: 'Der Dienst konnte keine Daten aus diesem Dokument lesen.',
    loading: 'Wird geladen…',
    none: 'Noch nichts gelesen. Die Daten erscheinen hier, sobald das Dokument ausgelesen ist.',
    manual: 'Enthält Korrekturen von Hand.',
    yes: 'Ja',
    no: 'Nein'
  },
  warning: {
    not_moved:
      'Das Ergebnis gilt, aber die Datei konnte im überwachten Ordner nicht nach {folder}/ verschoben werden: {reason}',
    not_deleted:
      'Das Ergebnis gilt, aber die Datei konnte nicht aus dem überwachten Ordner gelöscht werden: {reason}',
    no_reason_file:
      'Die Datei liegt in {folder}/, aber ihre Begründungsdatei konnte nicht daneben geschrieben werden: {reason}',
    cause: {
      no_permission:
        'Der Ordner erlaubt es nicht (in einem gemeinsamen Ordner gehört die Datei vielleicht einem anderen Benutzer).',
      read_only:
        'Der Ordner liegt auf einem schreibgeschützten Laufwerk oder einer schreibgeschützten Freigabe.',
      link: 'An seiner Stelle steht ein symbolischer Link, und Dropdock verschiebt und schreibt nichts durch einen Link.',
      not_a_folder: 'Etwas, das kein Ordner ist, trägt diesen Namen.',
      name_taken: 'Der Name ist dort schon vergeben.'
    }
  },
  gap: {
    document: 'Der Dienst konnte die Details dieses Dokuments gerade nicht liefern. {reason}',
    shipments: 'Einige verknüpfte Sendungen konnten nicht geladen werden. {reason}'
  },
  links: {
    title: 'Verknüpfte Sendungen',
    none: 'Noch mit keiner Sendung verknüpft. Der Dienst verknüpft ein Dokument, sobald er ein Konnossement, einen Container oder eine Referenznummer findet, die er kennt. Wenn Sie einer Sendung eine Referenz hinzugefügt haben, klicken Sie auf „Neu verknüpfen“.',
    openWebApp: 'In der Web-App öffnen ↗',
    loadingPort: 'Ladehafen',
    dischargePort: 'Löschhafen',
    eta: 'Ankunft (ETA)',
    arrived: '(angekommen)',
    references: 'Referenzen',
    carrier: 'Reederei',
    vesselVoyage: 'Schiff / Reise'
  },
  container: {
    status: 'Status',
    lastFreeDay: 'Letzter kostenfreier Tag',
    holds: 'Sperren',
    fees: 'Gebühren',
    none: 'Keine'
  },
  email: {
    title: 'Per E-Mail erhalten',
    subject: 'Betreff',
    from: 'Von',
    to: 'An',
    cc: 'Cc',
    sent: 'Gesendet'
  },
  history: {
    title: 'Verlauf'
  },
  next: {
    label: 'Nächster Schritt',
    compare: 'Vergleichen',
    noForm:
      'Für diesen Dokumenttyp gibt es noch kein Formular zur Dateneingabe: Korrigieren Sie zuerst den Dokumenttyp.'
  },
  more: {
    button: 'Weitere Aktionen',
    reason: {
      notSent: 'Noch nicht an den Dienst gesendet',
      busy: 'Die letzte Aktion läuft noch',
      notRetryable: 'In diesem Zustand gibt es nichts erneut zu versuchen',
      noFile: 'Keine Datei auf diesem Computer',
      onItsWay: 'Noch unterwegs; warten, bis die Datei gelesen ist'
    }
  },
  compare: {
    title: 'Mit dem zuvor aufgenommenen Dokument vergleichen',
    this: 'Dieses Dokument: {name}',
    before: 'Zuvor aufgenommen: {name}',
    takenIn: 'Aufgenommen',
    type: 'Dokumenttyp',
    gone: 'Das zuvor aufgenommene Dokument ist nicht mehr im Eingang, daher wird nur dieses gezeigt.',
    close: 'Vergleich schließen'
  },
  original: {
    title: 'Original',
    pages: 'Seiten',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageOf: 'Seite {page} von {pages}',
    zoom: 'Zoom',
    zoomOut: 'Verkleinern',
    zoomIn: 'Vergrößern',
    largeView: 'Große Ansicht',
    closeLargeView: 'Große Ansicht schließen',
    divider: 'Breite des Originals',
    serviceCopy: 'Die Datei ist nicht mehr auf diesem Computer; dies ist die Kopie des Dienstes.',
    region: 'Originaldokument',
    loading: 'Original wird geladen…',
    pageImage: 'Seite {page} von {name}',
    image: 'Das Original',
    cannotShow:
      'Diese Datei kann hier nicht angezeigt werden. Öffnen Sie stattdessen das Original.',
    cannotDraw:
      'Dieses PDF kann hier nicht dargestellt werden. Öffnen Sie stattdessen das Original.',
    tooLarge:
      '„{name}“ ist {size} groß; die Vorschau zeigt Dateien bis {limit}. Öffnen Sie stattdessen das Original.',
    notViewable:
      '„{name}“ ist weder ein PDF noch ein Bild und kann hier nicht angezeigt werden. Öffnen Sie stattdessen das Original.'
  }
} satisfies Catalog<typeof source>
