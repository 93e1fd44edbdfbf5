/** The inbox: the list of files, its toolbar, the empty state and what adding files reports. */
export default {
  title: 'Inbox',
  empty: {
    title: 'No documents yet',
    intro: 'Dropdock sends your shipping documents to the service, which reads and links them.',
    drop: '{dropHere} — invoices, bills of lading, arrival notices; from a folder or an email.',
    dropHere: 'Drop files here',
    watch: 'Or {addFolder}: every file saved there is sent on its own.',
    addFolder: 'add a watched folder in Settings',
    follow:
      'Follow each file here until it is {state}, then open it to check its data and shipment.',
    sandbox:
      'You are on the {sandbox}: a practice service on this computer. Nothing reaches your account until an API key is set in Settings.'
  },
  noMatch: 'No file matches these filters.',
  showAll: 'Show all files',
  search: {
    label: 'Search by name, type, extracted value, shipment or container number',
    placeholder: 'Search name, number, type…'
  },
  filter: {
    status: 'Status',
    all: 'All ({n})',
    attention: 'Needs attention ({n})',
    due: "What's due first ({n})",
    active: 'In progress',
    state: '{label} ({n})',
    type: 'Type',
    allTypes: 'All types',
    unclassified: 'Not classified',
    folder: 'Folder',
    allFolders: 'All folders',
    clear: 'Clear filters'
  },
  selection: {
    count: '{n} selected | {n} selected',
    retry: 'Retry selected',
    clear: 'Clear',
    all: 'Select the file | Select all {n}'
  },
  retryFailed: 'Retry failed ({n})',
  columns: {
    file: 'File',
    folder: 'Folder',
    size: 'Size',
    type: 'Type',
    shipments: 'Shipments',
    status: 'Status',
    updated: 'Updated'
  },
  list: 'Files',
  row: {
    select: 'Select {name}',
    progress: 'Progress of {name}',
    sending: 'Sending… {percent}'
  },
  folder: {
    dropped: 'Dropped',
    cli: 'Command line'
  },
  /** A command on the inbox that failed, naming what was asked. */
  failed: {
    load: 'The inbox could not be loaded: {reason}',
    add: '{name} could not be added: {reason}',
    drop: 'The dropped files could not be added: {reason}',
    choose: 'The chosen files could not be added: {reason}',
    retry: 'The files could not be tried again: {reason}',
    retryFailed: 'The failed files could not be tried again: {reason}',
    cancel: 'The files could not be taken out of intake: {reason}'
  },
  notice: {
    /** Between the sentences of one notice. */
    joiner: '. ',
    added: '{n} file added | {n} files added',
    rejected: '{name} was not taken: {reason}',
    tooLargeToHandOver:
      '{name} is larger than {size}: save it to a folder first, then drop it from there',
    fileAdded: '{name} added',
    retrying: 'Retrying {n} file | Retrying {n} files',
    retryingFailed: 'Retrying {n} failed file | Retrying {n} failed files'
  }
}
