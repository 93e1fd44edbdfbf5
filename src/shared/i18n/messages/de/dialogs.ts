import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFiles: {
    title: 'Dateien hinzufügen'
  },
  chooseFolder: {
    title: 'Ordner überwachen'
  },
  connectionChange: {
    title: 'Dienstadresse ändern',
    messageTo: 'Dokumente an {host} senden?',
    messageAny: 'Dienstadressen ändern?',
    messageWebApp: 'Die Web-App unter {host} öffnen?',
    messageUploads: 'Uploads über {host} senden?',
    uploadTo: 'Dropdock lädt Dateien hoch und sendet den API-Schlüssel an:',
    noService: '(kein Dienst)',
    webApp: 'Web-App: {url}',
    uploads: 'Uploads: {url}',
    until: 'Bisher: {from}',
    untilSandbox: 'Bisher: die eingebaute Sandbox (nichts hat diesen Computer verlassen)',
    askKey:
      'Sie werden nach dem API-Schlüssel für die neue Adresse gefragt. Wenn Sie diese Änderung nicht selbst vorgenommen haben, wählen Sie {cancel}.',
    confirm: 'Adresse ändern',
    cancel: 'Abbrechen'
  },
  keyReplacement: {
    title: 'API-Schlüssel ersetzen',
    messageNamed: 'Dokumente ab jetzt an {account} senden?',
    messageAny: 'Den gespeicherten API-Schlüssel ersetzen?',
    next: 'Der neue Schlüssel öffnet: {account}',
    replaced: 'Der ersetzte Schlüssel öffnet: {account}',
    service: 'Dienst: {url}',
    unnamed: 'ein Konto ohne Dokumente (der Dienst nennt ein Konto nur mit seinen Dokumenten)',
    unreadable: 'unbekannt ({reason})',
    warn: 'Alles, was ab jetzt hochgeladen wird, geht an das Konto des neuen Schlüssels. Wenn Sie diesen Schlüssel nicht selbst eingegeben haben, wählen Sie {cancel}.',
    confirm: 'Schlüssel ersetzen',
    cancel: 'Abbrechen'
  },
  folderAction: {
    title: 'Dateien in einem überwachten Ordner',
    messageDelete: 'Jede Datei nach dem Hochladen aus {folder} löschen?',
    messageMove: 'Jede Datei nach dem Hochladen aus {folder} verschieben?',
    detailDelete:
      'Dropdock löscht jede Datei, die es aus diesem Ordner sendet. Dropdock kann sie nicht wiederherstellen. Wenn Sie diese Änderung nicht selbst vorgenommen haben, wählen Sie {cancel}.',
    detailMove:
      'Dropdock verschiebt jede Datei, die es aus diesem Ordner sendet, nach {done}. Wenn Sie diese Änderung nicht selbst vorgenommen haben, wählen Sie {cancel}.',
    confirm: 'Speichern',
    cancel: 'Abbrechen'
  },
  keyRemoval: {
    title: 'API-Schlüssel entfernen',
    message: 'Den API-Schlüssel für {address} entfernen?',
    messageAny: 'Den gespeicherten API-Schlüssel entfernen?',
    detail:
      'Dropdock sendet keine Dokumente mehr an Ihr Konto, bis wieder ein Schlüssel eingegeben ist; die Dateien warten im Eingang. Wenn Sie das nicht selbst veranlasst haben, wählen Sie {cancel}.',
    confirm: 'Schlüssel entfernen',
    cancel: 'Abbrechen'
  },
  stopWatching: {
    title: 'Ordner nicht mehr überwachen',
    message: '{folder} nicht mehr überwachen?',
    messageMany: '{n} Ordner nicht mehr überwachen?',
    detail:
      'Dateien, die ab jetzt dort gespeichert werden, werden nicht mehr gesendet. Bereits gesendete Dateien bleiben im Eingang. Wenn Sie das nicht selbst veranlasst haben, wählen Sie {cancel}.',
    confirm: 'Nicht mehr überwachen',
    cancel: 'Abbrechen'
  },
  split: {
    title: 'In Dokumente aufteilen',
    message: '{name} in {count} Dokumente aufteilen?',
    detail:
      'Jedes wird als eigenes Dokument an den Dienst gesendet, danach wird das eine Dokument der ganzen Datei beim Dienst gelöscht. Die Datei selbst bleibt, wo sie ist. Wenn Sie das nicht selbst veranlasst haben, wählen Sie {cancel}.',
    confirm: 'Aufteilen',
    cancel: 'Abbrechen'
  },
  removePart: {
    title: 'Ein Dokument entfernen',
    message: 'Dieses Dokument von {name} entfernen?',
    detail:
      'Der Dienst löscht dieses Dokument; die anderen Dokumente der Datei bleiben. Wenn Sie das nicht selbst veranlasst haben, wählen Sie {cancel}.',
    confirm: 'Dokument entfernen',
    cancel: 'Abbrechen'
  },
  unexpected: {
    title: 'In Dropdock ist ein unerwarteter Fehler aufgetreten',
    log: 'Details stehen im Protokoll.'
  }
} satisfies Catalog<typeof source>
