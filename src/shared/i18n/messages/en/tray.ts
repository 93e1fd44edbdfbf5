/** The tray icon's menu and tooltip. */
export default {
  open: 'Open Dropdock',
  addFiles: 'Add files…',
  pause: 'Pause intake',
  resume: 'Resume intake',
  retry: 'Retry failed',
  retryCount: 'Retry failed ({n})',
  openFolder: 'Open watched folder',
  openFolders: 'Open watched folders',
  settings: 'Settings…',
  quit: 'Quit Dropdock',
  folders: '{n} watched folder cannot be reached | {n} watched folders cannot be reached',
  tooltip: 'Dropdock · {status}',
  status: {
    line: '{service}: {counts}',
    lineWithState: '{service} ({state}): {counts}',
    separator: ', ',
    active: '{n} in progress',
    attention: '{n} needs attention | {n} need attention',
    done: '{n} done | {n} done',
    state: {
      storage: 'waiting for the disk',
      offline: 'offline',
      auth_error: 'key refused',
      starting: 'starting',
      paused: 'paused'
    }
  }
}
