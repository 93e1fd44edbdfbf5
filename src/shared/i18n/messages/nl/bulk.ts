import type { Catalog } from '../../catalog'
import type source from '../en/bulk'

export default {
  label: 'Geselecteerde bestanden bewerken',
  type: 'Documenttype voor de geselecteerde bestanden',
  typePlaceholder: 'Documenttype instellen…',
  setType: 'Instellen',
  remove: 'Verwijderen',
  exportCsv: 'CSV exporteren',
  joiner: ', ',
  done: {
    setType: '{n} ingesteld op {type} | {n} ingesteld op {type}',
    reclassify: '{n} opnieuw geclassificeerd | {n} opnieuw geclassificeerd',
    reextract: '{n} opnieuw uitgelezen | {n} opnieuw uitgelezen',
    relink: '{n} opnieuw gekoppeld | {n} opnieuw gekoppeld',
    retry: '{n} wordt opnieuw geprobeerd | {n} worden opnieuw geprobeerd',
    remove: '{n} verwijderd | {n} verwijderd'
  },
  skipped: '{n} overgeslagen: {reason} | {n} overgeslagen: {reason}',
  reason: {
    notSent: 'nog niet verzonden',
    inFlight: 'wordt nog verwerkt',
    duplicate: 'duplicaat van een ander document',
    notRetryable: 'niets om opnieuw te proberen',
    sameType: 'heeft dat type al',
    gone: 'niet meer in de inbox',
    refused: 'geweigerd door de dienst'
  },
  /** "Track their numbers": the detail's "Track this number" for each selected document. */
  track: {
    action: 'Hun nummers volgen',
    working: 'De nummers worden gevolgd: {done} van {total}…',
    openFirst: 'Kies een rederij voor de eerste',
    end: {
      linked: '{n} gevolgd en opnieuw gekoppeld | {n} gevolgd en opnieuw gekoppeld',
      notLinked: '{n} gevolgd, nog niet gekoppeld | {n} gevolgd, nog niet gekoppeld',
      pending:
        '{n} wordt nog gevolgd en daarna vanzelf gekoppeld | {n} worden nog gevolgd en daarna vanzelf gekoppeld',
      failed: '{n} kon niet worden gevolgd | {n} konden niet worden gevolgd',
      invalid:
        '{n} heeft een nummer dat de dienst ongeldig noemt | {n} hebben een nummer dat de dienst ongeldig noemt',
      carrier: '{n} wacht op een keuze van rederij | {n} wachten op een keuze van rederij',
      several:
        '{n} heeft meerdere nummers: kies er een in het detail | {n} hebben meerdere nummers: kies er een in het detail',
      noNumber: '{n} heeft geen nummer | {n} hebben geen nummer',
      notNeeded: '{n} wacht niet op een zending | {n} wachten niet op een zending',
      refused: '{n} niet gevraagd: {reason} | {n} niet gevraagd: {reason}'
    }
  },
  exported: '{n} bestand geëxporteerd naar {path} | {n} bestanden geëxporteerd naar {path}',
  failed: {
    setType: 'Het documenttype van de geselecteerde bestanden kon niet worden ingesteld: {reason}',
    reclassify: 'De geselecteerde bestanden konden niet opnieuw worden geclassificeerd: {reason}',
    reextract: 'De geselecteerde bestanden konden niet opnieuw worden uitgelezen: {reason}',
    relink: 'De geselecteerde bestanden konden niet opnieuw worden gekoppeld: {reason}',
    retry: 'De geselecteerde bestanden konden niet opnieuw worden geprobeerd: {reason}',
    remove: 'De geselecteerde bestanden konden niet worden verwijderd: {reason}',
    exportCsv: 'De geselecteerde bestanden konden niet worden geëxporteerd: {reason}'
  },
  csv: {
    received: 'Ontvangen',
    containers: 'Containers',
    documentId: 'Document-ID',
    serviceLink: 'Link in de dienst',
    pages: 'Pagina’s',
    duplicateOf: 'Mogelijk duplicaat van'
  }
} satisfies Catalog<typeof source>
