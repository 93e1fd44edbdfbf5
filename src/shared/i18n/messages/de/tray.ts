import type { Catalog } from '../../catalog'
import type source from '../en/tray'

export default {
  open: 'Dropdock öffnen',
  addFiles: 'Dateien hinzufügen…',
  pause: 'Annahme pausieren',
  resume: 'Annahme fortsetzen',
  retry: 'Fehlgeschlagene erneut versuchen',
  retryCount: 'Fehlgeschlagene erneut versuchen ({n})',
  openFolder: 'Überwachten Ordner öffnen',
  openFolders: 'Überwachte Ordner öffnen',
  settings: 'Einstellungen…',
  quit: 'Dropdock beenden',
  folders:
    '{n} überwachter Ordner ist nicht erreichbar | {n} überwachte Ordner sind nicht erreichbar',
  tooltip: 'Dropdock · {status}',
  status: {
    line: '{service}: {counts}',
    lineWithState: '{service} ({state}): {counts}',
    separator: ', ',
    active: '{n} in Bearbeitung',
    attention: '{n} zu prüfen | {n} zu prüfen',
    done: '{n} erledigt | {n} erledigt',
    state: {
      storage: 'wartet auf den Datenträger',
      offline: 'offline',
      auth_error: 'API-Schlüssel abgelehnt',
      starting: 'startet',
      paused: 'pausiert'
    }
  }
} satisfies Catalog<typeof source>
