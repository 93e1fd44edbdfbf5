import type { Catalog } from '../../catalog'
import type source from '../en/housekeeping'

export default {
  actions: {
    cancel: 'Verzenden annuleren',
    remove: 'Uit de inbox verwijderen…',
    acknowledge: 'Als bekeken markeren',
    openInService: 'Document openen in de web-app ↗',
    acknowledged: 'Als bekeken gemarkeerd: telt niet meer mee als vraagt aandacht.'
  },
  steps: {
    label: 'Documenten in de lijst',
    previous: 'Vorige',
    next: 'Volgende',
    previousHint: 'Vorige document in de lijst (Alt+pijl omhoog)',
    nextHint: 'Volgende document in de lijst (Alt+pijl omlaag)',
    position: '{index} van {count}'
  },
  done: {
    cancel: 'Verzenden van {name} geannuleerd',
    remove: '{name} uit de inbox verwijderd',
    acknowledge: '{name} als bekeken gemarkeerd: vraagt geen aandacht meer',
    openInService: 'Web-app wordt geopend'
  },
  failed: {
    cancel: 'Verzenden van {name} kon niet worden geannuleerd: {reason}',
    remove: '{name} kon niet uit de inbox worden verwijderd: {reason}',
    acknowledge: '{name} kon niet als bekeken worden gemarkeerd: {reason}',
    openInService: '{name} kon niet in de web-app worden geopend: {reason}'
  },
  removal: {
    title: 'Uit de inbox verwijderen',
    message: '{name} uit de inbox verwijderen?',
    messageMany: '{n} bestanden uit de inbox verwijderen?',
    detail:
      'Het bestand zelf blijft waar het is en de dienst houdt het document; een bestand dat nog wordt verzonden, wordt eerst gestopt. Hebt u hier niet zelf om gevraagd, kies dan {cancel}.',
    confirm: 'Verwijderen',
    cancel: 'Annuleren'
  },
  retention: {
    label: 'Afgehandelde bestanden in de inbox houden',
    days: '{n} dag | {n} dagen',
    never: 'Tot ik ze verwijder',
    hint: 'Afgehandelde bestanden worden na {n} dag vergeten; problemen die u niet als bekeken hebt gemarkeerd, blijven staan. | Afgehandelde bestanden worden na {n} dagen vergeten; problemen die u niet als bekeken hebt gemarkeerd, blijven staan.',
    hintNever: 'Afgehandelde bestanden blijven in de inbox tot u ze verwijdert.'
  },
  tray: {
    recent: 'Recente documenten',
    item: '{name} – {state}',
    /** A file the service split into several documents, one entry for the file. */
    packet: '{name} – {n} document – {state} | {name} – {n} documenten – {state}'
  }
} satisfies Catalog<typeof source>
