/** The document detail: the panel beside the inbox with a file's original, data, links and history. */
export default {
  close: 'Close details',
  gone: 'This file is no longer in the inbox.',
  showOriginal: 'Show the original: {name}',
  actions: {
    label: 'Actions',
    reclassify: 'Reclassify',
    relink: 'Relink',
    reextract: 'Re-extract',
    retry: 'Retry',
    openOriginal: 'Open original',
    showInFolder: 'Show in folder',
    downloadCopy: "Download the service's copy",
    copyError: 'Copy error',
    removePart: 'Remove this document…'
  },
  /** Notices after an action. */
  /** An action on the open document that failed, naming the action and the document. */
  failed: {
    type: 'The type of {name} could not be changed: {reason}',
    reclassify: '{name} could not be classified again: {reason}',
    relink: '{name} could not be linked again: {reason}',
    reextract: '{name} could not be read again: {reason}',
    retry: '{name} could not be tried again: {reason}',
    open: '{name} could not be opened: {reason}',
    show: '{name} could not be shown in its folder: {reason}',
    download: 'A copy of {name} could not be saved: {reason}',
    web: '{name} could not be opened in the web app: {reason}',
    removePart: '{pages} of {name} could not be removed: {reason}'
  },
  done: {
    typeSet: 'Type set to {type}',
    typeRemoved: 'Manual type removed',
    reclassify: 'Asked the service to classify it again',
    relink: 'Asked the service to link it again',
    reextract: 'Asked the service to read it again',
    retry: 'Trying again',
    openOriginal: 'Opening the original',
    showInFolder: 'Shown in its folder',
    savedTo: 'Saved to {path}',
    openWebApp: 'Opening the web app',
    partRemoved: '{pages} removed',
    errorCopied: 'Error details copied',
    copyFailed: 'Could not copy to the clipboard'
  },
  type: {
    title: 'Document type',
    notClassified: 'Not classified yet',
    setByHand: 'set by hand (the service said {type})',
    setByFolderRule: "set by the folder's rule",
    recognised: 'recognised by the service',
    correct: 'Correct the type',
    useService: "Use the service's type",
    apply: 'Save type',
    why: 'Why this type?',
    whyWords: 'The service went by the words {words} in the document.',
    whyWord: '“{word}”',
    whyWordInTitle: '“{word}” (in its title)',
    whyNext: 'The next closest type was {type}.',
    whyFileName:
      'It found no words it knows in the document, so it went by the file name. Check the type.',
    whyFileNameNoText:
      'It could not read any text in the file, so it went by the file name. Check the type.',
    whyFallback:
      'It found no words it knows in the document and chose {type} as a default. Check the type.',
    whyFallbackNoText:
      'It could not read any text in the file and chose {type} as a default. Check the type.',
    whyNote: 'The service chose this type from the words it read in the document. Its own note:'
  },
  data: {
    title: 'Extracted data',
    schema: 'As read by the service, with the fields of its {form} form (version {version})',
    failed: 'The service could not read data from this document.',
    loading: 'Loading…',
    none: 'Nothing read yet. Data appears here once the document is extracted.',
    manual: 'Includes corrections made by hand.',
    yes: 'Yes',
    no: 'No'
  },
  warning: {
    not_moved:
      'The result stands, but the file could not be moved to {folder}/ in its watched folder: {reason}',
    not_deleted:
      'The result stands, but the file could not be deleted from its watched folder: {reason}',
    no_reason_file:
      'The file is in {folder}/, but its reason file could not be written beside it: {reason}',
    cause: {
      no_permission:
        'the folder does not allow it (in a shared folder, the file may belong to another user).',
      read_only: 'the folder is on a read-only disk or share.',
      link: 'a symbolic link stands in its place, and Dropdock moves and writes nothing through a link.',
      not_a_folder: 'something that is not a folder has that name.',
      name_taken: 'the name is already taken there.'
    }
  },
  gap: {
    document: "The service could not give this document's details just now. {reason}",
    shipments: 'Some linked shipments could not be loaded. {reason}'
  },
  links: {
    title: 'Linked shipments',
    none: 'Not linked to any shipment yet. The service links a document when it finds a bill of lading, container or reference number it knows; after adding a reference to a shipment, press Relink.',
    openWebApp: 'Open in web app ↗',
    loadingPort: 'Loading port',
    dischargePort: 'Port of discharge',
    eta: 'ETA',
    arrived: '(arrived)',
    references: 'References',
    carrier: 'Carrier',
    vesselVoyage: 'Vessel / voyage'
  },
  container: {
    status: 'Status',
    lastFreeDay: 'Last free day',
    holds: 'Holds',
    fees: 'Fees',
    none: 'None'
  },
  email: {
    title: 'Came by email',
    subject: 'Subject',
    from: 'From',
    to: 'To',
    cc: 'Cc',
    sent: 'Sent'
  },
  history: {
    title: 'History'
  },
  /** The one next step the detail leads with (lib/nextStep.ts); its other actions in a menu. */
  next: {
    label: 'Next step',
    compare: 'Compare',
    noForm: 'Its type has no form to enter data into yet: correct the type first.'
  },
  more: {
    button: 'More actions',
    reason: {
      notSent: 'Not sent to the service yet',
      busy: 'Waiting for the last action to finish',
      notRetryable: 'Nothing to try again in this state',
      noFile: 'No file on this computer',
      onItsWay: 'Still on its way; wait until the file is read'
    }
  },
  /** A possible duplicate beside the document taken in before it. */
  compare: {
    title: 'Compare with the document taken in before',
    this: 'This document: {name}',
    before: 'Taken in before: {name}',
    takenIn: 'Taken in',
    type: 'Type',
    gone: 'The document taken in before is no longer in the inbox, so only this one is shown.',
    close: 'Close comparison'
  },
  original: {
    title: 'Original',
    pages: 'Pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {page} of {pages}',
    zoom: 'Zoom',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    largeView: 'Large view',
    closeLargeView: 'Close large view',
    divider: 'Width of the original',
    serviceCopy: 'The file is no longer on this computer; this is the service’s copy.',
    region: 'Original document',
    loading: 'Loading the original…',
    pageImage: 'Page {page} of {name}',
    image: 'The original',
    cannotShow: 'This file cannot be shown here. Open the original instead.',
    cannotDraw: 'This PDF cannot be drawn here. Open the original instead.',
    tooLarge:
      '“{name}” is {size}; the preview shows files up to {limit}. Open the original instead.',
    notViewable:
      '“{name}” is not a PDF or an image, so it cannot be shown here. Open the original instead.'
  }
}
