import type { Settings, SettingsView } from '@shared/ipc'
import { redactText } from '../../logging/redact'
import { originOf } from '@shared/serviceUrl'
import { connectionChange } from '../../settings/connectionChange'
import { deleteRefusal, newFolderActions } from '../../settings/folderActions'
import { readAccount, type AccountReading } from '../../settings/keyReplacement'
import { RouteError } from '../../errors/routeError'
import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

type SettingsCommands =
  | 'settings.get'
  | 'settings.update'
  | 'settings.setApiKey'
  | 'settings.clearApiKey'
  | 'settings.testConnection'
  | 'settings.chooseFolder'

/** Settings with what the screen needs around them: key presence, its storage, IT's locks. */
export function settingsView(deps: RouteDeps): SettingsView {
  return {
    ...deps.settings.get(),
    hasApiKey: deps.keys.has(),
    keyStorage: deps.keys.storage(),
    locked: deps.settings.locked()
  }
}

function sameOrigin(a: string, b: string): boolean {
  const origin = originOf(a)
  return origin !== null && origin === originOf(b)
}

function refuseIfKeyLocked(deps: RouteDeps): void {
  if (deps.settings.locked().includes('apiKey')) {
    throw new RouteError('forbidden', deps.settings.lockReason('apiKey'))
  }
}

/**
 * The window may be compromised and hold another company's key for the same service: replacing
 * a saved key takes the clerk's yes in a native dialog naming both accounts, read with each key
 * before anything is saved. Throws the refusal; returns when the clerk confirmed.
 */
async function confirmKeyReplacement(deps: RouteDeps, saved: string, next: string): Promise<void> {
  const address = deps.keys.address()
  const unknown: AccountReading = { kind: 'unreadable', error: 'network' }
  const [replaced, incoming] = address
    ? await Promise.all([
        readAccount(deps.createClient, address, saved),
        readAccount(deps.createClient, address, next)
      ])
    : [unknown, unknown]
  const confirmed = await deps.dialogs.confirmKeyReplacement({
    address: address ?? '',
    replaced,
    next: incoming
  })
  if (!confirmed) {
    throw new RouteError('forbidden', 'The API key was not replaced: the change was not confirmed.')
  }
  // Another key landed while the dialog was open: what was confirmed no longer holds.
  if (deps.keys.get() !== saved) {
    throw new RouteError(
      'forbidden',
      'The API key changed while you were asked; nothing was changed. Try again.'
    )
  }
}

/**
 * A compromised window could point a watched folder at the home folder with "delete after
 * upload": deleting is refused where it would empty the home folder, a drive or a system
 * folder, and every new move or delete takes the clerk's yes in a native dialog naming the
 * folder. Throws the refusal; returns when nothing needs asking or the clerk confirmed all.
 */
async function confirmFolderActions(
  deps: RouteDeps,
  before: Settings['folders'],
  after: Settings['folders']
): Promise<void> {
  const actions = newFolderActions(before, after)
  for (const { folder, action } of actions) {
    if (action !== 'delete') continue
    const refusal = await deleteRefusal(folder, deps.app)
    if (refusal) throw new RouteError('validation', refusal)
  }
  for (const action of actions) {
    if (!(await deps.dialogs.confirmFolderAction(action))) {
      throw new RouteError(
        'forbidden',
        `The folder settings were not saved: what happens to the files in "${action.folder}" after upload was not confirmed.`
      )
    }
  }
}

/**
 * A compromised window could watch any folder the clerk can read (and then preview what it
 * takes): a folder joins the watched ones only when main's folder dialog gave it in this run,
 * or when it is watched already. Throws the refusal naming the folder.
 */
function refuseUnchosenFolders(
  before: Settings['folders'],
  after: Settings['folders'],
  chosen: ReadonlySet<string>
): void {
  const watched = new Set(before.map((f) => f.path))
  const named = after.find((f) => !watched.has(f.path) && !chosen.has(f.path))
  if (named) {
    throw new RouteError(
      'forbidden',
      `"${named.path}" was not chosen in the folder dialog: a folder is watched only once you choose it there.`
    )
  }
}

