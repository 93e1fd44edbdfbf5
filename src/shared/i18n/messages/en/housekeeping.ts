/**
 * Keeping the inbox clean and moving through it: cancel, remove, acknowledge, next and previous
 * document, the document's page in the web app, retention, the tray's recent documents.
 */
export default {
  actions: {
    cancel: 'Cancel sending',
    remove: 'Remove from inbox…',
    acknowledge: 'Acknowledge',
    openInService: 'Open document in web app ↗',
    acknowledged: 'Acknowledged: no longer counted as needing attention.'
  },
  steps: {
    label: 'Documents in the list',
    previous: 'Previous',
    next: 'Next',
    previousHint: 'Previous document in the list (Alt+Up)',
    nextHint: 'Next document in the list (Alt+Down)',
    position: '{index} of {count}'
  },
  done: {
    cancel: 'Sending of {name} cancelled',
    remove: '{name} removed from the inbox',
    acknowledge: '{name} acknowledged: it no longer needs attention',
    openInService: 'Web app is opening'
  },
  failed: {
    cancel: 'Sending of {name} could not be cancelled: {reason}',
    remove: '{name} could not be removed from the inbox: {reason}',
    acknowledge: '{name} could not be acknowledged: {reason}',
    openInService: '{name} could not be opened in the web app: {reason}'
  },
  removal: {
    title: 'Remove from the inbox',
    message: 'Remove {name} from the inbox?',
    messageMany: 'Remove {n} files from the inbox?',
    detail:
      'The file itself stays where it is and the service keeps the document; a file still being sent is stopped first. If you did not ask for this yourself, choose {cancel}.',
    confirm: 'Remove',
    cancel: 'Cancel'
  },
  retention: {
    label: 'Keep done items in the inbox',
    days: '{n} day | {n} days',
    never: 'Until I remove them',
    hint: "Done items are forgotten after {n} day; problems you haven't acknowledged are kept. | Done items are forgotten after {n} days; problems you haven't acknowledged are kept.",
    hintNever: 'Done items stay in the inbox until you remove them.'
  },
  tray: {
    recent: 'Recent documents',
    item: '{name} – {state}',
    /** A file the service split into several documents, one entry for the file. */
    packet: '{name} – {n} document – {state} | {name} – {n} documents – {state}'
  }
}
