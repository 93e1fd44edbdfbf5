import type { Catalog } from '../../catalog'
import type source from '../en/detail'

export default {
  close: 'Details sluiten',
  gone: 'Dit bestand staat niet meer in de inbox.',
  showOriginal: 'Origineel tonen: {name}',
  actions: {
    label: 'Acties',
    reclassify: 'Opnieuw classificeren',
    relink: 'Opnieuw koppelen',
    reextract: 'Opnieuw uitlezen',
    retry: 'Opnieuw proberen',
    openOriginal: 'Origineel openen',
    showInFolder: 'In map tonen',
    downloadCopy: 'Kopie van de dienst downloaden',
    copyError: 'Fout kopiëren',
    removePart: 'Dit document verwijderen…'
  },
  failed: {
    type: 'Het type van {name} kon niet worden gewijzigd: {reason}',
    reclassify: '{name} kon niet opnieuw worden geclassificeerd: {reason}',
    relink: '{name} kon niet opnieuw worden gekoppeld: {reason}',
    reextract: '{name} kon niet opnieuw worden uitgelezen: {reason}',
    retry: '{name} kon niet opnieuw worden geprobeerd: {reason}',
    open: '{name} kon niet worden geopend: {reason}',
    show: '{name} kon niet in de map worden getoond: {reason}',
    download: 'Een kopie van {name} kon niet worden opgeslagen: {reason}',
    web: '{name} kon niet in de web-app worden geopend: {reason}',
    removePart: 'Het document van {name} ({pages}) kon niet worden verwijderd: {reason}'
  },
  done: {
    typeSet: 'Type ingesteld op {type}',
    typeRemoved: 'Handmatig type verwijderd',
    reclassify: 'De dienst classificeert het opnieuw',
    relink: 'De dienst koppelt het opnieuw',
    reextract: 'De dienst leest het opnieuw uit',
    retry: 'Wordt opnieuw geprobeerd',
    openOriginal: 'Origineel wordt geopend',
    showInFolder: 'In de map getoond',
    savedTo: 'Opgeslagen in {path}',
    openWebApp: 'Web-app wordt geopend',
    partRemoved: '{pages} verwijderd',
    errorCopied: 'Foutdetails gekopieerd',
    copyFailed: 'Kopiëren naar het klembord is mislukt'
  },
  type: {
    title: 'Documenttype',
    notClassified: 'Nog niet geclassificeerd',
    setByHand: 'handmatig ingesteld (de dienst zei {type})',
    setByFolderRule: 'ingesteld door de regel van de map',
    recognised: 'herkend door de dienst',
    correct: 'Type corrigeren',
    useService: 'Type van de dienst gebruiken',
    apply: 'Type opslaan',
    why: 'Waarom dit type?',
    whyWords: 'De dienst ging uit van de woorden {words} in het document.',
    whyWord: '‘{word}’',
    whyWordInTitle: '‘{word}’ (in de titel)',
    whyNext: 'Het type dat daarna het dichtst in de buurt kwam: {type}.',
    whyFileName:
      'De dienst vond in het document geen woorden die hij kent en ging uit van de bestandsnaam. Controleer het type.',
    whyFileNameNoText:
      'De dienst kon geen tekst in het bestand lezen en ging uit van de bestandsnaam. Controleer het type.',
    whyFallback:
      'De dienst vond in het document geen woorden die hij kent en koos standaard {type}. Controleer het type.',
    whyFallbackNoText:
      'De dienst kon geen tekst in het bestand lezen en koos standaard {type}. Controleer het type.',
    whyNote:
      'De dienst koos dit type op basis van de woorden die hij in het document las. Zijn eigen notitie:'
  },
  data: {
    title: 'Uitgelezen gegevens',
    schema:
      'Zoals gelezen door de dienst, met de velden van het formulier {form} (versie {version})',
    failed: 'De dienst kon geen gegevens uit dit document lezen.',
    loading: 'Laden…',
    none: 'Nog niets gelezen. De gegevens verschijnen hier zodra het document is uitgelezen.',
    manual: 'Bevat handmatige correcties.',
    yes: 'Ja',
    no: 'Nee'
  },
  warning: {
    not_moved:
      'Het resultaat blijft staan, maar het bestand kon in de bewaakte map niet naar {folder}/ worden verplaatst: {reason}',
    not_deleted:
      'Het resultaat blijft staan, maar het bestand kon niet uit de bewaakte map worden verwijderd: {reason}',
    no_reason_file:
      'Het bestand staat in {folder}/, maar het redenbestand kon er niet naast worden geschreven: {reason}',
    cause: {
      no_permission:
        'de map staat het niet toe (in een gedeelde map is het bestand misschien van een andere gebruiker).',
      read_only: 'de map staat op een alleen-lezen schijf of share.',
      link: 'op die plek staat een symbolische link, en Dropdock verplaatst en schrijft niets via een link.',
      not_a_folder: 'iets dat geen map is, heeft die naam.',
      name_taken: 'die naam is daar al in gebruik.'
    }
  },
  gap: {
    document: 'De dienst kon de details van dit document nu niet geven. {reason}',
    shipments: 'Sommige gekoppelde zendingen konden niet worden geladen. {reason}'
  },
  links: {
    title: 'Gekoppelde zendingen',
    none: 'Nog niet aan een zending gekoppeld. De dienst koppelt een document zodra hij een cognossement, container of referentienummer vindt dat hij kent; klik na het toevoegen van een referentie aan een zending op ‘Opnieuw koppelen’.',
    openWebApp: 'Openen in de web-app ↗',
    loadingPort: 'Laadhaven',
    dischargePort: 'Loshaven',
    eta: 'Aankomst (ETA)',
    arrived: '(aangekomen)',
    references: 'Referenties',
    carrier: 'Rederij',
    vesselVoyage: 'Schip / reis'
  },
  container: {
    status: 'Status',
    lastFreeDay: 'Laatste vrije dag',
    holds: 'Blokkades',
    fees: 'Kosten',
    none: 'Geen'
  },
  email: {
    title: 'Per e-mail ontvangen',
    subject: 'Onderwerp',
    from: 'Van',
    to: 'Aan',
    cc: 'Cc',
    sent: 'Verzonden'
  },
  history: {
    title: 'Geschiedenis'
  },
  next: {
    label: 'Volgende stap',
    compare: 'Vergelijken',
    noForm:
      'Voor dit type is er nog geen formulier om gegevens in te voeren: corrigeer eerst het type.'
  },
  more: {
    button: 'Meer acties',
    reason: {
      notSent: 'Nog niet naar de dienst verzonden',
      busy: 'Wacht tot de laatste actie klaar is',
      notRetryable: 'In deze status valt er niets opnieuw te proberen',
      noFile: 'Geen bestand op deze computer',
      onItsWay: 'Nog onderweg; wacht tot het bestand is gelezen'
    }
  },
  compare: {
    title: 'Vergelijken met het eerder ontvangen document',
    this: 'Dit document: {name}',
    before: 'Eerder ontvangen: {name}',
    takenIn: 'Ontvangen',
    type: 'Type',
    gone: 'Het eerder ontvangen document staat niet meer in de inbox, dus alleen dit wordt getoond.',
    close: 'Vergelijking sluiten'
  },
  original: {
    title: 'Origineel',
    pages: 'Pagina’s',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    pageOf: 'Pagina {page} van {pages}',
    zoom: 'Zoomen',
    zoomOut: 'Uitzoomen',
    zoomIn: 'Inzoomen',
    largeView: 'Grote weergave',
    closeLargeView: 'Grote weergave sluiten',
    divider: 'Breedte van het origineel',
    serviceCopy: 'Het bestand staat niet meer op deze computer; dit is de kopie van de dienst.',
    region: 'Origineel document',
    loading: 'Origineel laden…',
    pageImage: 'Pagina {page} van {name}',
    image: 'Het origineel',
    cannotShow: 'Dit bestand kan hier niet worden getoond. Open in plaats daarvan het origineel.',
    cannotDraw: 'Deze pdf kan hier niet worden weergegeven. Open in plaats daarvan het origineel.',
    tooLarge:
      '‘{name}’ is {size}; het voorbeeld toont bestanden tot {limit}. Open in plaats daarvan het origineel.',
    notViewable:
      '‘{name}’ is geen pdf of afbeelding en kan hier dus niet worden getoond. Open in plaats daarvan het origineel.'
  }
} satisfies Catalog<typeof source>
