/**
 * RouteDeps for the Electron app: shell and dialogs from Electron, everything else from the
 * app context. Browser tests build their own RouteDeps instead.
 */
import { join } from 'node:path'
import { app, dialog, shell } from 'electron'
import type { MessageBoxOptions, OpenDialogOptions, SaveDialogOptions } from 'electron'
import type { Settings } from '@shared/settingsSchema'
import type { Key } from '@shared/i18n/messages'
import { shownName } from '@shared/fileNames'
import type { PageRange } from '@shared/split'
import type { AppContext } from '../boot/context'
import { chooseFiles } from '../boot/chooseFiles'
import { createServiceClient } from '../../engine/client/serviceClient'
import { writeDiagnostics } from '../diagnostics/diagnostics'
import { OWN_SUBFOLDERS } from '../../engine/watch/ignore'
import type { RouteDeps } from './routes/deps'
import type { AccountReading } from '../settings/keyReplacement'
import type { Translator } from '../i18n/translate'

function hostOf(address: string): string {
  try {
    return new URL(address).host
  } catch {
    return address
  }
}

/** Where "move" puts a sent file: the folder's own Done/ (the first of its own subfolders). */
const DONE_FOLDER = OWN_SUBFOLDERS[0]

/** An account as the key-replacement dialog names it, in the clerk's language. */
function accountText({ t }: Translator, reading: AccountReading): string {
  if (reading.kind === 'named') return reading.name
  if (reading.kind === 'unnamed') return t('dialogs.keyReplacement.unnamed')
  return t('dialogs.keyReplacement.unreadable', {
    reason: t(`errors.kind.${reading.error}` as Key)
  })
}

/** "Pages 1–2", "Page 3": a part's pages as a dialog lists them. */
function pagesText(t: Translator['t'], r: PageRange): string {
  return r.first === r.last
    ? t('parts.pages.one', { first: r.first })
    : t('parts.pages.range', { first: r.first, last: r.last })
}

