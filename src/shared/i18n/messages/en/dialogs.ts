/**
 * The native dialogs main shows: folder picker, the address-change, key-replacement and
 * watched-folder questions, the last-resort error.
 */
export default {
  chooseFiles: {
    title: 'Add files'
  },
  chooseFolder: {
    title: 'Watch a folder'
  },
  connectionChange: {
    title: 'Change the service address',
    messageTo: 'Send documents to {host}?',
    messageAny: 'Change the service addresses?',
    messageWebApp: 'Open the web app at {host}?',
    messageUploads: 'Send uploads through {host}?',
    uploadTo: 'Dropdock will upload files and send the API key to:',
    noService: '(no service)',
    webApp: 'Web app: {url}',
    uploads: 'Uploads: {url}',
    until: 'Until now: {from}',
    untilSandbox: 'Until now: the built-in sandbox (nothing left this computer)',
    askKey:
      'You will be asked for the API key for the new address. If you did not make this change yourself, choose {cancel}.',
    confirm: 'Change address',
    cancel: 'Cancel'
  },
  keyReplacement: {
    title: 'Replace the API key',
    messageNamed: 'Send documents to {account} from now on?',
    messageAny: 'Replace the saved API key?',
    next: 'The new key opens: {account}',
    replaced: 'The key it replaces opens: {account}',
    service: 'Service: {url}',
    unnamed:
      'an account with no documents yet (the service names an account only with its documents)',
    unreadable: 'unknown ({reason})',
    warn: 'Everything uploaded from now on goes to the account of the new key. If you did not enter this key yourself, choose {cancel}.',
    confirm: 'Replace key',
    cancel: 'Cancel'
  },
  folderAction: {
    title: 'Files in a watched folder',
    messageDelete: 'Delete each file from {folder} once it is uploaded?',
    messageMove: 'Move each file out of {folder} once it is uploaded?',
    detailDelete:
      'Dropdock will delete every file it sends from this folder. They cannot be restored from Dropdock. If you did not make this change yourself, choose {cancel}.',
    detailMove:
      'Dropdock will move every file it sends from this folder into {done}. If you did not make this change yourself, choose {cancel}.',
    confirm: 'Save',
    cancel: 'Cancel'
  },
  keyRemoval: {
    title: 'Remove the API key',
    message: 'Remove the API key for {address}?',
    messageAny: 'Remove the saved API key?',
    detail:
      'Dropdock stops sending documents to your account until a key is entered again; files wait in the inbox. If you did not ask for this yourself, choose {cancel}.',
    confirm: 'Remove key',
    cancel: 'Cancel'
  },
  stopWatching: {
    title: 'Stop watching a folder',
    message: 'Stop watching {folder}?',
    messageMany: 'Stop watching {n} folders?',
    detail:
      'Files saved there from now on are no longer sent. Files already sent stay in the inbox. If you did not ask for this yourself, choose {cancel}.',
    confirm: 'Stop watching',
    cancel: 'Cancel'
  },
  split: {
    title: 'Split into documents',
    message: 'Split {name} into {count} documents?',
    detail:
      'Each is sent to the service as a document of its own, and the service’s one document of the whole file is then deleted. The file itself stays where it is. If you did not ask for this yourself, choose {cancel}.',
    confirm: 'Split',
    cancel: 'Cancel'
  },
  removePart: {
    title: 'Remove a document',
    message: 'Remove this document of {name}?',
    detail:
      'The service deletes that document; the file’s other documents stay. If you did not ask for this yourself, choose {cancel}.',
    confirm: 'Remove document',
    cancel: 'Cancel'
  },
  unexpected: {
    title: 'Dropdock ran into an unexpected error',
    log: 'Details are in the log.'
  }
}
