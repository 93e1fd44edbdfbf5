import type { Catalog } from '../../catalog'
import type source from '../en/notifications'

export default {
  document: 'document',
  extracted: {
    title: '{name} is klaar',
    body: 'Gelezen als {type}.',
    bodyLinked: 'Gelezen als {type}, gekoppeld aan {numbers}.'
  },
  duplicate: {
    title: '{name} was al verzonden',
    body: 'De dienst heeft dit bestand al.'
  },
  extractionFailed: {
    title: '{name}: gegevens niet gelezen',
    body: 'Geclassificeerd als {type}, maar de gegevens konden niet worden uitgelezen.'
  },
  empty: {
    title: '{name} is niet verzonden',
    body: 'Niet verzonden: het bestand is leeg.'
  },
  stalled: {
    title: '{name} duurt te lang',
    body: 'De dienst is er niet mee klaar. Open het om het opnieuw te proberen.'
  },
  failed: {
    title: '{name} kon niet worden verzonden',
    body: '{reason} Open het voor details.',
    bodyUnknown: 'Open het om te zien waarom.',
    reason: {
      auth: 'De dienst heeft de API-sleutel geweigerd.',
      forbidden: 'De dienst staat dit niet toe.',
      validation: 'De dienst heeft dit bestand niet geaccepteerd.',
      not_found: 'De dienst kon het niet vinden.',
      duplicate: 'De dienst heeft dit bestand al.',
      rate_limited: 'De dienst is druk.',
      upstream: 'De dienst had een probleem.',
      network: 'De dienst is niet bereikbaar.',
      timeout: 'De dienst deed er te lang over om te antwoorden.',
      malformed: 'De dienst stuurde een antwoord dat Dropdock niet kan lezen.',
      internal: 'Er ging iets mis in Dropdock.',
      unexpected_answer: 'De dienst antwoordde onverwacht.',
      answer_too_large: 'Het antwoord van de dienst was te groot.',
      file: 'Het bestand kon niet worden gelezen.',
      checksum: 'Het bestand is tijdens het verzenden gewijzigd.',
      too_large: 'Het bestand is te groot voor de dienst.',
      not_a_document:
        'Het bestand is geen document dat de dienst kan lezen (een archief, een Office-bestand of onbekende gegevens): stuur een pdf, een afbeelding of een tekstbestand.'
    }
  },
  batch: {
    titleAttention: 'Enkele documenten vragen aandacht',
    titleDone: 'Documenten verwerkt',
    ready: '{n} document is klaar | {n} documenten zijn klaar',
    attention: '{n} vraagt uw aandacht | {n} vragen uw aandacht',
    body: '{parts}.',
    separator: ', '
  },
  drop: {
    refusedTitle:
      '{n} neergezet bestand is niet aangenomen | {n} neergezette bestanden zijn niet aangenomen',
    refusedLine: '{name}: {reason}'
  },
  storage: {
    pausedTitle: 'Dropdock heeft de ontvangst gepauzeerd',
    resumedTitle: 'Dropdock gaat verder',
    resumedBody: 'De gegevens kunnen weer worden geschreven; de ontvangst is hervat.',
    problem: {
      full: 'De schijf met de gegevens van Dropdock is vol: {path}',
      denied: 'Dropdock mag zijn gegevens niet in {path} schrijven (toegang geweigerd).',
      readOnly: 'De schijf met de gegevens van Dropdock is alleen-lezen: {path}',
      io: 'De schijf met de gegevens van Dropdock kon niet schrijven (I/O-fout): {path}',
      notFolder: '{path} is een bestand, geen map waarin Dropdock zijn gegevens kan bewaren.',
      other: 'Dropdock kon zijn gegevens niet in {path} schrijven ({code}).'
    }
  }
} satisfies Catalog<typeof source>