/** The deps createRoutes() gets inside Electron. */
// eslint-disable-next-line max-lines-per-function -- a table: each route dependency bound to Electron in a few lines, read one by one; cut, the table would be split at arbitrary rows
export function electronRouteDeps(
  ctx: AppContext,
  applySettings: (before: Settings, after: Settings) => Promise<void>
): RouteDeps {
  const openDialog = (options: OpenDialogOptions) => {
    const win = ctx.window()
    return win ? dialog.showOpenDialog(win, options) : dialog.showOpenDialog(options)
  }
  const messageBox = (options: MessageBoxOptions) => {
    const win = ctx.window()
    return win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options)
  }
  const saveDialog = (options: SaveDialogOptions) => {
    const win = ctx.window()
    return win ? dialog.showSaveDialog(win, options) : dialog.showSaveDialog(options)
  }
  const keyAddress = (): string | null => {
    const saved = ctx.settings.get().connection
    if (saved.mode !== 'sandbox' && saved.baseUrl) return saved.baseUrl
    try {
      return ctx.host.plan().sandbox ? ctx.host.client().baseUrl : null
    } catch {
      return null
    }
  }
  const connection = () => {
    return { ...ctx.host.plan(), appUrl: ctx.host.appUrl() }
  }
  return {
    app: {
      name: app.getName(),
      version: app.getVersion(),
      platform: ctx.platform,
      home: app.getPath('home')
    },
    intake: () => ctx.host.intake(),
    client: () => ctx.host.client(),
    connection,
    status: () => ctx.host.status(),
    locale: () => ctx.translator().locale,
    setPaused: (paused) => ctx.host.setPaused(paused),
    settings: {
      get: () => ctx.settings.get(),
      update: (patch) => ctx.settings.update(patch),
      preview: (patch) => ctx.settings.preview(patch),
      lockReason: (path) =>
        path === 'apiKey' && !ctx.settings.locked().includes('apiKey')
          ? 'The API key is set by your IT department (DROPDOCK_API_KEY).'
          : ctx.settings.lockReason(path),
      // A key from DROPDOCK_API_KEY always wins, so the window shows it as managed.
      locked: () => {
        const locked = ctx.settings.locked()
        const fromEnv = ctx.keys.source() === 'environment' && !locked.includes('apiKey')
        return fromEnv ? [...locked, 'apiKey'] : locked
      }
    },
    keys: {
      get: () => ctx.keys.getFor(ctx.settings.get().connection.baseUrl),
      has: () => ctx.keys.getFor(ctx.settings.get().connection.baseUrl) !== null,
      storage: () => ctx.keys.storage(),
      // Bound to the address in use: the service's, or in sandbox mode the sandbox's own.
      set: (key, accept) => ctx.keys.set(key, accept, keyAddress()),
      clear: () => ctx.keys.clear(),
      address: keyAddress
    },
    applySettings,
    checkConnection: () => ctx.host.checkConnection(),
    reconnect: () => ctx.host.restart(),
    createClient: createServiceClient,
    shell: {
      openPath: (path) => shell.openPath(path),
      showItemInFolder: (path) => shell.showItemInFolder(path),
      // Electronegativity OPEN_EXTERNAL_JS_CHECK: the only caller (document.openInWebApp)
      // checks the URL with isAllowedExternalUrl() first.
      openExternal: (url) => shell.openExternal(url)
    },
    dialogs: {
      chooseFiles: () => chooseFiles(ctx),
      async chooseFolder() {
        const res = await openDialog({
          title: ctx.translator().t('dialogs.chooseFolder.title'),
          properties: ['openDirectory', 'createDirectory']
        })
        return res.canceled || res.filePaths.length === 0 ? null : res.filePaths[0]
      },
      async chooseSaveTarget(defaultName) {
        const res = await saveDialog({ defaultPath: join(app.getPath('downloads'), defaultName) })
        return res.canceled || !res.filePath ? null : res.filePath
      },
      async confirmConnectionChange({ from, to, appUrl, directUploadUrl, what }) {
        const { t } = ctx.translator()
        const also = [
          appUrl ? t('dialogs.connectionChange.webApp', { url: appUrl }) : '',
          directUploadUrl ? t('dialogs.connectionChange.uploads', { url: directUploadUrl }) : ''
        ].filter(Boolean)
        const cancel = t('dialogs.connectionChange.cancel')
        const options: MessageBoxOptions = {
          type: 'warning',
          title: t('dialogs.connectionChange.title'),
          // The question names the new address of what changed, never an unchanged one.
          message:
            what === 'webApp' && appUrl
              ? t('dialogs.connectionChange.messageWebApp', { host: hostOf(appUrl) })
              : what === 'uploads' && directUploadUrl
                ? t('dialogs.connectionChange.messageUploads', { host: hostOf(directUploadUrl) })
                : what === 'service' && to
                  ? t('dialogs.connectionChange.messageTo', { host: hostOf(to) })
                  : t('dialogs.connectionChange.messageAny'),
          detail: [
            t('dialogs.connectionChange.uploadTo'),
            to || t('dialogs.connectionChange.noService'),
            ...also,
            '',
            from
              ? t('dialogs.connectionChange.until', { from })
              : t('dialogs.connectionChange.untilSandbox'),
            '',
            t('dialogs.connectionChange.askKey', { cancel })
          ].join('\n'),
          buttons: [t('dialogs.connectionChange.confirm'), cancel],
          defaultId: 1,
          cancelId: 1,
          noLink: true
        }
        return (await messageBox(options)).response === 0
      },
      async confirmKeyReplacement({ address, replaced, next }) {
        const tr = ctx.translator()
        const { t } = tr
        const cancel = t('dialogs.keyReplacement.cancel')
        const res = await messageBox({
          type: 'warning',
          title: t('dialogs.keyReplacement.title'),
          message:
            next.kind === 'named'
              ? t('dialogs.keyReplacement.messageNamed', { account: next.name })
              : t('dialogs.keyReplacement.messageAny'),
          detail: [
            t('dialogs.keyReplacement.next', { account: accountText(tr, next) }),
            t('dialogs.keyReplacement.replaced', { account: accountText(tr, replaced) }),
            ...(address ? [t('dialogs.keyReplacement.service', { url: address })] : []),
            '',
            t('dialogs.keyReplacement.warn', { cancel })
          ].join('\n'),
          buttons: [t('dialogs.keyReplacement.confirm'), cancel],
          defaultId: 1,
          cancelId: 1,
          noLink: true
        })
        return res.response === 0
      },
      async confirmFolderAction({ folder, action }) {
        const { t } = ctx.translator()
        const cancel = t('dialogs.folderAction.cancel')
        const res = await messageBox({
          type: 'warning',
          title: t('dialogs.folderAction.title'),
          message:
            action === 'delete'
              ? t('dialogs.folderAction.messageDelete', { folder })
              : t('dialogs.folderAction.messageMove', { folder }),
          detail:
            action === 'delete'
              ? t('dialogs.folderAction.detailDelete', { cancel })
              : t('dialogs.folderAction.detailMove', { cancel, done: join(folder, DONE_FOLDER) }),
          buttons: [t('dialogs.folderAction.confirm'), cancel],
          defaultId: 1,
          cancelId: 1,
          noLink: true
        })
        return res.response === 0
      },
      confirmKeyRemoval: ({ address }) => {
        const { t } = ctx.translator()
        return askDestructive(messageBox, t, 'dialogs.keyRemoval', {
          message: address
            ? t('dialogs.keyRemoval.message', { address: hostOf(address) })
            : t('dialogs.keyRemoval.messageAny')
        })
      },
      confirmStopWatching: (folders) => {
        const { t } = ctx.translator()
        return askDestructive(messageBox, t, 'dialogs.stopWatching', {
          message:
            folders.length === 1
              ? t('dialogs.stopWatching.message', { folder: folders[0] })
              : t('dialogs.stopWatching.messageMany', folders.length),
          more: folders.length > 1 ? folders : []
        })
      },
      confirmRemoval: (given) => {
        const { t } = ctx.translator()
        const names = given.map(shownName)
        return askDestructive(messageBox, t, 'housekeeping.removal', {
          message:
            names.length === 1
              ? t('housekeeping.removal.message', { name: names[0] })
              : t('housekeeping.removal.messageMany', names.length),
          more: names.length > 1 ? names.slice(0, 10) : []
        })
      },
      confirmSplit: ({ name, ranges }) => {
        const { t } = ctx.translator()
        return askDestructive(messageBox, t, 'dialogs.split', {
          message: t('dialogs.split.message', { name: shownName(name), count: ranges.length }),
          more: ranges.slice(0, 10).map((r) => pagesText(t, r))
        })
      },
      confirmPartRemoval: ({ name, pages }) => {
        const { t } = ctx.translator()
        return askDestructive(messageBox, t, 'dialogs.removePart', {
          message: t('dialogs.removePart.message', { name: shownName(name) }),
          more: pages ? [pagesText(t, pages)] : []
        })
      }
    },
    diagnostics: {
      write: (target) =>
        writeDiagnostics(target, {
          logDir: ctx.logDir,
          settings: () => ctx.settings.get(),
          keyInfo: () => ({
            hasApiKey: ctx.keys.getFor(ctx.settings.get().connection.baseUrl) !== null,
            source: ctx.keys.source(),
            storage: ctx.keys.storage()
          }),
          items: () => ctx.host.intake().list(),
          versions: () => ({
            dropdock: app.getVersion(),
            electron: process.versions.electron ?? 'n/a',
            chrome: process.versions.chrome ?? 'n/a',
            node: process.versions.node,
            platform: `${process.platform} ${process.arch}`
          }),
          serviceLabel: () => connection().serviceLabel,
          locked: () => ctx.settings.locked(),
          secrets: () => ctx.keys.secrets()
        })
    }
  }
}

/**
 * A native question before something the clerk cannot take back from the window (removing the
 * key, no longer watching a folder, taking files out of the inbox): the action's own button and Cancel, Cancel the default.
 */
async function askDestructive(
  messageBox: (options: MessageBoxOptions) => Promise<{ response: number }>,
  t: Translator['t'],
  what:
    | 'dialogs.keyRemoval'
    | 'dialogs.stopWatching'
    | 'dialogs.split'
    | 'dialogs.removePart'
    | 'housekeeping.removal',
  { message, more = [] }: { message: string; more?: string[] }
): Promise<boolean> {
  const cancel = t(`${what}.cancel`)
  const res = await messageBox({
    type: 'warning',
    title: t(`${what}.title`),
    message,
    detail: [...more, ...(more.length ? [''] : []), t(`${what}.detail`, { cancel })].join('\n'),
    buttons: [t(`${what}.confirm`), cancel],
    defaultId: 1,
    cancelId: 1,
    noLink: true
  })
  return res.response === 0
}
