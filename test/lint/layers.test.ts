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
        code: "import { IntakeService } from '../../../main/core/intake/intakeService'",
        message: 'renderer may not import src/main/core/intake/intakeService (core)'
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
    layer: 'core',
    file: 'src/main/core/intake/x.ts',
    forbidden: [
      {
        code: "import { app } from 'electron'",
        message:
          'core may not import electron: it loads Electron; Electron packages core may import: none.'
      },
      {
        code: "import { createRoutes } from '../../ipc/routes/index'",
        message: 'core may not import src/main/ipc/routes/index (electron glue)'
      },
      {
        code: "import { startSandbox } from '../../../sandbox/index'",
        message: 'core may not import src/sandbox/index (sandbox)'
      },
      {
        code: "import { run } from '../../../cli/run'",
        message: 'core may not import src/cli/run (cli)'
      },
      {
        code: "import Store from 'electron-store'",
        message:
          'core may not import electron-store: it loads Electron; Electron packages core may import: none.'
      },
      {
        code: "import { dice } from '../../../../test/support/dice'",
        message: 'core may not import test/support/dice: it lies outside the src layers'
      }
    ],
    allowed: [
      "import { readFile } from 'node:fs/promises'",
      "import type { IntakeItem } from '../../../shared/intake'",
      "import { Ledger } from '../ledger/ledger'",
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
        code: "import { createServiceClient } from '../../main/core/client/serviceClient'",
        message: 'sandbox may not import src/main/core/client/serviceClient (core)'
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
    allowed:
      "import { createServer } from 'node:http'\nimport type { InferAttributes } from '@shared/service'\nimport { x } from '../http/router'"
  },
  {
    layer: 'cli',
    file: 'src/cli/commands/x.ts',
    forbidden: [
      {
        code: "import { createRoutes } from '../../main/ipc/routes/index'",
        message: 'cli may not import src/main/ipc/routes/index (electron glue)'
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
      "import { IntakeService } from '../../main/core/intake/intakeService'",
      "import { startSandboxProcess } from '../../sandbox/host'",
      "import { installationKey } from '../../sandbox/host'",
      "import type { IntakeItem } from '../../shared/intake'",
      "import cliProgress from 'cli-progress'"
    ].join('\n')
  },
  {
    layer: 'electron glue',
    file: 'src/main/engineHost/x.ts',
    forbidden: [
      {
        code: "import { createStore } from '../../sandbox/store/store'",
        message: 'electron glue may not import src/sandbox/store/store (sandbox)'
      },
      {
        code: "import { useInbox } from '../../renderer/src/stores/inbox'",
        message: 'electron glue may not import src/renderer/src/stores/inbox (renderer)'
      },
      {
        code: "import { startEmbeddedSandbox } from '../../sandbox/embedded'",
        message: 'electron glue may not import src/sandbox/embedded (sandbox)'
      },
      {
        code: "import { startEmbeddedSandbox } from '../../sandbox/index'",
        message: 'electron glue may not import src/sandbox/index (sandbox)'
      },
      {
        code: "import { dice } from '../../../test/support/dice'",
        message: 'electron glue may not import test/support/dice: it lies outside the src layers'
      }
    ],
    allowed: [
      "import { app } from 'electron'",
      "import Store from 'electron-store'",
      "import log from 'electron-log/node'",
      "import { IntakeService } from '../core/intake/intakeService'",
      "import { startSandboxProcess } from '../../sandbox/host'",
      "export const load = () => import('electron-updater')"
    ].join('\n')
  },
  {
    layer: 'shared',
    file: 'src/shared/x.ts',
    forbidden: [
      {
        code: "import type { IntakeItemView } from '../main/core/intake/entries'",
        message: 'shared may not import src/main/core/intake/entries (core)'
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
    await boundaryErrors(file, "import type { Ledger } from '../../main/core/ledger/ledger'\n")
  ).toHaveLength(1)
  expect(
    await boundaryErrors(file, "export const load = () => import('../../sandbox/index')\n")
  ).toHaveLength(1)
  expect(await boundaryErrors(file, "export type Fs = typeof import('node:fs')\n")).toHaveLength(1)
  expect(await boundaryErrors(file, "export const load = () => import('chokidar')\n")).toHaveLength(
    1
  )
})

it("checks a Vue component's script block", async () => {
  const sfc = (from: string) =>
    `<script setup lang="ts">\nimport { x } from '${from}'\nconst y = x\n</script>\n<template><div>{{ y }}</div></template>\n`
  const file = 'src/renderer/src/components/X.vue'
  expect(await boundaryErrors(file, sfc('../../../main/core/intake/intakeService'))).toHaveLength(1)
  expect(await boundaryErrors(file, sfc('../lib/states'))).toEqual([])
})
