import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFolder: {
    title: 'Ordner überwachen'
  },
  connectionChange: {
    title: 'Dienstadresse ändern',
    messageTo: 'Dokumente an {host} senden?',
    messageAny: 'Dienstadressen ändern?',
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
  unexpected: {
    title: 'In Dropdock ist ein unerwarteter Fehler aufgetreten',
    log: 'Details stehen im Protokoll.'
  }
} satisfies Catalog<typeof source>
