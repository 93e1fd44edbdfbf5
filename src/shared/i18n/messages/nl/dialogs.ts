import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFolder: {
    title: 'Een map volgen'
  },
  connectionChange: {
    title: 'Het adres van de dienst wijzigen',
    messageTo: 'Documenten naar {host} sturen?',
    messageAny: 'De adressen van de dienst wijzigen?',
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
  unexpected: {
    title: 'Dropdock is op een onverwachte fout gestuit',
    log: 'Details staan in het logboek.'
  }
} satisfies Catalog<typeof source>
