import type { Catalog } from '../../catalog'
import type source from '../en/corrections'

export default {
  correct: 'Corrigeren',
  correctField: 'Corrigeren: {field}',
  save: 'Opslaan',
  saveField: 'Opslaan: {field}',
  cancel: 'Annuleren',
  currency: 'Valuta',
  listHint: 'Scheid nummers met komma’s.',
  corrected: 'Gecorrigeerd',
  enteredByHand: 'Met de hand ingevoerd',
  enter: 'Invoeren',
  enterField: 'Invoeren: {field}',
  clear: 'Wissen',
  clearField: 'Wissen: {field}',
  keyData: 'Gegevens invoeren',
  keyHint: 'U kunt de gegevens met de hand invoeren vanaf het origineel.',
  relinkOfferKeyed:
    'Er is met de hand een referentienummer ingevoerd. Koppel opnieuw, zodat de dienst het document aan zijn zendingen en containers koppelt.',
  relinkKeyed: 'Opnieuw koppelen met het ingevoerde nummer',
  keyedSchema:
    'Met de hand ingevoerd, in de velden van het formulier {form} van de dienst (versie {version})',
  serviceRead: 'Gelezen door de dienst: {value}',
  nothingRead: 'niets',
  revert: 'Terugzetten',
  revertField: 'Terugzetten: {field} naar wat de dienst las',
  revertAll: 'Alle correcties terugzetten',
  copy: 'Kopiëren',
  copyField: 'Kopiëren: {field}',
  copied: '{field} gekopieerd',
  undo: 'Ongedaan maken',
  relink: 'Opnieuw koppelen met het gecorrigeerde nummer',
  relinkOffer:
    'Er is een referentienummer gecorrigeerd. De koppelingen met zendingen en containers volgen nog het nummer dat de dienst las.',
  refused: 'De correctie is niet opgeslagen: {reason}',
  conflict: {
    changed: '{field} is door iemand anders gewijzigd in ‘{value}’ sinds u het opende.',
    cleared: '{field} is door iemand anders leeggemaakt sinds u het opende.',
    yours: 'Van u, niet opgeslagen: ‘{value}’',
    yoursServiceValue: 'Van u, niet opgeslagen: wat de dienst las',
    keepTheirs: 'Die van hen houden',
    useMine: 'Die van mij gebruiken',
    keptTheirs: 'Wat iemand anders opsloeg is behouden',
    usedMine: 'Uw waarden zijn opgeslagen in plaats van die van hen'
  },
  done: {
    saved: '{field} gecorrigeerd in {name}',
    entered: '{field} ingevoerd in {name}',
    reverted: '{field} in {name} teruggezet naar wat de dienst las',
    revertedAll: 'Alle correcties in {name} teruggezet',
    undone: 'Correctie in {name} ongedaan gemaakt',
    last: 'Laatste wijziging: {change}'
  },
  why: {
    list: '{field} verwacht een lijst nummers, gescheiden door komma’s.',
    listItem: '‘{value}’ is geen geldige waarde voor {field}.',
    number: '{field} verwacht een getal.',
    whole: '{field} verwacht een geheel getal.',
    boolean: '{field} verwacht ja of nee.',
    text: '{field} verwacht tekst.',
    empty: '{field} mag niet leeg zijn. Kies Terugzetten om terug te gaan naar wat de dienst las.',
    tooLong: '{field} mag hoogstens {limit} tekens lang zijn.',
    date: '{field} verwacht een datum.',
    amount: '{field} verwacht een bedrag met twee decimalen, bijvoorbeeld 12450.00.',
    currency: 'De valuta is een code van drie hoofdletters, bijvoorbeeld EUR.',
    pattern: '{field} heeft niet de vorm die dit veld verwacht.'
  }
} satisfies Catalog<typeof source>
