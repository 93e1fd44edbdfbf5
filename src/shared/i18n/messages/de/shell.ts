import type { Catalog } from '../../catalog'
import type source from '../en/shell'

export default {
  skip: {
    toList: 'Zur Dateiliste springen',
    toMain: 'Zum Hauptinhalt springen'
  },
  nav: {
    label: 'Hauptmenü',
    inbox: 'Eingang',
    lookup: 'Nummernsuche',
    settings: 'Einstellungen',
    attention: '{n} Datei ist zu prüfen | {n} Dateien sind zu prüfen'
  },
  service: {
    sandbox: 'Sandbox',
    production: 'Produktion',
    sandboxHint: 'Dokumente gehen an einen Übungsdienst auf diesem Computer, nicht an Ihr Konto.'
  },
  connection: {
    starting: 'Wird gestartet…',
    storage: 'Annahme pausiert: Dropdock kann seine Daten nicht speichern',
    sandbox: 'Übungsdienst auf diesem Computer',
    online: 'Verbunden',
    offline: 'Offline: Dateien warten, bis der Dienst erreichbar ist',
    auth_error: 'Der Dienst hat den API-Schlüssel abgelehnt'
  },
  folders: {
    unreachable:
      '{n} überwachter Ordner ist nicht erreichbar | {n} überwachte Ordner sind nicht erreichbar',
    problem: {
      missing:
        '{path} existiert nicht oder ist nicht erreichbar; Dropdock sieht selbst wieder nach',
      denied: 'Dropdock darf {path} nicht lesen; es sieht selbst wieder nach',
      notFolder: '{path} ist eine Datei, kein Ordner',
      other: '{path} kann nicht gelesen werden ({code}); Dropdock sieht selbst wieder nach'
    },
    retrying: '{path} ist wieder da: Dropdock sieht sich seine Dateien an'
  },
  stateDamage: {
    damaged:
      'Die Liste der gesendeten Dateien war beschädigt: verlorene Dateien werden mit dem Dienst abgeglichen',
    rebuilt:
      'Die Liste der gesendeten Dateien war beschädigt: {n} Datei wurde vom Dienst zurückgeholt | Die Liste der gesendeten Dateien war beschädigt: {n} Dateien wurden vom Dienst zurückgeholt'
  },
  progress: {
    label: 'Gesamtfortschritt',
    done: '{done} von {total} erledigt',
    attentionOf: '{n} von {total} Dateien ist zu prüfen | {n} von {total} Dateien sind zu prüfen',
    handled: 'Die Datei ist erledigt | Alle {n} Dateien sind erledigt',
    attention: '{n} zu prüfen | {n} zu prüfen'
  },
  problem: {
    label: 'Probleme',
    offline:
      'Dropdock erreicht {host} nicht. Die Dateien warten hier und werden gesendet, sobald der Dienst antwortet.',
    auth: '{host} hat den API-Schlüssel abgelehnt. Die Dateien warten hier, bis in den Einstellungen ein gültiger Schlüssel gespeichert ist.',
    storageWaits:
      'Die Annahme wartet und geht von selbst weiter, sobald Dropdock wieder speichern kann.',
    waiting:
      'Warten auf den Dienst — nächster Versuch {time}. {n} Datei wartet auf das Senden. | Warten auf den Dienst — nächster Versuch {time}. {n} Dateien warten auf das Senden.',
    openSettings: 'Einstellungen öffnen',
    openFolder: 'Ordner öffnen',
    tryAgain: 'Erneut versuchen',
    tryNow: 'Jetzt versuchen'
  },
  addFiles: 'Dateien hinzufügen…',
  pause: 'Annahme pausieren',
  resume: 'Annahme fortsetzen',
  held: 'Wartet auf den Datenträger',
  heldHint:
    'Die Annahme wartet, weil Dropdock seine Daten nicht speichern kann; sie geht von selbst weiter.',
  drop: {
    title: 'Zum Senden ablegen',
    hint: 'Dropdock sendet jede Datei an {service} und zeigt sie im Eingang.',
    hintPaused: 'Die Annahme ist pausiert: Die Dateien warten im Eingang, bis Sie sie fortsetzen.',
    hintHeld:
      'Die Annahme wartet auf den Datenträger: Die Dateien warten im Eingang, bis Dropdock seine Daten speichern kann.',
    hintSandbox: 'Dropdock sendet jede Datei an die Sandbox und zeigt sie im Eingang.'
  },
  notices: {
    tryAgain: 'Erneut versuchen',
    dismiss: 'Schließen'
  },
  live: {
    state: '{name}: {label}. {sentence}.',
    paused: 'Annahme pausiert.',
    running: 'Annahme läuft.',
    handled: 'Die Datei ist erledigt. | Alle {n} Dateien sind erledigt.',
    attention: '{n} Datei ist zu prüfen. | {n} Dateien sind zu prüfen.',
    batch: {
      extracted: '{n} ausgelesen | {n} ausgelesen',
      duplicate: '{n} Duplikat | {n} Duplikate',
      failed: '{n} fehlgeschlagen | {n} fehlgeschlagen',
      more: '{n} weiterer | {n} weitere',
      separator: ', ',
      done: '{counts}.',
      withNames: '{counts}: {names}.'
    }
  }
} satisfies Catalog<typeof source>
