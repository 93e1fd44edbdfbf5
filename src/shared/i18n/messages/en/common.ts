/** Words used across the window, the tray and notifications. */
export default {
  appName: 'Dropdock',
  files: 'no files | one file | {n} files',
  yes: 'Yes',
  no: 'No'
}
