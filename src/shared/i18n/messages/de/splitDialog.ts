/** „In Dokumente teilen…“ im Detail: die Sachbearbeitung teilt ein PDF, das als ein Dokument ging. */
export default {
  action: 'In Dokumente teilen…',
  title: 'In Dokumente teilen',
  close: 'Schließen',
  /** Under the title: what a cut is, and the keys. */
  intro:
    'Setzen Sie nach jeder Seite, mit der ein Dokument endet, einen Schnitt. Mit den Pfeiltasten wechseln Sie die Seite; Leertaste oder Eingabetaste setzt einen Schnitt nach der Seite oder nimmt ihn weg.',
  loading: 'Die Seiten werden geladen…',
  pages: 'Seiten von {name}',
  cutAfter: 'Schnitt nach Seite {page}',
  lastPage: 'Seite {page}, die letzte Seite',
  partBadge: 'Teil {n}',
  summaryTitle: 'Daraus werden',
  count: '{n} Dokument | {n} Dokumente',
  part: 'Teil {n}: {pages}',
  pagesOne: 'Seite {first}',
  pagesRange: 'Seiten {first}–{last}',
  needCut: 'Setzen Sie mindestens einen Schnitt, damit zwei Dokumente entstehen.',
  split: 'Teilen',
  working: 'Wird geteilt…',
  notPdf: 'Nur ein PDF kann geteilt werden.',
  onePage: 'Dieses PDF hat eine Seite: Es gibt nichts zu teilen.',
  tooMany: 'Dieses PDF hat {pages} Seiten; Dropdock teilt PDFs mit höchstens {max} Seiten.',
  failed: 'Die Datei wurde nicht geteilt: {reason}',
  outcome: {
    cancelled: 'Es wurde nichts geteilt.',
    created: '{n} Dokument wurde gesendet. | {n} Dokumente wurden gesendet.',
    duplicates: '{n} Teil war schon beim Dienst. | {n} Teile waren schon beim Dienst.',
    failed: 'Nicht gesendet: {pages}. „Erneut versuchen“ sendet sie noch einmal.',
    replaced: 'Das eine Dokument des Dienstes für die ganze Datei wurde gelöscht.',
    kept: 'Das eine Dokument des Dienstes für die ganze Datei wurde behalten, weil nicht jeder Teil gesendet wurde.'
  }
}
