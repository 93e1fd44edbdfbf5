// Preloaded into Electronegativity 1.10.3 (NODE_OPTIONS=--require). At start it fetches updated
// translations and Electron's release list with got 11, and handles a failed fetch itself ("Could
// not retrieve updated translations", "No connectivity?"): neither is needed to scan. Where the
// hosts cannot be reached (CI reaches only package registries), got 11 on Node 22 and later lets
// the same failure escape a second time from its retry timer: p-cancelable throws "The
// `onCancel` handler was attached after the promise settled.", or the RequestError surfaces
// uncaught. Either ends the run before anything is scanned. Those second reports of an already
// handled network failure are ignored; any other uncaught error still ends the run with 1.
function isEscapedFetchFailure(err) {
  if (!(err instanceof Error)) return false
  if (err.message.includes('`onCancel` handler was attached after')) return true
  return err.name === 'RequestError' && typeof err.code === 'string'
}

for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (err) => {
    if (isEscapedFetchFailure(err)) return
    console.error(err)
    process.exit(1)
  })
}
