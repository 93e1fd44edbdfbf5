/**
 * The layer rules in eslint.config.mjs, run through ESLint as `npm run lint` runs it: an import
 * across a forbidden boundary fails, the allowed one beside it passes.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

/** The boundary messages ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'layers/boundaries').map((m) => m.message)
}

const cases: {
  layer: string
  file: string
  forbidden: { code: string; message: string }[]
  allowed: string
}[] = [
  {
    layer: 'renderer',
    file: 'src/renderer/src/stores/x.ts',
    forbidden: [
      {
        code: "import { IntakeService } from '../../../engine/intake/intakeService'",
        message: 'renderer may not import src/engine/intake/intakeService (engine)'
      },
      {
        code: "import { startSandbox } from '../../../sandbox/index'",
        message: 'renderer may not import src/sandbox/index (sandbox)'
      },
      {
        code: "import { readFile } from 'node:fs/promises'",
        message: 'renderer may not import the Node built-in node:fs/promises'
      },
      {
        code: "import { join } from 'path'",
        message: 'renderer may not import the Node built-in path'
      },
      {
        code: "import { dice } from '../../../../test/support/dice'",
        message: 'renderer may not import test/support/dice: it lies outside the src layers'
      },
      {
        code: "import { repoRoot } from '../../../../bench/lib/root'",
        message: 'renderer may not import bench/lib/root: it lies outside the src layers'
      },
      {
        code: "import { ensureElectron } from '../../../../scripts/ensureElectron.mjs'",
        message: 'renderer may not import scripts/ensureElectron: it lies outside the src layers'
      },
      {
        code: "import { dice } from '../../../test/support/dice'",
        message: 'renderer may not import src/test/support/dice: it lies outside the src layers'
      },
      {
        code: "import { watch } from 'chokidar'",
        message: 'renderer may not import the package chokidar; packages renderer may import: vue,'
      },
      {
        code: "import Store from 'electron-store'",
        message:
          'renderer may not import electron-store: it loads Electron; Electron packages renderer may import: none.'
      },
      {
        code: "import { ipcRenderer } from 'electron'",
        message:
          'renderer may not import electron: it loads Electron; Electron packages renderer may import: none.'
      }
    ],
    allowed: [
      "import type { IntakeItem } from '@shared/intake'",
      "import type { CommandName } from '@shared/ipc'",
      "import { x } from '../lib/states'",
      "import { ref } from 'vue'",
      "import { defineStore } from 'pinia'",
      "import { useI18n } from 'vue-i18n'",
      "import { useVirtualizer } from '@tanstack/vue-virtual'",
      "import SparkMD5 from 'spark-md5'",
      "import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'",
      "import { geoPath } from 'd3-geo'",
      "import { feature } from 'topojson-client'",
      "import type { Topology } from 'topojson-specification'",
      "import land110m from 'world-atlas/land-110m.json'"
    ].join('\n')
  },
  {
    layer: 'preload',
    file: 'src/preload/x.ts',
    forbidden: [
      {
        code: "import { readFile } from 'node:fs/promises'",
        message: 'preload may not import the Node built-in node:fs/promises'
      },
      {
        code: "import * as v from 'valibot'",
        message:
          'preload may not import the package valibot; packages preload may import: electron.'
      },
      {
        code: "import Store from 'electron-store'",
        message:
          'preload may not import electron-store: it loads Electron; Electron packages preload may import: electron.'
      },
      {
        code: "export const load = () => import('electron-updater')",
        message:
          'preload may not import electron-updater: it loads Electron; Electron packages preload may import: electron.'
      },
      {
        code: "import { useInbox } from '../renderer/src/stores/inbox'",
        message: 'preload may not import src/renderer/src/stores/inbox (renderer)'
      }
    ],
    allowed:
      "import { contextBridge } from 'electron'\nimport { ipc } from '@shared/ipc'\nimport { invoke } from './invoke'"
  },
  {
    layer: 'engine',
    file: 'src/engine/intake/x.ts',
    forbidden: [
      {
        code: "import type { WatchedFolder } from '../../shared/ipc'",
        message: 'engine may not import src/shared/ipc (ipc contract)'
      },
      {
        code: "import { app } from 'electron'",
        message:
          'engine may not import electron: it loads Electron; Electron packages engine may import: none.'
      },
      {
        code: "import { createRoutes } from '../../main/ipc/routes/index'",
        message: 'engine may not import src/main/ipc/routes/index (routes)'
      },
      {
        code: "import { startSandbox } from '../../sandbox/index'",
        message: 'engine may not import src/sandbox/index (sandbox)'
      },
      {
        code: "import { run } from '../../cli/run'",
        message: 'engine may not import src/cli/run (cli)'
      },
      {
        code: "import Store from 'electron-store'",
        message:
          'engine may not import electron-store: it loads Electron; Electron packages engine may import: none.'
      },
      {
        code: "import { dice } from '../../../test/support/dice'",
        message: 'engine may not import test/support/dice: it lies outside the src layers'
      }
    ],
    allowed: [
      "import { readFile } from 'node:fs/promises'",
      "import type { IntakeItem } from '../../shared/intake'",
      "import { Ledger } from '../ledger/ledger'",
      "import { scanLinesSync } from '../../storage/lines'",
      "import { watch } from 'chokidar'",
      "import picomatch from 'picomatch'",
      "import SparkMD5 from 'spark-md5'"
    ].join('\n')
  },
  {
    layer: 'sandbox',
    file: 'src/sandbox/store/x.ts',
    forbidden: [
      {
        code: "import { COMMAND_NAMES } from '@shared/ipc'",
        message: 'sandbox may not import src/shared/ipc (ipc contract)'
      },
      {
        code: "import { createServiceClient } from '../../engine/client/serviceClient'",
        message: 'sandbox may not import src/engine/client/serviceClient (engine)'
      },
      {
        code: "import { run } from '../../cli/run'",
        message: 'sandbox may not import src/cli/run (cli)'
      },
      {
        code: "import { app } from 'electron'",
        message:
          'sandbox may not import electron: it loads Electron; Electron packages sandbox may import: none.'
      },
      {
        code: "import { repoRoot } from '../../../bench/lib/root'",
        message: 'sandbox may not import bench/lib/root: it lies outside the src layers'
      }
    ],
    allowed: [
      "import { createServer } from 'node:http'",
      "import type { InferAttributes } from '@shared/service'",
      "import { x } from '../http/router'",
      "import { scanLinesSync } from '../../storage/lines'"
    ].join('\n')
  },
  {
    // Beneath both the engine and the sandbox, it knows neither (nor any package).
    layer: 'storage',
    file: 'src/storage/x.ts',
    forbidden: [
      {
        code: "import { Ledger } from '../engine/ledger/ledger'",
        message: 'storage may not import src/engine/ledger/ledger (engine)'
      },
      {
        code: "import { Store } from '../sandbox/store/store'",
        message: 'storage may not import src/sandbox/store/store (sandbox)'
      },
      {
        code: "import { run } from '../cli/run'",
        message: 'storage may not import src/cli/run (cli)'
      },
      {
        code: "import { COMMAND_NAMES } from '@shared/ipc'",
        message: 'storage may not import src/shared/ipc (ipc contract)'
      },
      {
        code: "import * as v from 'valibot'",
        message: 'storage may not import the package valibot; packages storage may import: none.'
      },
      {
        code: "import { app } from 'electron'",
        message:
          'storage may not import electron: it loads Electron; Electron packages storage may import: none.'
      }
    ],
    allowed: [
      "import { fsyncSync } from 'node:fs'",
      "import { PRIVATE_FILE_MODE } from '../shared/fileModes'",
      "import { x } from './lines'"
    ].join('\n')
  },
  {
    layer: 'cli',
    file: 'src/cli/commands/x.ts',
    forbidden: [
      {
        code: "import type { ItemProgress } from '../../shared/ipc'",
        message: 'cli may not import src/shared/ipc (ipc contract)'
      },
      {
        code: "import { createRoutes } from '../../main/ipc/routes/index'",
        message: 'cli may not import src/main/ipc/routes/index (routes)'
      },
      {
        code: "import { createStore } from '../../sandbox/store/store'",
        message: 'cli may not import src/sandbox/store/store (sandbox)'
      },
      {
        code: "import { startEmbeddedSandbox } from '../../sandbox/embedded'",
        message: 'cli may not import src/sandbox/embedded (sandbox)'
      },
      {
        code: "import { startEmbeddedSandbox } from '../../sandbox/index'",
        message: 'cli may not import src/sandbox/index (sandbox)'
      },
      {
        code: "import { autoUpdater } from 'electron-updater'",
        message:
          'cli may not import electron-updater: it loads Electron; Electron packages cli may import: none.'
      },
      {
        code: "import { app } from 'electron'",
        message:
          'cli may not import electron: it loads Electron; Electron packages cli may import: none.'
      },
      {
        code: "import { drawIcons } from '../../../scripts/drawIcons'",
        message: 'cli may not import scripts/drawIcons: it lies outside the src layers'
      }
    ],
    allowed: [
      "import { IntakeService } from '../../engine/intake/intakeService'",
      "import { startSandboxProcess } from '../../sandbox/host'",
      "import { installationKey } from '../../sandbox/host'",
      "import type { IntakeItem } from '../../shared/intake'",
      "import cliProgress from 'cli-progress'"
    ].join('\n')
  },
  {
    layer: 'clerk errors',
    file: 'src/main/errors/x.ts',
    forbidden: [
      {
        code: "import { app } from 'electron'",
        message:
          'clerk errors may not import electron: it loads Electron; Electron packages clerk errors may import: none.'
      },
      {
        code: "import { log } from '../logging/logger'",
        message: 'clerk errors may not import src/main/logging/logger (glue services)'
      },
      {
        code: "import { toIntakeError } from '../../engine/context/errors'",
        message: 'clerk errors may not import src/engine/context/errors (engine)'
      },
      {
        code: "import { toIpcError } from '../ipc/routeError'",
        message: 'clerk errors may not import src/main/ipc/routeError (routes)'
      }
    ],
    allowed: "import type { ErrorKind } from '@shared/intake'\nimport { x } from './other'"
  },
  {
    layer: 'glue services',
    file: 'src/main/logging/x.ts',
    forbidden: [
      {
        code: "import { createSettings } from '../settings/settingsFacade'",
        message: 'glue services may not import src/main/settings/settingsFacade (features)'
      },
      {
        code: "import { app } from 'electron'",
        message:
          'glue services may not import electron: it loads Electron; Electron packages glue services may import: none.'
      },
      {
        code: "import { handle } from '../ipc/handle'",
        message: 'glue services may not import src/main/ipc/handle (routes)'
      }
    ],
    allowed: [
      "import { redactSecret } from '../../engine/client/redact'",
      "import { RouteError } from '../errors/routeError'",
      "import { t } from '../i18n/translate'",
      "import log from 'electron-log/node'"
    ].join('\n')
  },
  {
    layer: 'features',
    file: 'src/main/engineHost/x.ts',
    forbidden: [
      {
        code: "import { createStore } from '../../sandbox/store/store'",
        message: 'features may not import src/sandbox/store/store (sandbox)'
      },
      {
        code: "import { useInbox } from '../../renderer/src/stores/inbox'",
        message: 'features may not import src/renderer/src/stores/inbox (renderer)'
      },
      {
        code: "import { startEmbeddedSandbox } from '../../sandbox/embedded'",
        message: 'features may not import src/sandbox/embedded (sandbox)'
      },
      {
        code: "import { startEmbeddedSandbox } from '../../sandbox/index'",
        message: 'features may not import src/sandbox/index (sandbox)'
      },
      {
        code: "import { createRoutes } from '../ipc/routes/index'",
        message: 'features may not import src/main/ipc/routes/index (routes)'
      },
      {
        code: "import type { RouteDeps } from '../ipc/routes/deps'",
        message: 'features may not import src/main/ipc/routes/deps (routes)'
      },
      {
        code: "import { boot } from '../index'",
        message: 'features may not import src/main/index (entry)'
      },
      {
        code: "import { dice } from '../../../test/support/dice'",
        message: 'features may not import test/support/dice: it lies outside the src layers'
      }
    ],
    allowed: [
      "import { app } from 'electron'",
      "import Store from 'electron-store'",
      "import log from 'electron-log/node'",
      "import { IntakeService } from '../../engine/intake/intakeService'",
      "import { startSandboxProcess } from '../../sandbox/host'",
      "import { RouteError } from '../errors/routeError'",
      "import { log } from '../logging/logger'",
      "import { openSettingsStore } from '../settings/openStore'",
      "export const load = () => import('electron-updater')"
    ].join('\n')
  },
  {
    layer: 'routes',
    file: 'src/main/ipc/routes/x.ts',
    forbidden: [
      {
        code: "import { boot } from '../../index'",
        message: 'routes may not import src/main/index (entry)'
      },
      {
        code: "import { startSandboxProcess } from '../../../sandbox/host'",
        message: 'routes may not import src/sandbox/host (sandbox)'
      }
    ],
    allowed: [
      "import { createSettings } from '../../settings/settingsFacade'",
      "import { RouteError } from '../../errors/routeError'",
      "import { IntakeService } from '../../../engine/intake/intakeService'",
      "import { handle } from '../handle'",
      "import { ipcMain } from 'electron'"
    ].join('\n')
  },
  {
    layer: 'entry',
    file: 'src/main/wiring.ts',
    forbidden: [
      {
        code: "import { createStore } from '../sandbox/store/store'",
        message: 'entry may not import src/sandbox/store/store (sandbox)'
      }
    ],
    allowed: [
      "import { createRoutes } from './ipc/routes/index'",
      "import { createSettings } from './settings/settingsFacade'",
      "import { startSandboxProcess } from '../sandbox/host'",
      "import { app } from 'electron'"
    ].join('\n')
  },
  {
    layer: 'shared',
    file: 'src/shared/x.ts',
    forbidden: [
      {
        code: "import type { IntakeItemView } from '../engine/context/entries'",
        message: 'shared may not import src/engine/context/entries (engine)'
      },
      {
        code: "import { createHash } from 'node:crypto'",
        message: 'shared may not import the Node built-in node:crypto'
      },
      {
        code: "import { ref } from 'vue'",
        message: 'shared may not import the package vue; packages shared may import: valibot.'
      },
      {
        code: "import { dice } from '../../test/support/dice'",
        message: 'shared may not import test/support/dice: it lies outside the src layers'
      }
    ],
    allowed: "import type { IntakeItem } from './intake'\nimport * as v from 'valibot'"
  }
]

describe.each(cases)('layer $layer', ({ file, forbidden, allowed }) => {
  it.each(forbidden)('refuses $code', async ({ code, message }) => {
    const errors = await boundaryErrors(file, `${code}\nexport const kept = 1\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(message)
  })

  it('accepts its own files, shared and what it is allowed beneath it', async () => {
    expect(await boundaryErrors(file, `${allowed}\nexport const kept = 1\n`)).toEqual([])
  })
})

it('checks type-only imports and dynamic imports too', async () => {
  const file = 'src/renderer/src/x.ts'
  expect(
    await boundaryErrors(file, "import type { Ledger } from '../../engine/ledger/ledger'\n")
  ).toHaveLength(1)
  expect(
    await boundaryErrors(file, "export const load = () => import('../../sandbox/index')\n")
  ).toHaveLength(1)
  expect(await boundaryErrors(file, "export type Fs = typeof import('node:fs')\n")).toHaveLength(1)
  expect(await boundaryErrors(file, "export const load = () => import('chokidar')\n")).toHaveLength(
    1
  )
})

it('refuses a file of src that no layer holds, so a new folder is placed first', async () => {
  const errors = await boundaryErrors('src/main/newFeature/x.ts', 'export const kept = 1\n')
  expect(errors).toEqual([
    'src/main/newFeature/x.ts lies in no layer: add its folder to the layer table in eslint.config.mjs, with what it may import.'
  ])
})

it('finds nothing to refuse in the tree as it is', async () => {
  // The rule alone over every file it runs on, as `npm run lint` runs it: the table above
  // proves the rule, this proves src obeys it (a stray import fails here, not only in CI).
  const tree = new ESLint({
    cwd: process.cwd(),
    cache: false,
    ruleFilter: ({ ruleId }) => ruleId === 'layers/boundaries'
  })
  const results = await tree.lintFiles(['src'])
  expect(results.length).toBeGreaterThan(400)
  const refused = results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId ?? 'parse'}: ${m.message}`)
  )
  expect(refused).toEqual([])
}, 180_000)

it("checks a Vue component's script block", async () => {
  const sfc = (from: string) =>
    `<script setup lang="ts">\nimport { x } from '${from}'\nconst y = x\n</script>\n<template><div>{{ y }}</div></template>\n`
  const file = 'src/renderer/src/components/X.vue'
  expect(await boundaryErrors(file, sfc('../../../engine/intake/intakeService'))).toHaveLength(1)
  expect(await boundaryErrors(file, sfc('../lib/states'))).toEqual([])
})
