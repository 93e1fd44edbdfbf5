/** "Split into documents…" in the detail: the clerk cuts a PDF sent as one document into parts. */
export default {
  /** The entry in More actions. */
  action: 'Split into documents…',
  title: 'Split into documents',
  close: 'Close',
  /** Under the title: what a cut is, and the keys. */
  intro:
    'Put a cut after each page where a document ends. The arrow keys move between the pages; Space or Enter puts a cut after the page, or takes it away.',
  loading: 'Loading the pages…',
  /** The page strip's name. */
  pages: 'Pages of {name}',
  /** A page's button, pressed when a cut follows it. */
  cutAfter: 'Cut after page {page}',
  lastPage: 'Page {page}, the last page',
  /** Over the first page of each part. */
  partBadge: 'Part {n}',
  summaryTitle: 'Documents it makes',
  count: '{n} document | {n} documents',
  part: 'Part {n}: {pages}',
  pagesOne: 'page {first}',
  pagesRange: 'pages {first}–{last}',
  /** Why Split cannot act yet. */
  needCut: 'Put at least one cut to make two documents.',
  split: 'Split',
  working: 'Splitting…',
  notPdf: 'Only a PDF can be split.',
  onePage: 'This PDF has one page: there is nothing to split.',
  tooMany: 'This PDF has {pages} pages; Dropdock splits PDFs of at most {max} pages.',
  /** Main could not split it. */
  failed: 'The file was not split: {reason}',
  outcome: {
    cancelled: 'Nothing was split.',
    created: '{n} document was sent. | {n} documents were sent.',
    duplicates: '{n} part was already at the service. | {n} parts were already at the service.',
    failed: 'Not sent: {pages}. Retry sends them again.',
    replaced: 'The service’s one document for the whole file was deleted.',
    kept: 'The service’s one document for the whole file was kept, since not every part was sent.'
  }
}
