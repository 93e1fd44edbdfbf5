import type { Locale } from '../locales'
import type { Catalog, MessageKey } from '../catalog'
import en from './en'
import de from './de'
import es from './es'
import nl from './nl'
import zhCN from './zh-CN'

/** The English catalog's shape: every other catalog has exactly its keys. */
export type Messages = typeof en
export type Key = MessageKey<Messages>

export const CATALOGS: Record<Locale, Catalog<Messages>> = { en, de, es, nl, 'zh-CN': zhCN }
