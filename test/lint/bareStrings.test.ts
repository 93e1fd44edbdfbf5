/**
 * The window's text comes from the catalogs: eslint.config.mjs turns on
 * vue/no-bare-strings-in-template for the renderer's components, run here through ESLint as
 * `npm run lint` runs it. Also: the CLI, the engine and the sandbox never read the catalogs.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

const COMPONENT = 'src/renderer/src/components/inbox/LintProbe.vue'

async function lint(code: string, filePath = COMPONENT) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!
}

const bare = (result: ESLint.LintResult) =>
  result.messages.filter((m) => m.ruleId === 'vue/no-bare-strings-in-template')

const component = (template: string) => `<script setup lang="ts">
import { useI18n } from 'vue-i18n'

const { t } = useI18n()
</script>

<template>
${template}
</template>
`

describe('no raw text in the window', () => {
  it('fails a template with raw words, and raw words in aria-label, title, placeholder, alt', async () => {
    const result = await lint(
      component(`  <section :aria-describedby="t('common.appName')">
    <h2>Needs attention</h2>
    <button type="button" aria-label="Close">×</button>
    <span title="Retry failed" aria-description="Sends it again">!</span>
    <input placeholder="Search" />
    <img src="logo.png" alt="Dropdock logo" />
  </section>`)
    )
    expect(bare(result).map((m) => m.line)).toEqual([9, 10, 11, 11, 12, 13])
  })

  it('passes the same template when every word comes through t()', async () => {
    const result = await lint(
      component(`  <section>
    <h2>{{ t('states.label.failed') }}</h2>
    <button type="button" :aria-label="t('common.appName')">×</button>
    <span :title="t('states.label.retrying')">!</span>
    <input :placeholder="t('common.appName')" />
    <p>{{ t('common.files', 3) }} · …</p>
  </section>`)
    )
    expect(result.messages).toEqual([])
  })

  it('finds no raw text in any component of the window', async () => {
    const results = await eslint.lintFiles(['src/renderer/**/*.vue'])
    expect(results.length).toBeGreaterThan(40)
    const raw = results.flatMap((r) => bare(r).map((m) => `${r.filePath}:${m.line} ${m.message}`))
    expect(raw).toEqual([])
  })
})

describe('the CLI, the engine, the sandbox and storage stay English', () => {
  it.each(['src/cli/x.ts', 'src/engine/intake/x.ts', 'src/sandbox/x.ts', 'src/storage/x.ts'])(
    '%s may not import the catalogs',
    async (file) => {
      const depth = file.split('/').length - 2
      const up = '../'.repeat(depth)
      const result = await lint(`import { CATALOGS } from '${up}shared/i18n/messages'\n`, file)
      expect(result.messages.map((m) => m.ruleId)).toContain('no-restricted-imports')
    }
  )

  it('the app side may', async () => {
    const result = await lint(
      "import { CATALOGS } from '../../shared/i18n/messages'\nexport const c = CATALOGS\n",
      'src/main/tray/x.ts'
    )
    expect(result.messages).toEqual([])
  })
})
