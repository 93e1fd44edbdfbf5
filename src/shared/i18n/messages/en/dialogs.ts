/** The native dialogs main shows: folder picker, the address-change question, the last-resort error. */
export default {
  chooseFolder: {
    title: 'Watch a folder'
  },
  connectionChange: {
    title: 'Change the service address',
    messageTo: 'Send documents to {host}?',
    messageAny: 'Change the service addresses?',
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
  unexpected: {
    title: 'Dropdock ran into an unexpected error',
    log: 'Details are in the log.'
  }
}
