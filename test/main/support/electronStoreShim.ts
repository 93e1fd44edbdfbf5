/**
 * electron-store is loaded by Node itself (vitest does not inline node_modules), so its
 * `import electron from 'electron'` would reach the real Electron binary. This is electron-store
 * 11's own constructor (cwd and configName handling) over the same `conf` it extends, with the
 * app paths taken from the electron mock. Persistence is real: files in a real folder.
 */
import Conf from 'conf'
import { app } from 'electron'

export default class ElectronStore<T extends Record<string, unknown>> extends Conf<T> {
  constructor(options: Record<string, unknown> = {}) {
    const { name = 'config', cwd, ...rest } = options
    const base = app.getPath('userData')
    super({
      ...rest,
      projectVersion: app.getVersion(),
      configName: name as string,
      cwd: typeof cwd === 'string' ? cwd : base
    } as ConstructorParameters<typeof Conf<T>>[0])
  }
}
