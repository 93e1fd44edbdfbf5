/** A file the service cut into several documents (docs/packets.md): its parts, listed. */
export default {
  /** The file's row: how many documents it became. */
  count: '{n} document | {n} documents',
  pages: {
    one: 'Page {first}',
    range: 'Pages {first}–{last}',
    /** The service gave no pages: the part's place in the file. */
    unknown: 'Document {place}'
  },
  /** The disclosure button beside the file's name (its state is aria-expanded). */
  toggle: 'Documents in {name}',
  /** The detail's list of the file's documents. */
  title: 'Documents in this file',
  whole: 'The whole file',
  /** The detail's header while a part is shown: its name and pages. */
  heading: '{name} · {pages}',
  /** The detail shows one part: which. */
  showing: 'Showing {pages} of the file: {type}',
  /** What the detail's file-wide actions act on while a part is shown. */
  fileWide: 'Cancel sending, Acknowledge and Remove from inbox act on the whole file.',
  /** Above the parts of a file cut before sending under its folder's separator rule. */
  bySeparatorRule: "Split at separator sheets by the folder's rule.",
  /** The pages left out as separator sheets, never sent: `{pages}` is "3, 6". */
  separatorPages:
    'Page {pages}: separator sheet, not sent. | Pages {pages}: separator sheets, not sent.',
  /** The whole-file view of a file of several documents, instead of its empty data, type
   * and links: `{title}` is the list's title. */
  summary:
    'This file is {n} documents. Choose one under “{title}” to see its data, type and shipments.',
  /** One document of the file in that summary: its pages, type and outcome. */
  summaryPart: '{pages} · {type} · {outcome}'
}
