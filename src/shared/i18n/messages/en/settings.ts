/** The Settings screen: connection, watched folders, behaviour and about. */
export default {
  title: 'Settings',
  loading: 'Loading settings…',
  saved: 'Settings saved',
  saveChoice: 'Save',
  locked: 'Set by your IT department',
  connection: {
    title: 'Connection',
    service: 'Service',
    useService: 'Use this service',
    modes: {
      sandbox: 'Sandbox',
      production: 'Production',
      custom: 'Custom'
    },
    hints: {
      sandbox: 'A practice service on this computer. Nothing reaches your account.',
      production: 'Your company account on the service.',
      custom: 'Another address, given to you by your IT department.'
    },
    nowUsing: 'Now using {mode}',
    address: 'Service address',
    saveAddress: 'Save address',
    addressSaved: 'Address saved',
    addressIncomplete: 'Enter a full address starting with https://',
    addressNotHttps:
      'The address must start with https:// (plain http is only allowed on this computer).',
    apiKey: 'API key',
    keyIsSaved: 'A key is saved. Paste a new one to replace it.',
    noKeyYet: 'No key saved yet.',
    keyPlaceholderSaved: '•••••••••••• (saved)',
    keyPlaceholder: 'Paste your API key',
    saveKey: 'Save key',
    removeKey: 'Remove key',
    keyMissing: 'Paste the API key first.',
    keySaved: 'API key saved',
    keyRemoved: 'API key removed',
    weakStorage:
      'This computer has no secure keyring, so the key would be kept in a file that other programs running as you can read.',
    weakConsent: 'I understand; keep the key this way',
    noStorage: 'This computer cannot store secrets. Ask your IT department to set the key for you.',
    test: 'Test connection',
    testing: 'Testing…',
    outcome: {
      sandbox: 'The Sandbox runs inside Dropdock; it needs no connection.',
      connected: 'Connected to {host} ({ms} ms).',
      noAddress: 'Enter the service address first.',
      noKey: 'Enter an API key first.',
      keyForAddress:
        'Enter the API key for this address: the saved key is only sent to the saved address.',
      notConfirmed: 'The test was cancelled: the new address was not confirmed.',
      failed: '{host}: {reason}'
    },
    testPassed: '✓ {message}',
    testFailed: '✕ {message}'
  },
  folders: {
    title: 'Watched folders',
    add: 'Add folder…',
    none: 'No folder watched. Add the folder where your scanner or mail program saves documents: every file saved there is sent on its own.',
    watchingNotice: 'Watching {path}',
    alreadyWatched: '{path} is already watched',
    removed: 'Folder no longer watched',
    watching: 'Watching',
    stopWatching: 'Stop watching',
    health: {
      watching: 'Watched: every file saved here is sent',
      retrying: 'Back again: Dropdock is looking at its files',
      problem: {
        missing:
          'Cannot be reached: the folder does not exist or its drive is not connected. Dropdock looks again by itself.',
        denied: 'Cannot be read: Dropdock has no permission. It looks again by itself.',
        notFolder: 'This is a file, not a folder.',
        other: 'Cannot be read ({code}). Dropdock looks again by itself.'
      }
    },
    include: 'Only files matching',
    includePlaceholder: 'all files (e.g. *.pdf, *.tif)',
    exclude: 'Skip files matching',
    excludePlaceholder: 'nothing (e.g. *.tmp, ~$*)',
    afterUpload: 'After sending',
    after: {
      keep: 'Leave it where it is',
      move: 'Move it to a “Done” subfolder',
      delete: 'Delete it'
    },
    quiet: 'Wait until unchanged for (s)',
    poll: 'Check every (s)',
    recursive: 'Include subfolders',
    polling: 'Check by polling (for network drives)',
    moveFailed: 'Move files that fail to a “Failed” subfolder, with the reason',
    moveFailedWithDone:
      'Files that move once sent always take failures to “Failed”, never to “Done”',
    moveDuplicates: 'Move duplicates to a “Duplicates” subfolder',
    documentType: 'Document type',
    typeByService: 'None: the service decides',
    typeHint: 'Every file from this folder is sent as this type; the service does not classify it.',
    split: 'Split multi-page scans',
    splitModes: {
      service: 'As the service does',
      separators: 'At separator sheets'
    },
    splitHints: {
      service:
        'Each file is sent whole. The service may still cut a stack into its documents; Dropdock cannot prevent that.',
      separators:
        'Before sending, a page with a barcode or QR code of the separator text, or a blank page, starts a new document.'
    },
    separatorText: 'Separator text',
    separatorTextHint: 'The text of the barcode or QR code on your separator sheets.',
    separatorProblems: {
      empty: 'Enter the text of your separator sheets.',
      too_long: 'At most {max} characters.',
      control: 'Use only printable characters.',
      spaces: 'No space at the start or end.'
    }
  },
  general: {
    title: 'Behaviour',
    language: 'Language',
    systemLanguage: 'System language ({name})',
    useLanguage: 'Use this language',
    notifications: 'Notifications',
    notificationLevels: {
      all: 'Everything (summarised)',
      errors: 'Only problems',
      none: 'None'
    },
    logLevel: 'Log detail',
    logLevels: {
      error: 'Errors',
      warn: 'Warnings',
      info: 'Normal',
      debug: 'Everything (for support)'
    },
    hashConcurrency: 'Files checked at once',
    uploadConcurrency: 'Files sent at once',
    startAtLogin: 'Start Dropdock when I log in',
    hideOnClose: 'Keep running in the tray when the window is closed',
    exportDiagnostics: 'Export diagnostics…',
    exportHint: 'Saves logs for your IT department, with keys and passwords removed.',
    diagnosticsSaved: 'Diagnostics saved to {path}'
  },
  quality: {
    title: 'How well the service reads',
    hint: 'Per document type, over the documents in the inbox: the fields the service read, how many of those were corrected, and the fields keyed by hand where it read nothing.',
    type: 'Document type',
    schema: 'Schema',
    documents: 'Documents',
    read: 'Fields read',
    corrected: 'Corrected',
    keyed: 'Keyed by hand',
    none: 'Nothing read yet.'
  },
  about: {
    title: 'About',
    application: 'Application',
    version: 'Version',
    platform: 'Platform',
    service: 'Service'
  }
}
