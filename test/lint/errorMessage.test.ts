/**
 * An error's `message` is main's English sentence: eslint.config.mjs refuses it as the window's
 * text (a template's text, a bound attribute other than `title`, a notice), run here through
 * ESLint as `npm run lint` runs it.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

async function refusals(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((m) => m.ruleId === 'vue/no-restricted-syntax' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line)
}

const component = (template: string) => `<script setup lang="ts">
import { useI18n } from 'vue-i18n'
import type { IntakeError } from '@shared/intake'
import ErrorAlert from '../ErrorAlert.vue'

defineProps<{ error: IntakeError }>()
const { t } = useI18n()
</script>

<template>
${template}
</template>
`
const COMPONENT = 'src/renderer/src/components/lookup/LintProbe.vue'

describe('an error is shown in the window’s language', () => {
  it('refuses main’s sentence as text, inside t(), and in a bound aria-label', async () => {
    const lines = await refusals(
      component(`  <section>
    <p class="alert">{{ error.message }}</p>
    <p>{{ t('lookup.shipment.openFailed', { reason: error.message }) }}</p>
    <button type="button" :aria-label="error.message">×</button>
  </section>`),
      COMPONENT
    )
    expect(lines).toEqual([12, 13, 14])
  })

  it('passes the error shown through ErrorAlert, its sentence only in the tooltip', async () => {
    const lines = await refusals(
      component(`  <section>
    <ErrorAlert class="alert-bad" :error="error" lead="lookup.shipment.openFailed" />
    <span :title="error.message">{{ t('errors.kind.network') }}</span>
  </section>`),
      COMPONENT
    )
    expect(lines).toEqual([])
  })

  it('refuses a notice whose text is main’s sentence, not one that keeps it as detail', async () => {
    const code = `import { toRendererError } from '../bridge'
import { errorText } from '../lib/explain'
import { useNoticesStore } from './notices'

export function failed(err: unknown): void {
  const e = toRendererError(err)
  useNoticesStore().show(e.message, 'error')
  useNoticesStore().show((words) => errorText(e, words), 'error', e.message)
}
`
    expect(await refusals(code, 'src/renderer/src/stores/lintProbe.ts')).toEqual([7])
  })
})
