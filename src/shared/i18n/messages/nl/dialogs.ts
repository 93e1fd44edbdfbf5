import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFiles: {
    title: 'Bestanden toevoegen'
  },
  chooseFolder: {
    title: 'Een map volgen'
  },
  connectionChange: {
    title: 'Het adres van de dienst wijzigen',
    messageTo: 'Documenten naar {host} sturen?',
    messageAny: 'De adressen van de dienst wijzigen?',
    messageWebApp: 'De web-app op {host} openen?',
    messageUploads: 'Uploads via {host} sturen?',
    uploadTo: 'Dropdock uploadt bestanden en stuurt de API-sleutel naar:',
    noService: '(geen dienst)',
    webApp: 'Web-app: {url}',
    uploads: 'Uploads: {url}',
    until: 'Tot nu toe: {from}',
    untilSandbox: 'Tot nu toe: de ingebouwde sandbox (niets heeft deze computer verlaten)',
    askKey:
      'U wordt gevraagd om de API-sleutel voor het nieuwe adres. Hebt u deze wijziging niet zelf gemaakt, kies dan {cancel}.',
    confirm: 'Adres wijzigen',
    cancel: 'Annuleren'
  },
  keyReplacement: {
    title: 'De API-sleutel vervangen',
    messageNamed: 'Documenten voortaan naar {account} sturen?',
    messageAny: 'De opgeslagen API-sleutel vervangen?',
    next: 'De nieuwe sleutel opent: {account}',
    replaced: 'De sleutel die vervangen wordt opent: {account}',
    service: 'Dienst: {url}',
    unnamed:
      'een account zonder documenten (de dienst noemt een account alleen bij zijn documenten)',
    unreadable: 'onbekend ({reason})',
    warn: 'Alles wat voortaan wordt geüpload, gaat naar het account van de nieuwe sleutel. Hebt u deze sleutel niet zelf ingevoerd, kies dan {cancel}.',
    confirm: 'Sleutel vervangen',
    cancel: 'Annuleren'
  },
  folderAction: {
    title: 'Bestanden in een bewaakte map',
    messageDelete: 'Elk bestand na het uploaden uit {folder} verwijderen?',
    messageMove: 'Elk bestand na het uploaden uit {folder} verplaatsen?',
    detailDelete:
      'Dropdock verwijdert elk bestand dat het uit deze map verstuurt. Dropdock kan ze niet terugzetten. Hebt u deze wijziging niet zelf gemaakt, kies dan {cancel}.',
    detailMove:
      'Dropdock verplaatst elk bestand dat het uit deze map verstuurt naar {done}. Hebt u deze wijziging niet zelf gemaakt, kies dan {cancel}.',
    confirm: 'Opslaan',
    cancel: 'Annuleren'
  },
  keyRemoval: {
    title: 'API-sleutel verwijderen',
    message: 'De API-sleutel voor {address} verwijderen?',
    messageAny: 'De opgeslagen API-sleutel verwijderen?',
    detail:
      'Dropdock verzendt geen documenten meer naar uw account tot er weer een sleutel is ingevuld; de bestanden wachten in de inbox. Als u dit niet zelf hebt gevraagd, kies dan {cancel}.',
    confirm: 'Sleutel verwijderen',
    cancel: 'Annuleren'
  },
  stopWatching: {
    title: 'Een map niet meer volgen',
    message: '{folder} niet meer volgen?',
    messageMany: '{n} mappen niet meer volgen?',
    detail:
      'Bestanden die er vanaf nu worden opgeslagen, worden niet meer verzonden. Al verzonden bestanden blijven in de inbox. Als u dit niet zelf hebt gevraagd, kies dan {cancel}.',
    confirm: 'Niet meer volgen',
    cancel: 'Annuleren'
  },
  split: {
    title: 'Opsplitsen in documenten',
    message: '{name} opsplitsen in {count} documenten?',
    detail:
      'Elk wordt als eigen document naar de dienst verzonden, daarna wordt het ene document van het hele bestand bij de dienst verwijderd. Het bestand zelf blijft waar het is. Als u dit niet zelf hebt gevraagd, kies dan {cancel}.',
    confirm: 'Opsplitsen',
    cancel: 'Annuleren'
  },
  removePart: {
    title: 'Een document verwijderen',
    message: 'Dit document van {name} verwijderen?',
    detail:
      'De dienst verwijdert dat document; de andere documenten van het bestand blijven. Als u dit niet zelf hebt gevraagd, kies dan {cancel}.',
    confirm: 'Document verwijderen',
    cancel: 'Annuleren'
  },
  unexpected: {
    title: 'Dropdock is op een onverwachte fout gestuit',
    log: 'Details staan in het logboek.'
  }
} satisfies Catalog<typeof source>
