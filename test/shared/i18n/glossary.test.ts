/**
 * One term per concept per language: for each concept a clerk meets in several places, the term
 * each catalog uses, and the synonyms it must not use beside it (a clerk reading two words
 * wonders whether they are two things). A catalog string with a rejected word fails, naming it.
 */
import { describe, expect, it } from 'vitest'
import { CATALOGS } from '../../../src/shared/i18n/messages'
import { flatten } from '../../../src/shared/i18n/catalog'
import type { Locale } from '../../../src/shared/i18n/locales'

interface Term {
  /** The one term: at least one catalog string uses it. */
  term: string | RegExp
  /** Words that would name the same concept differently, or wrongly. */
  rejected: RegExp[]
}

const GLOSSARY: Record<string, Partial<Record<Locale, Term>>> = {
  'document type': {
    de: { term: 'Dokumenttyp', rejected: [/\bArt\b/, /\bArten\b/, /Dokumentart/, /\bTyps?\b/] }
  },
  'a file dropped on the window': {
    de: { term: 'Hinzugefügt', rejected: [/[Aa]bgelegt/] }
  },
  'last free day (before demurrage)': {
    de: { term: 'Letzter kostenfreier Tag', rejected: [/Letzter freier Tag/] }
  },
  'stalled (state)': {
    de: { term: 'Verzögert', rejected: [/\b[Hh]ängt\b/] }
  },
  'retrying (state)': {
    de: { term: 'Wird erneut versucht', rejected: [/[Nn]euer Versuch/] },
    nl: { term: 'Wordt opnieuw geprobeerd', rejected: [/^Opnieuw$/] }
  },
  'a file that needs attention': {
    de: { term: 'zu prüfen', rejected: [/Aufmerksamkeit/] }
  },
  'exam fee (terminal)': {
    de: { term: 'Beschaugebühr', rejected: [/^Prüfung$/] }
  },
  'the production service': {
    'zh-CN': { term: '正式环境', rejected: [/生产环境/] }
  },
  'the service’s web app': {
    'zh-CN': { term: '网页版', rejected: [/Web\s*应用/i] }
  },
  demurrage: {
    'zh-CN': { term: '滞港费', rejected: [/滞箱费/] }
  },
  'arrival notice': {
    'zh-CN': { term: '到港通知', rejected: [/到货通知/] }
  },
  'bill of lading': {
    'zh-CN': { term: '提单', rejected: [/货运编号/] },
    es: { term: 'conocimiento de embarque', rejected: [/conocimientos?\b(?! de embarque)/i] }
  }
}

const rows = Object.entries(GLOSSARY).flatMap(([concept, byLocale]) =>
  Object.entries(byLocale).map(([locale, term]) => ({ concept, locale: locale as Locale, term }))
)

describe('glossary: one term per concept per language', () => {
  it.each(rows)('$locale: $concept', ({ locale, term }) => {
    const texts = [...flatten(CATALOGS[locale]).entries()]
    const uses = (t: string | RegExp, text: string) =>
      typeof t === 'string' ? text.includes(t) : t.test(text)
    expect(texts.some(([, text]) => uses(term.term, text))).toBe(true)
    const offending = texts
      .filter(([, text]) => term.rejected.some((r) => r.test(text)))
      .map(([key, text]) => `${key}: ${text}`)
    expect(offending).toEqual([])
  })
})
