/** Een bestand dat de dienst in meerdere documenten heeft gesplitst: de delen ervan. */
export default {
  count: '{n} document | {n} documenten',
  pages: {
    one: 'Pagina {first}',
    range: 'Pagina’s {first}–{last}',
    unknown: 'Document {place}'
  },
  toggle: 'Documenten in {name}',
  title: 'Documenten in dit bestand',
  whole: 'Het hele bestand',
  heading: '{name} · {pages}',
  showing: '{pages} van het bestand: {type}',
  fileWide:
    '‘Verzenden annuleren’, ‘Als bekeken markeren’ en ‘Uit de inbox verwijderen’ gelden voor het hele bestand.',
  /** Above the parts of a file cut before sending under its folder's separator rule. */
  bySeparatorRule: 'Gesplitst bij scheidingsvellen volgens de regel van de map.',
  /** The pages left out as separator sheets, never sent: `{pages}` is "3, 6". */
  separatorPages:
    'Pagina {pages}: scheidingsvel, niet verzonden. | Pagina’s {pages}: scheidingsvellen, niet verzonden.',
  summary:
    'Dit bestand bestaat uit {n} documenten. Kies er een onder ‘{title}’ om de gegevens, het type en de zendingen ervan te zien.',
  summaryPart: '{pages} · {type} · {outcome}'
}
