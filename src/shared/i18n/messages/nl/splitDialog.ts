/** "Splitsen in documenten…" in het detail: de medewerker knipt een pdf die als één document ging. */
export default {
  action: 'Splitsen in documenten…',
  title: 'Splitsen in documenten',
  close: 'Sluiten',
  /** Under the title: what a cut is, and the keys. */
  intro:
    'Zet een knip na elke pagina waarmee een document eindigt. Met de pijltoetsen gaat u van pagina naar pagina; Spatie of Enter zet een knip na de pagina of haalt hem weg.',
  loading: 'De pagina’s worden geladen…',
  pages: 'Pagina’s van {name}',
  cutAfter: 'Knip na pagina {page}',
  lastPage: 'Pagina {page}, de laatste pagina',
  partBadge: 'Deel {n}',
  summaryTitle: 'Dit worden',
  count: '{n} document | {n} documenten',
  part: 'Deel {n}: {pages}',
  pagesOne: 'pagina {first}',
  pagesRange: 'pagina’s {first}–{last}',
  needCut: 'Zet ten minste één knip om twee documenten te maken.',
  split: 'Splitsen',
  working: 'Bezig met splitsen…',
  notPdf: 'Alleen een pdf kan worden gesplitst.',
  onePage: 'Deze pdf heeft één pagina: er valt niets te splitsen.',
  tooMany: 'Deze pdf heeft {pages} pagina’s; Dropdock splitst pdf’s van hoogstens {max} pagina’s.',
  failed: 'Het bestand is niet gesplitst: {reason}',
  outcome: {
    cancelled: 'Er is niets gesplitst.',
    created: '{n} document is verzonden. | {n} documenten zijn verzonden.',
    duplicates: '{n} deel stond al bij de dienst. | {n} delen stonden al bij de dienst.',
    failed: 'Niet verzonden: {pages}. ‘Opnieuw proberen’ verzendt ze nog eens.',
    replaced: 'Het ene document van de dienst voor het hele bestand is verwijderd.',
    kept: 'Het ene document van de dienst voor het hele bestand is bewaard, omdat niet elk deel is verzonden.'
  }
}
