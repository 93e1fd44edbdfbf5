import type { Catalog } from '../../catalog'
import type source from '../en/settings'

export default {
  title: 'Einstellungen',
  loading: 'Einstellungen werden geladen…',
  saved: 'Einstellungen gespeichert',
  saveChoice: 'Speichern',
  locked: 'Von Ihrer IT-Abteilung festgelegt',
  connection: {
    title: 'Verbindung',
    service: 'Dienst',
    useService: 'Diesen Dienst verwenden',
    modes: {
      sandbox: 'Sandbox',
      production: 'Produktion',
      custom: 'Eigene Adresse'
    },
    hints: {
      sandbox: 'Ein Übungsdienst auf diesem Computer. Nichts erreicht Ihr Konto.',
      production: 'Das Konto Ihrer Firma beim Dienst.',
      custom: 'Eine andere Adresse, die Sie von Ihrer IT-Abteilung erhalten haben.'
    },
    nowUsing: 'Jetzt verbunden mit: {mode}',
    address: 'Adresse des Dienstes',
    saveAddress: 'Adresse speichern',
    addressSaved: 'Adresse gespeichert',
    addressIncomplete: 'Geben Sie eine vollständige Adresse ein, die mit https:// beginnt.',
    addressNotHttps:
      'Die Adresse muss mit https:// beginnen (einfaches http ist nur auf diesem Computer erlaubt).',
    apiKey: 'API-Schlüssel',
    keyIsSaved: 'Ein Schlüssel ist gespeichert. Fügen Sie einen neuen ein, um ihn zu ersetzen.',
    noKeyYet: 'Noch kein Schlüssel gespeichert.',
    keyPlaceholderSaved: '•••••••••••• (gespeichert)',
    keyPlaceholder: 'API-Schlüssel einfügen',
    saveKey: 'Schlüssel speichern',
    removeKey: 'Schlüssel entfernen',
    keyMissing: 'Fügen Sie zuerst den API-Schlüssel ein.',
    keySaved: 'API-Schlüssel gespeichert',
    keyRemoved: 'API-Schlüssel entfernt',
    weakStorage:
      'Dieser Computer hat keinen sicheren Schlüsselbund. Der Schlüssel läge daher in einer Datei, die andere Programme unter Ihrem Benutzer lesen können.',
    weakConsent: 'Verstanden, den Schlüssel so aufbewahren',
    noStorage:
      'Dieser Computer kann keine Geheimnisse speichern. Bitten Sie Ihre IT-Abteilung, den Schlüssel für Sie einzurichten.',
    test: 'Verbindung testen',
    testing: 'Wird getestet…',
    outcome: {
      sandbox: 'Die Sandbox läuft in Dropdock selbst; sie braucht keine Verbindung.',
      connected: 'Verbunden mit {host} ({ms} ms).',
      noAddress: 'Geben Sie zuerst die Adresse des Dienstes ein.',
      noKey: 'Geben Sie zuerst einen API-Schlüssel ein.',
      keyForAddress:
        'Geben Sie den API-Schlüssel für diese Adresse ein: Der gespeicherte Schlüssel geht nur an die gespeicherte Adresse.',
      notConfirmed: 'Der Test wurde abgebrochen: Die neue Adresse wurde nicht bestätigt.',
      failed: '{host}: {reason}'
    },
    testPassed: '✓ {message}',
    testFailed: '✕ {message}'
  },
  folders: {
    title: 'Überwachte Ordner',
    add: 'Ordner hinzufügen…',
    none: 'Kein Ordner wird überwacht. Fügen Sie den Ordner hinzu, in dem Ihr Scanner oder Ihr E-Mail-Programm Dokumente ablegt: Jede dort gespeicherte Datei wird von selbst gesendet.',
    watchingNotice: '{path} wird überwacht',
    alreadyWatched: '{path} wird bereits überwacht',
    removed: 'Ordner wird nicht mehr überwacht',
    watching: 'Überwachen',
    stopWatching: 'Nicht mehr überwachen',
    health: {
      watching: 'Überwacht: jede hier gespeicherte Datei wird gesendet',
      retrying: 'Wieder da: Dropdock sieht sich seine Dateien an',
      problem: {
        missing:
          'Nicht erreichbar: Der Ordner existiert nicht oder sein Laufwerk ist nicht verbunden. Dropdock sieht selbst wieder nach.',
        denied: 'Nicht lesbar: Dropdock fehlt die Berechtigung. Es sieht selbst wieder nach.',
        notFolder: 'Das ist eine Datei, kein Ordner.',
        other: 'Nicht lesbar ({code}). Dropdock sieht selbst wieder nach.'
      }
    },
    include: 'Nur Dateien wie',
    includePlaceholder: 'alle Dateien (z. B. *.pdf, *.tif)',
    exclude: 'Dateien überspringen wie',
    excludePlaceholder: 'keine (z. B. *.tmp, ~$*)',
    afterUpload: 'Nach dem Senden',
    after: {
      keep: 'Dort lassen, wo sie ist',
      move: 'In einen Unterordner „Done“ verschieben',
      delete: 'Löschen'
    },
    quiet: 'Warten, bis unverändert seit (s)',
    poll: 'Prüfen alle (s)',
    recursive: 'Unterordner einbeziehen',
    polling: 'Regelmäßig abfragen (für Netzlaufwerke)',
    moveFailed: 'Fehlgeschlagene Dateien mit Grund in einen Unterordner „Failed“ verschieben',
    moveFailedWithDone:
      'Dateien, die nach dem Senden verschoben werden, kommen bei Fehlern immer nach „Failed“, nie nach „Done“',
    moveDuplicates: 'Duplikate in einen Unterordner „Duplicates“ verschieben',
    documentType: 'Dokumenttyp',
    typeByService: 'Keiner: der Dienst entscheidet',
    typeHint:
      'Jede Datei aus diesem Ordner wird mit diesem Dokumenttyp gesendet; der Dienst ordnet sie nicht selbst zu.',
    split: 'Mehrseitige Scans trennen',
    splitModes: {
      service: 'Wie der Dienst es tut',
      separators: 'An Trennblättern'
    },
    splitHints: {
      service:
        'Jede Datei wird als Ganzes gesendet. Der Dienst kann einen Stapel trotzdem in seine Dokumente zerlegen; Dropdock kann das nicht verhindern.',
      separators:
        'Vor dem Senden beginnt eine Seite mit einem Barcode oder QR-Code des Trenntexts, oder eine leere Seite, ein neues Dokument.'
    },
    separatorText: 'Trenntext',
    separatorTextHint: 'Der Text des Barcodes oder QR-Codes auf Ihren Trennblättern.',
    separatorProblems: {
      empty: 'Geben Sie den Text Ihrer Trennblätter ein.',
      too_long: 'Höchstens {max} Zeichen.',
      control: 'Verwenden Sie nur druckbare Zeichen.',
      spaces: 'Kein Leerzeichen am Anfang oder Ende.'
    }
  },
  general: {
    title: 'Verhalten',
    language: 'Sprache',
    systemLanguage: 'Systemsprache ({name})',
    useLanguage: 'Diese Sprache verwenden',
    notifications: 'Benachrichtigungen',
    notificationLevels: {
      all: 'Alles (zusammengefasst)',
      errors: 'Nur Probleme',
      none: 'Keine'
    },
    logLevel: 'Protokollumfang',
    logLevels: {
      error: 'Fehler',
      warn: 'Warnungen',
      info: 'Normal',
      debug: 'Alles (für den Support)'
    },
    hashConcurrency: 'Gleichzeitig geprüfte Dateien',
    uploadConcurrency: 'Gleichzeitig gesendete Dateien',
    startAtLogin: 'Dropdock bei der Anmeldung starten',
    hideOnClose: 'Nach dem Schließen des Fensters im Infobereich weiterlaufen',
    exportDiagnostics: 'Diagnose exportieren…',
    exportHint: 'Speichert Protokolle für Ihre IT-Abteilung, ohne Schlüssel und Passwörter.',
    diagnosticsSaved: 'Diagnose gespeichert unter {path}'
  },
  quality: {
    title: 'Wie gut der Dienst liest',
    hint: 'Je Dokumenttyp, über die Dokumente im Eingang: die Felder, die der Dienst gelesen hat, wie viele davon korrigiert wurden, und die von Hand eingegebenen Felder, wo er nichts gelesen hat.',
    type: 'Dokumenttyp',
    schema: 'Schema',
    documents: 'Dokumente',
    read: 'Gelesene Felder',
    corrected: 'Korrigiert',
    keyed: 'Von Hand eingegeben',
    none: 'Noch nichts gelesen.'
  },
  about: {
    title: 'Über',
    application: 'Anwendung',
    version: 'Version',
    platform: 'Plattform',
    service: 'Dienst'
  }
} satisfies Catalog<typeof source>
