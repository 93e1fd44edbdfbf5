import type { Catalog } from '../../catalog'
import type source from '../en/errors'

export default {
  kind: {
    auth: 'De dienst heeft de API-sleutel geweigerd.',
    forbidden: 'De dienst staat dit niet toe met de huidige API-sleutel.',
    validation: 'Het verzoek is als ongeldig geweigerd.',
    not_found: 'De dienst kon het gevraagde niet vinden.',
    duplicate: 'De dienst heeft dit bestand al.',
    rate_limited: 'De dienst krijgt te veel verzoeken; Dropdock wacht en probeert het opnieuw.',
    upstream: 'Het verzoek kon niet worden voltooid.',
    network: 'De dienst is niet bereikbaar.',
    timeout: 'De dienst heeft niet op tijd geantwoord.',
    malformed: 'De dienst stuurde een antwoord dat Dropdock niet kan lezen.',
    internal: 'Er ging iets mis in Dropdock. Kopieer de fout voor uw IT-afdeling.',
    unexpected_answer: 'De dienst antwoordde in een vorm die Dropdock niet verwacht.',
    answer_too_large: 'Het antwoord van de dienst was te groot; Dropdock heeft het niet gelezen.',
    file: 'Het bestand kon niet worden gelezen.',
    checksum: 'Het bestand is niet intact aangekomen; het moet opnieuw worden verzonden.',
    too_large: 'Het bestand is te groot voor de dienst.',
    not_a_document:
      'Het bestand is geen document dat de dienst kan lezen (een archief, een Office-bestand of onbekende gegevens): stuur een pdf, een afbeelding of een tekstbestand.'
  },
  in: {
    settings: {
      forbidden:
        'De wijziging is niet doorgevoerd: uw IT-afdeling heeft dit ingesteld, of de wijziging is niet bevestigd.',
      validation: 'De waarde is als ongeldig geweigerd; controleer deze en probeer het opnieuw.',
      file: 'De map kon niet worden gelezen of beschreven.'
    },
    lookup: {
      validation:
        'De dienst heeft dit nummer niet geaccepteerd. Controleer het en probeer het opnieuw.',
      not_found: 'De dienst kent niets onder dit nummer.'
    },
    webApp: {
      forbidden: 'Het adres ligt niet op de eigen site van de dienst, dus Dropdock opent het niet.',
      validation: 'Voor deze dienst is geen webapp-adres ingesteld.'
    },
    document: {
      not_found: 'Het bestand of de kopie bij de dienst is niet gevonden.',
      file: 'Het bestand kon niet worden geopend.'
    },
    split: {
      validation:
        'Dropdock splitst dit bestand zo niet. Het is misschien gewijzigd sinds het is verzonden, beschadigd of beveiligd, of al meerdere documenten.',
      not_found: 'Het bestand staat niet meer in de inbox.',
      file: 'Het bestand kon op deze computer niet worden gelezen.'
    }
  },
  /** Why a dropped or chosen path was not taken (RefusalKind), after its name. */
  reason: {
    link: 'Het bestand is in een symbolische koppeling veranderd nadat Dropdock het had opgenomen, dus Dropdock heeft het niet gelezen: een koppeling kan naar bestanden leiden die nooit verstuurd mochten worden.',
    folder_link:
      'Een map op de weg naar dit bestand is in een symbolische koppeling veranderd nadat Dropdock het had opgenomen, dus Dropdock heeft het niet gelezen: een koppeling kan naar bestanden leiden die nooit verstuurd mochten worden.'
  },
  refusal: {
    missing: 'het staat niet (meer) op deze computer',
    folder:
      'het is een map; sleep de bestanden erin hierheen of laat de map volgen in Instellingen',
    notRegular: 'het is een apparaat, pipe of socket, geen bestand',
    program: 'het is een programma of script, geen document',
    tooLarge: 'het is groter dan {limit}, de limiet voor verzenden'
  },
  about: '{name}: {reason}',
  explain: {
    duplicate:
      'De dienst heeft precies dit bestand al. Er is niets dubbel aangemaakt: deze regel verwijst naar het bestaande document, dus u hoeft niets te doen.',
    duplicateOf:
      'De dienst heeft precies dit bestand al als ‘{name}’. Er is niets dubbel aangemaakt: deze regel verwijst naar het bestaande document, dus u hoeft niets te doen.',
    failed:
      'Dropdock probeert dit bestand niet meer te verzenden. Verhelp de oorzaak en klik dan op Opnieuw proberen. ‘Fout kopiëren’ geeft de details voor uw IT-afdeling.',
    failedBecause:
      'Dropdock probeert dit bestand niet meer te verzenden: {reason} Verhelp de oorzaak en klik dan op Opnieuw proberen. ‘Fout kopiëren’ geeft de details voor uw IT-afdeling.',
    empty:
      'Dit bestand heeft geen inhoud (0 bytes) en is daarom niet verzonden. Waarschijnlijk is het opgeslagen of gescand voordat het programma dat het schreef klaar was. Sla het opnieuw op of scan het opnieuw; een gevolgde map pakt de nieuwe versie vanzelf op.',
    stalled:
      'De dienst heeft dit document aangenomen, maar is niet binnen de gebruikelijke tijd klaar met classificeren of uitlezen. Klik op Opnieuw classificeren of Opnieuw uitlezen om het nog eens te vragen; blijft het hangen, dan is de dienst vandaag misschien traag.',
    serviceNote: 'De dienst meldt: ‘{note}’',
    extraction_failed:
      'De dienst heeft het document herkend, maar kon de gegevens niet lezen (een slechte scan of een onverwachte opmaak). Controleer of het type klopt – pas het hieronder aan als dat niet zo is – en klik dan op Opnieuw uitlezen.',
    retrying:
      'Een tijdelijk probleem. Dropdock probeert het om {time} vanzelf opnieuw (poging {attempt}).',
    retryingBecause:
      'Een tijdelijk probleem ({reason}). Dropdock probeert het om {time} vanzelf opnieuw (poging {attempt}).',
    retryingSoon:
      'Een tijdelijk probleem. Dropdock probeert het zo meteen vanzelf opnieuw (poging {attempt}).',
    retryingSoonBecause:
      'Een tijdelijk probleem ({reason}). Dropdock probeert het zo meteen vanzelf opnieuw (poging {attempt}).',
    paused:
      'De ontvangst is gepauzeerd. Dit bestand gaat verder waar het gebleven was zodra u op Hervatten klikt.'
  }
} satisfies Catalog<typeof source>
