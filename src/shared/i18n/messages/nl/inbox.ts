import type { Catalog } from '../../catalog'
import type source from '../en/inbox'

export default {
  title: 'Inbox',
  empty: {
    title: 'Nog geen documenten',
    intro: 'Dropdock verzendt uw vrachtdocumenten naar de dienst, die ze uitleest en koppelt.',
    drop: '{dropHere} – facturen, cognossementen, aankomstberichten; uit een map of een e-mail.',
    dropHere: 'Sleep bestanden hierheen',
    watch: 'Of {addFolder}: elk bestand dat daar wordt opgeslagen, wordt vanzelf verzonden.',
    addFolder: 'voeg een gevolgde map toe in Instellingen',
    follow:
      'Volg hier elk bestand tot de status {state} en open het dan om de gegevens en de zending te controleren.',
    sandbox:
      'U werkt met de {sandbox}, een oefendienst op deze computer. Er komt niets in uw account tot er in Instellingen een API-sleutel is ingesteld.'
  },
  noMatch: 'Geen bestand past bij deze filters.',
  showAll: 'Alle bestanden tonen',
  search: {
    label: 'Zoeken op naam, type, uitgelezen waarde, zendingnummer of containernummer',
    placeholder: 'Zoek naam, nummer, type…'
  },
  filter: {
    status: 'Status',
    all: 'Alle ({n})',
    attention: 'Vraagt aandacht ({n})',
    due: 'Wat het eerst verloopt ({n})',
    active: 'Bezig',
    state: '{label} ({n})',
    type: 'Type',
    allTypes: 'Alle typen',
    unclassified: 'Niet geclassificeerd',
    folder: 'Map',
    allFolders: 'Alle mappen',
    clear: 'Filters wissen'
  },
  selection: {
    count: '{n} geselecteerd | {n} geselecteerd',
    retry: 'Selectie opnieuw proberen',
    clear: 'Selectie wissen',
    all: 'Bestand selecteren | Alle {n} selecteren'
  },
  retryFailed: 'Mislukte opnieuw proberen ({n})',
  columns: {
    file: 'Bestand',
    folder: 'Map',
    size: 'Grootte',
    type: 'Type',
    shipments: 'Zendingen',
    status: 'Status',
    updated: 'Bijgewerkt'
  },
  list: 'Bestanden',
  row: {
    select: '{name} selecteren',
    progress: 'Voortgang van {name}',
    sending: 'Bezig met verzenden… {percent}'
  },
  folder: {
    dropped: 'Gesleept',
    cli: 'Opdrachtregel'
  },
  failed: {
    load: 'De inbox kon niet worden geladen: {reason}',
    add: '{name} kon niet worden toegevoegd: {reason}',
    drop: 'De gesleepte bestanden konden niet worden toegevoegd: {reason}',
    choose: 'De gekozen bestanden konden niet worden toegevoegd: {reason}',
    retry: 'De bestanden konden niet opnieuw worden geprobeerd: {reason}',
    retryFailed: 'De mislukte bestanden konden niet opnieuw worden geprobeerd: {reason}',
    cancel: 'De bestanden konden niet uit de ontvangst worden gehaald: {reason}'
  },
  notice: {
    joiner: '. ',
    added: '{n} bestand toegevoegd | {n} bestanden toegevoegd',
    rejected: '{name} niet aangenomen: {reason}',
    tooLargeToHandOver:
      '{name} is groter dan {size}: sla het eerst op in een map en zet het daarvandaan neer',
    fileAdded: '{name} toegevoegd',
    retrying: '{n} bestand wordt opnieuw geprobeerd | {n} bestanden worden opnieuw geprobeerd',
    retryingFailed:
      '{n} mislukt bestand wordt opnieuw geprobeerd | {n} mislukte bestanden worden opnieuw geprobeerd'
  }
} satisfies Catalog<typeof source>