/** The Settings screen's commands. The key goes in, never out. */
// eslint-disable-next-line max-lines-per-function -- a table of the settings commands' routes, each a few lines
export function createSettingsRoutes(deps: RouteDeps): RouteHandlers<SettingsCommands> {
  /** Folders main's folder dialog gave in this run: the only new folders the window may add. */
  const chosenFolders = new Set<string>()
  return {
    'settings.get': async () => settingsView(deps),
    'settings.update': async (patch) => {
      const before = deps.settings.get()
      if (patch.autoUpdate && patch.autoUpdate.feedUrl !== before.autoUpdate.feedUrl) {
        throw new RouteError(
          'forbidden',
          'The update address can only be set by your IT department (managed settings).'
        )
      }
      // The window may be compromised: a new destination takes effect only after the clerk says
      // yes in a dialog main shows, and the key bound to the old origin is not sent to the new.
      const preview = deps.settings.preview(patch)
      if (patch.folders) {
        refuseUnchosenFolders(before.folders, preview.folders, chosenFolders)
        await confirmFolderActions(deps, before.folders, preview.folders)
        // The folders changed while the dialog was open: what was confirmed no longer holds.
        const now = deps.settings.preview(patch).folders
        if (JSON.stringify(now) !== JSON.stringify(preview.folders)) {
          throw new RouteError(
            'forbidden',
            'The folders changed while you were asked; nothing was changed. Try again.'
          )
        }
      }
      const planned = preview.connection
      const change = connectionChange(before.connection, planned)
      if (change) {
        if (!(await deps.dialogs.confirmConnectionChange(change))) {
          throw new RouteError(
            'forbidden',
            'The service address was not changed: the change was not confirmed.'
          )
        }
        // Another change landed while the dialog was open: what was confirmed is not what
        // this patch would now give, so nothing is applied.
        const now = deps.settings.preview(patch).connection
        if (JSON.stringify(now) !== JSON.stringify(planned)) {
          throw new RouteError(
            'forbidden',
            'The connection changed while you were asked; nothing was changed. Try again.'
          )
        }
      }
      const after = deps.settings.update(patch)
      await deps.applySettings(before, after)
      return settingsView(deps)
    },
    'settings.setApiKey': async ({ apiKey, acceptWeakStorage }) => {
      refuseIfKeyLocked(deps)
      const saved = deps.keys.get()
      if (saved !== null && saved !== apiKey) await confirmKeyReplacement(deps, saved, apiKey)
      deps.keys.set(apiKey, acceptWeakStorage)
      await deps.reconnect()
      return settingsView(deps)
    },
    'settings.clearApiKey': async () => {
      refuseIfKeyLocked(deps)
      deps.keys.clear()
      await deps.reconnect()
      return settingsView(deps)
    },
    'settings.testConnection': async ({ mode, baseUrl, apiKey }) => {
      if (mode === 'sandbox') {
        return { ok: true, message: 'The sandbox runs inside Dropdock; it needs no connection.' }
      }
      const saved = deps.settings.get().connection.baseUrl
      const url = baseUrl ?? saved
      if (!url) return { ok: false, message: 'Enter the service address first.' }
      if (!sameOrigin(url, saved)) {
        const change = {
          from: saved,
          to: url,
          appUrl: '',
          directUploadUrl: null,
          what: 'service' as const
        }
        if (!(await deps.dialogs.confirmConnectionChange(change))) {
          return { ok: false, message: 'The test was cancelled: the address was not confirmed.' }
        }
      }
      // The saved key only ever goes to the saved address: testing another one needs its key.
      const key = apiKey ?? (sameOrigin(url, saved) ? deps.keys.get() : null)
      if (!key) {
        return {
          ok: false,
          message: sameOrigin(url, saved)
            ? 'Enter an API key first.'
            : 'Enter the API key for this address; the saved key is only sent to the saved address.'
        }
      }
      try {
        const { latencyMs } = await deps
          .createClient({ baseUrl: url, apiKey: key, timeoutMs: 10_000 })
          .ping()
        return { ok: true, message: `Connected to ${new URL(url).host} (${latencyMs} ms).` }
      } catch (err) {
        return { ok: false, message: redactText((err as Error).message, [key]) }
      }
    },
    'settings.chooseFolder': async () => {
      const path = await deps.dialogs.chooseFolder()
      if (path) chosenFolders.add(path)
      return path
    }
  }
}
