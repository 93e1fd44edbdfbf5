import { it } from 'vitest'
import type { Locale } from '@shared/i18n/locales'

/** The window languages the desk's scenes are checked in: the browser's tag and the catalog. */
export const SCENE_LOCALES = [
  ['en-US', 'en'],
  ['de-DE', 'de'],
  ['zh-CN', 'zh-CN']
] as const satisfies readonly (readonly [string, Locale])[]

/** The window sizes they are checked at: a laptop's and the smallest the app supports. */
export const SCENE_SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
] as const

export interface SceneCase {
  tag: (typeof SCENE_LOCALES)[number][0]
  locale: Locale
  viewport: { width: number; height: number }
}

/**
 * One test per language and size, named by `title` ("… (de-DE, 1024×700)" reads best), each
 * running `scene` in that case.
 */
export function inEachLocaleAndSize(
  title: (size: string, tag: string) => string,
  scene: (c: SceneCase) => Promise<void>
): void {
  for (const [tag, locale] of SCENE_LOCALES) {
    for (const viewport of SCENE_SIZES) {
      const size = `${viewport.width}×${viewport.height}`
      it(title(size, tag), () => scene({ tag, locale, viewport }))
    }
  }
}
