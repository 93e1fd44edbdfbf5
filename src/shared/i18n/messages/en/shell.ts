/** The window's frame: header, navigation, drop overlay, notices and the live region. */
export default {
  skip: {
    toList: 'Skip to the file list',
    toMain: 'Skip to the main content'
  },
  nav: {
    label: 'Main',
    inbox: 'Inbox',
    lookup: 'Lookup',
    settings: 'Settings',
    attention: '{n} file needs attention | {n} files need attention'
  },
  service: {
    sandbox: 'Sandbox',
    production: 'Production',
    sandboxHint: 'Documents go to a practice service on this computer, not to your account.'
  },
  connection: {
    starting: 'Starting…',
    storage: 'Intake paused: Dropdock cannot save its data',
    sandbox: 'Practice service on this computer',
    online: 'Connected',
    offline: 'Offline: files wait until the service is reachable',
    auth_error: 'The service refused the API key'
  },
  folders: {
    unreachable: '{n} watched folder cannot be reached | {n} watched folders cannot be reached',
    problem: {
      missing: '{path} does not exist or cannot be reached; Dropdock looks again by itself',
      denied: 'Dropdock may not read {path}; it looks again by itself',
      notFolder: '{path} is a file, not a folder',
      other: '{path} cannot be read ({code}); Dropdock looks again by itself'
    },
    retrying: '{path} is back: Dropdock is looking at its files'
  },
  stateDamage: {
    damaged:
      "Dropdock's list of sent files was damaged: files it lost are checked with the service",
    rebuilt:
      "Dropdock's list of sent files was damaged: {n} file was taken back from the service | Dropdock's list of sent files was damaged: {n} files were taken back from the service"
  },
  progress: {
    label: 'Overall progress',
    done: '{done} of {total} done',
    attentionOf: '{n} of {total} files needs attention | {n} of {total} files need attention',
    handled: 'The file is handled | All {n} files are handled',
    attention: '{n} needs attention | {n} need attention'
  },
  problem: {
    label: 'Problems',
    offline: 'Dropdock cannot reach {host}. Files wait here and are sent once it answers.',
    auth: '{host} refused the API key. Files wait here until a valid key is saved in Settings.',
    storageWaits: 'Intake waits and goes on by itself once Dropdock can write again.',
    waiting:
      'Waiting for the service — next try {time}. {n} file waits to be sent. | Waiting for the service — next try {time}. {n} files wait to be sent.',
    openSettings: 'Open settings',
    openFolder: 'Open folder',
    tryAgain: 'Try again',
    tryNow: 'Try now'
  },
  addFiles: 'Add files…',
  pause: 'Pause intake',
  resume: 'Resume intake',
  held: 'Waiting for the disk',
  heldHint: 'Intake waits because Dropdock cannot save its data; it goes on by itself.',
  drop: {
    title: 'Drop to send',
    hint: 'Dropdock sends each file to {service} and shows it in the inbox.',
    hintPaused: 'Intake is paused: the files will wait in the inbox until you resume it.',
    hintHeld:
      'Intake waits for the disk: the files will wait in the inbox until Dropdock can save its data.',
    hintSandbox: 'Dropdock sends each file to the Sandbox and shows it in the inbox.'
  },
  notices: {
    tryAgain: 'Try again',
    dismiss: 'Dismiss'
  },
  live: {
    state: '{name}: {label}. {sentence}.',
    paused: 'Intake paused.',
    running: 'Intake running.',
    handled: 'The file is handled. | All {n} files are handled.',
    attention: '{n} file needs attention. | {n} files need attention.',
    batch: {
      extracted: '{n} extracted | {n} extracted',
      duplicate: '{n} duplicate | {n} duplicates',
      failed: '{n} failed | {n} failed',
      more: '{n} more | {n} more',
      separator: ', ',
      done: '{counts}.',
      withNames: '{counts}: {names}.'
    }
  }
}
