import type { Catalog } from '../../catalog'
import type source from '../en/states'

export default {
  label: {
    waiting: 'Wacht',
    queued: 'In de rij',
    hashing: 'Controleren',
    uploading: 'Uploaden',
    submitted: 'Verzonden',
    classified: 'Geclassificeerd',
    extracted: 'Uitgelezen',
    extraction_failed: 'Niet gelezen',
    stalled: 'Vastgelopen',
    duplicate: 'Duplicaat',
    empty: 'Leeg',
    failed: 'Mislukt',
    retrying: 'Wordt opnieuw geprobeerd',
    paused: 'Gepauzeerd',
    cancelled: 'Geannuleerd'
  },
  sentence: {
    waiting: 'Wacht tot het bestand klaar is met opslaan',
    queued: 'In de rij om verzonden te worden',
    hashing: 'Het bestand wordt gelezen voor zijn vingerafdruk',
    uploading: 'Het bestand wordt naar de dienst verzonden',
    submitted: 'Verzonden; de dienst bepaalt wat voor document het is',
    classified: 'Soort herkend; de dienst leest de gegevens uit',
    extracted: 'Klaar: gegevens uitgelezen en gekoppeld',
    extraction_failed: 'De dienst kon de gegevens in dit document niet lezen',
    stalled: 'De dienst is niet binnen de gebruikelijke tijd klaar',
    duplicate: 'Al eerder verzonden; verwijst naar het bestaande document',
    empty: 'Niet verzonden: het bestand is leeg (0 bytes)',
    failed: 'Kon niet worden verzonden',
    retrying: 'Een tijdelijk probleem; zo meteen opnieuw',
    paused: 'De ontvangst is gepauzeerd; die gaat verder na hervatten',
    cancelled: 'Uit de ontvangst gehaald'
  },
  held: {
    label: 'Opgehouden',
    sentence:
      'Dropdock kan zijn gegevens niet opslaan; dit bestand gaat vanzelf verder zodra dat weer kan'
  }
} satisfies Catalog<typeof source>
