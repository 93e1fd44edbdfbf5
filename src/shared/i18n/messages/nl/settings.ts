import type { Catalog } from '../../catalog'
import type source from '../en/settings'

export default {
  title: 'Instellingen',
  loading: 'Instellingen laden…',
  saved: 'Instellingen opgeslagen',
  saveChoice: 'Opslaan',
  locked: 'Ingesteld door uw IT-afdeling',
  connection: {
    title: 'Verbinding',
    service: 'Dienst',
    useService: 'Deze dienst gebruiken',
    modes: {
      sandbox: 'Sandbox',
      production: 'Productie',
      custom: 'Aangepast'
    },
    hints: {
      sandbox: 'Een oefendienst op deze computer. Er komt niets in uw account.',
      production: 'Het account van uw bedrijf bij de dienst.',
      custom: 'Een ander adres, dat u van uw IT-afdeling hebt gekregen.'
    },
    nowUsing: 'Nu in gebruik: {mode}',
    address: 'Adres van de dienst',
    saveAddress: 'Adres opslaan',
    addressSaved: 'Adres opgeslagen',
    addressIncomplete: 'Voer een volledig adres in dat begint met https://',
    addressNotHttps:
      'Het adres moet beginnen met https:// (gewoon http mag alleen op deze computer).',
    apiKey: 'API-sleutel',
    keyIsSaved: 'Er is een sleutel opgeslagen. Plak een nieuwe om die te vervangen.',
    noKeyYet: 'Nog geen sleutel opgeslagen.',
    keyPlaceholderSaved: '•••••••••••• (opgeslagen)',
    keyPlaceholder: 'Plak uw API-sleutel',
    saveKey: 'Sleutel opslaan',
    removeKey: 'Sleutel verwijderen',
    keyMissing: 'Plak eerst de API-sleutel.',
    keySaved: 'API-sleutel opgeslagen',
    keyRemoved: 'API-sleutel verwijderd',
    weakStorage:
      'Deze computer heeft geen beveiligde sleutelbos. De sleutel zou dus in een bestand staan dat andere programma’s onder uw gebruiker kunnen lezen.',
    weakConsent: 'Ik begrijp het; bewaar de sleutel zo',
    noStorage:
      'Deze computer kan geen geheimen opslaan. Vraag uw IT-afdeling de sleutel voor u in te stellen.',
    test: 'Verbinding testen',
    testing: 'Testen…',
    outcome: {
      sandbox: 'De Sandbox draait in Dropdock zelf; er is geen verbinding nodig.',
      connected: 'Verbonden met {host} ({ms} ms).',
      noAddress: 'Vul eerst het adres van de dienst in.',
      noKey: 'Vul eerst een API-sleutel in.',
      keyForAddress:
        'Vul de API-sleutel voor dit adres in: de opgeslagen sleutel gaat alleen naar het opgeslagen adres.',
      notConfirmed: 'De test is afgebroken: het nieuwe adres is niet bevestigd.',
      failed: '{host}: {reason}'
    },
    testPassed: '✓ {message}',
    testFailed: '✕ {message}'
  },
  folders: {
    title: 'Gevolgde mappen',
    add: 'Map toevoegen…',
    none: 'Er wordt geen map gevolgd. Voeg de map toe waarin uw scanner of e-mailprogramma documenten opslaat: elk bestand dat daar komt, wordt vanzelf verzonden.',
    watchingNotice: '{path} wordt gevolgd',
    alreadyWatched: '{path} wordt al gevolgd',
    removed: 'Map wordt niet meer gevolgd',
    watching: 'Volgen',
    stopWatching: 'Niet meer volgen',
    health: {
      watching: 'Gevolgd: elk bestand dat hier wordt opgeslagen, wordt verzonden',
      retrying: 'Weer terug: Dropdock bekijkt de bestanden',
      problem: {
        missing:
          'Niet bereikbaar: de map bestaat niet of de schijf is niet verbonden. Dropdock kijkt zelf opnieuw.',
        denied: 'Niet leesbaar: Dropdock heeft geen toestemming. Het kijkt zelf opnieuw.',
        notFolder: 'Dit is een bestand, geen map.',
        other: 'Niet leesbaar ({code}). Dropdock kijkt zelf opnieuw.'
      }
    },
    include: 'Alleen bestanden die passen bij',
    includePlaceholder: 'alle bestanden (bijv. *.pdf, *.tif)',
    exclude: 'Bestanden overslaan die passen bij',
    excludePlaceholder: 'niets (bijv. *.tmp, ~$*)',
    afterUpload: 'Na verzenden',
    after: {
      keep: 'Laten staan',
      move: 'Verplaatsen naar een submap „Done”',
      delete: 'Verwijderen'
    },
    quiet: 'Wachten tot ongewijzigd gedurende (s)',
    poll: 'Controleren elke (s)',
    recursive: 'Submappen meenemen',
    polling: 'Controleren door polling (voor netwerkschijven)',
    moveFailed: 'Mislukte bestanden met de reden naar een submap „Failed” verplaatsen',
    moveFailedWithDone:
      'Bestanden die na verzenden worden verplaatst, gaan bij een fout altijd naar „Failed”, nooit naar „Done”',
    moveDuplicates: 'Duplicaten naar een submap „Duplicates” verplaatsen',
    documentType: 'Documenttype',
    typeByService: 'Geen: de dienst beslist',
    typeHint:
      'Elk bestand uit deze map wordt als dit type verstuurd; de dienst deelt het niet zelf in.',
    split: 'Scans van meerdere pagina’s splitsen',
    splitModes: {
      service: 'Zoals de dienst het doet',
      separators: 'Bij scheidingsvellen'
    },
    splitHints: {
      service:
        'Elk bestand wordt in zijn geheel verstuurd. De dienst kan een stapel toch in zijn documenten splitsen; Dropdock kan dat niet voorkomen.',
      separators:
        'Vóór het versturen begint een pagina met een barcode of QR-code met de scheidingstekst, of een lege pagina, een nieuw document.'
    },
    separatorText: 'Scheidingstekst',
    separatorTextHint: 'De tekst van de barcode of QR-code op uw scheidingsvellen.',
    separatorProblems: {
      empty: 'Vul de tekst van uw scheidingsvellen in.',
      too_long: 'Maximaal {max} tekens.',
      control: 'Gebruik alleen afdrukbare tekens.',
      spaces: 'Geen spatie aan het begin of eind.'
    }
  },
  general: {
    title: 'Gedrag',
    language: 'Taal',
    systemLanguage: 'Systeemtaal ({name})',
    useLanguage: 'Deze taal gebruiken',
    notifications: 'Meldingen',
    notificationLevels: {
      all: 'Alles (samengevat)',
      errors: 'Alleen problemen',
      none: 'Geen'
    },
    logLevel: 'Detail van het logboek',
    logLevels: {
      error: 'Fouten',
      warn: 'Waarschuwingen',
      info: 'Normaal',
      debug: 'Alles (voor support)'
    },
    hashConcurrency: 'Bestanden tegelijk gecontroleerd',
    uploadConcurrency: 'Bestanden tegelijk verzonden',
    startAtLogin: 'Dropdock starten wanneer ik me aanmeld',
    hideOnClose: 'In het systeemvak blijven draaien als het venster sluit',
    exportDiagnostics: 'Diagnose exporteren…',
    exportHint: 'Slaat logboeken op voor uw IT-afdeling, zonder sleutels en wachtwoorden.',
    diagnosticsSaved: 'Diagnose opgeslagen in {path}'
  },
  quality: {
    title: 'Hoe goed de dienst leest',
    hint: 'Per documenttype, over de documenten in de inbox: de velden die de dienst las, hoeveel daarvan zijn gecorrigeerd, en de velden die met de hand zijn ingevoerd waar hij niets las.',
    type: 'Documenttype',
    schema: 'Schema',
    documents: 'Documenten',
    read: 'Gelezen velden',
    corrected: 'Gecorrigeerd',
    keyed: 'Met de hand ingevoerd',
    none: 'Nog niets gelezen.'
  },
  about: {
    title: 'Over',
    application: 'Toepassing',
    version: 'Versie',
    platform: 'Platform',
    service: 'Dienst'
  }
} satisfies Catalog<typeof source>
