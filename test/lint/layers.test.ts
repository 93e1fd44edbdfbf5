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
      }
    ],
    allowed: "import type { IntakeItem } from '@shared/intake'\nimport { x } from '../lib/states'"
  },
  {
    layer: 'core',
    file: 'src/main/core/intake/x.ts',
    forbidden: [
      {
        code: "import { app } from 'electron'",
        message: 'core may not import Electron'
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
      }
    ],
    allowed:
      "import { readFile } from 'node:fs/promises'\nimport type { IntakeItem } from '../../../shared/intake'\nimport { Ledger } from '../ledger/ledger'"
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
      }
    ],
    allowed:
      "import { IntakeService } from '../../main/core/intake/intakeService'\nimport { startSandbox } from '../../sandbox/index'\nimport type { IntakeItem } from '../../shared/intake'"
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
      }
    ],
    allowed:
      "import { app } from 'electron'\nimport { IntakeService } from '../core/intake/intakeService'\nimport { startSandbox } from '../../sandbox/index'"
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
      }
    ],
    allowed: "import type { IntakeItem } from './intake'"
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
})

it("checks a Vue component's script block", async () => {
  const sfc = (from: string) =>
    `<script setup lang="ts">\nimport { x } from '${from}'\nconst y = x\n</script>\n<template><div>{{ y }}</div></template>\n`
  const file = 'src/renderer/src/components/X.vue'
  expect(await boundaryErrors(file, sfc('../../../main/core/intake/intakeService'))).toHaveLength(1)
  expect(await boundaryErrors(file, sfc('../lib/states'))).toEqual([])
})
