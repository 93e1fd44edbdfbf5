/** Eine Datei, die der Dienst in mehrere Dokumente geteilt hat: ihre Teile. */
export default {
  count: '{n} Dokument | {n} Dokumente',
  pages: {
    one: 'Seite {first}',
    range: 'Seiten {first}–{last}',
    unknown: 'Dokument {place}'
  },
  toggle: 'Dokumente in {name}',
  title: 'Dokumente in dieser Datei',
  whole: 'Die ganze Datei',
  heading: '{name} · {pages}',
  showing: '{pages} der Datei: {type}',
  fileWide:
    '„Senden abbrechen“, „Als geprüft markieren“ und „Aus dem Eingang entfernen“ gelten für die ganze Datei.',
  /** Above the parts of a file cut before sending under its folder's separator rule. */
  bySeparatorRule: 'An Trennblättern getrennt, nach der Regel des Ordners.',
  /** The pages left out as separator sheets, never sent: `{pages}` is "3, 6". */
  separatorPages:
    'Seite {pages}: Trennblatt, nicht gesendet. | Seiten {pages}: Trennblätter, nicht gesendet.',
  summary:
    'Diese Datei besteht aus {n} Dokumenten. Wählen Sie eines unter „{title}“, um seine Daten, seinen Dokumenttyp und seine Sendungen zu sehen.',
  summaryPart: '{pages} · {type} · {outcome}'
}
