import type { Catalog } from '../../catalog'
import type source from '../en/tray'

export default {
  open: 'Dropdock openen',
  addFiles: 'Bestanden toevoegen…',
  pause: 'Ontvangst pauzeren',
  resume: 'Ontvangst hervatten',
  retry: 'Mislukte opnieuw proberen',
  retryCount: 'Mislukte opnieuw proberen ({n})',
  openFolder: 'Gevolgde map openen',
  openFolders: 'Gevolgde mappen openen',
  settings: 'Instellingen…',
  quit: 'Dropdock afsluiten',
  folders: '{n} bewaakte map is niet bereikbaar | {n} bewaakte mappen zijn niet bereikbaar',
  tooltip: 'Dropdock · {status}',
  status: {
    line: '{service}: {counts}',
    lineWithState: '{service} ({state}): {counts}',
    separator: ', ',
    active: '{n} bezig',
    attention: '{n} vraagt aandacht | {n} vragen aandacht',
    done: '{n} klaar | {n} klaar',
    state: {
      storage: 'wacht op de schijf',
      offline: 'offline',
      auth_error: 'API-sleutel geweigerd',
      starting: 'start op',
      paused: 'gepauzeerd'
    }
  }
} satisfies Catalog<typeof source>
