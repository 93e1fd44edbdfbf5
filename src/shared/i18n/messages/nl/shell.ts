import type { Catalog } from '../../catalog'
import type source from '../en/shell'

export default {
  skip: {
    toList: 'Naar de lijst met bestanden',
    toMain: 'Naar de hoofdinhoud'
  },
  nav: {
    label: 'Hoofdmenu',
    inbox: 'Inbox',
    lookup: 'Opzoeken',
    settings: 'Instellingen',
    attention: '{n} bestand vraagt aandacht | {n} bestanden vragen aandacht'
  },
  service: {
    sandbox: 'Sandbox',
    production: 'Productie',
    sandboxHint: 'Documenten gaan naar een oefendienst op deze computer, niet naar uw account.'
  },
  connection: {
    starting: 'Bezig met starten…',
    storage: 'Ontvangst gepauzeerd: Dropdock kan zijn gegevens niet opslaan',
    sandbox: 'Oefendienst op deze computer',
    online: 'Verbonden',
    offline: 'Offline: bestanden wachten tot de dienst bereikbaar is',
    auth_error: 'De dienst heeft de API-sleutel geweigerd'
  },
  folders: {
    unreachable: '{n} bewaakte map is niet bereikbaar | {n} bewaakte mappen zijn niet bereikbaar',
    problem: {
      missing: '{path} bestaat niet of is niet bereikbaar; Dropdock kijkt zelf opnieuw',
      denied: 'Dropdock mag {path} niet lezen; het kijkt zelf opnieuw',
      notFolder: '{path} is een bestand, geen map',
      other: '{path} kan niet worden gelezen ({code}); Dropdock kijkt zelf opnieuw'
    },
    retrying: '{path} is terug: Dropdock bekijkt de bestanden'
  },
  stateDamage: {
    damaged:
      'De lijst met verzonden bestanden was beschadigd: verloren bestanden worden bij de dienst nagekeken',
    rebuilt:
      'De lijst met verzonden bestanden was beschadigd: {n} bestand is van de dienst teruggehaald | De lijst met verzonden bestanden was beschadigd: {n} bestanden zijn van de dienst teruggehaald'
  },
  progress: {
    label: 'Totale voortgang',
    done: '{done} van {total} klaar',
    attentionOf:
      '{n} van {total} bestanden vraagt aandacht | {n} van {total} bestanden vragen aandacht',
    handled: 'Het bestand is afgehandeld | Alle {n} bestanden zijn afgehandeld',
    attention: '{n} vraagt aandacht | {n} vragen aandacht'
  },
  problem: {
    label: 'Problemen',
    offline:
      'Dropdock kan {host} niet bereiken. De bestanden wachten hier en worden verzonden zodra de dienst antwoordt.',
    auth: '{host} heeft de API-sleutel geweigerd. De bestanden wachten hier tot er in Instellingen een geldige sleutel is opgeslagen.',
    storageWaits: 'De ontvangst wacht en gaat vanzelf verder zodra Dropdock weer kan opslaan.',
    waiting:
      'Wachten op de dienst — volgende poging {time}. {n} bestand wacht om te worden verzonden. | Wachten op de dienst — volgende poging {time}. {n} bestanden wachten om te worden verzonden.',
    openSettings: 'Instellingen openen',
    openFolder: 'Map openen',
    tryAgain: 'Opnieuw proberen',
    tryNow: 'Nu proberen'
  },
  addFiles: 'Bestanden toevoegen…',
  pause: 'Ontvangst pauzeren',
  resume: 'Ontvangst hervatten',
  held: 'Wacht op de schijf',
  heldHint:
    'De ontvangst wacht omdat Dropdock zijn gegevens niet kan opslaan; die gaat vanzelf verder.',
  drop: {
    title: 'Loslaten om te verzenden',
    hint: 'Dropdock verzendt elk bestand naar {service} en toont het in de inbox.',
    hintPaused: 'De ontvangst is gepauzeerd: de bestanden wachten in de inbox tot u die hervat.',
    hintHeld:
      'De ontvangst wacht op de schijf: de bestanden wachten in de inbox tot Dropdock zijn gegevens kan opslaan.',
    hintSandbox: 'Dropdock verzendt elk bestand naar de sandbox en toont het in de inbox.'
  },
  notices: {
    tryAgain: 'Opnieuw proberen',
    dismiss: 'Sluiten'
  },
  live: {
    state: '{name}: {label}. {sentence}.',
    paused: 'Ontvangst gepauzeerd.',
    running: 'Ontvangst loopt.',
    handled: 'Het bestand is afgehandeld. | Alle {n} bestanden zijn afgehandeld.',
    attention: '{n} bestand vraagt aandacht. | {n} bestanden vragen aandacht.',
    batch: {
      extracted: '{n} uitgelezen | {n} uitgelezen',
      duplicate: '{n} duplicaat | {n} duplicaten',
      failed: '{n} mislukt | {n} mislukt',
      more: '{n} ander | {n} andere',
      separator: ', ',
      done: '{counts}.',
      withNames: '{counts}: {names}.'
    }
  }
} satisfies Catalog<typeof source>
