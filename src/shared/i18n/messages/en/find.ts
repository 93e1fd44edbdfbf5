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
  },
  /** "What's due first": documents on shipments by the earliest last free day of their containers. */
  due: {
    looking: 'Looking up the last free day…',
    unknown: 'Last free day not known: the service did not answer',
    none: 'No last free day known',
    overdue:
      'Overdue by {n} day: last free day was {day} | Overdue by {n} days: last free day was {day}',
    today: 'Last free day is today ({day})',
    left: '{n} day left: last free day {day} | {n} days left: last free day {day}',
    holds: '{n} hold at the terminal | {n} holds at the terminal',
    fees: 'fees {amounts}',
    joiner: ' · '
  }
}
