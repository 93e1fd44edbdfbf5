/** Finding files in the inbox: the folded filters, the date filter and the sortable columns. */
export default {
  /** The button the filters fold behind when the inbox is narrow. */
  filters: 'Filters',
  filtersSet: 'Filters ({n})',
  received: {
    label: 'Received',
    all: 'Any date',
    today: 'Today',
    week: 'Last 7 days',
    month: 'Last 30 days'
  },
  /** The column headers, which sort the list (a third click goes back to newest first). */
  sort: {
    label: 'Sort the files'
  }
}
