import common from './common'
import states from './states'
import errors from './errors'
import shell from './shell'
import inbox from './inbox'
import detail from './detail'
import journey from './journey'
import lookup from './lookup'
import settings from './settings'
import tray from './tray'
import notifications from './notifications'
import dialogs from './dialogs'
import email from './email'
import codes from './codes'
import find from './find'

export default {
  common,
  states,
  errors,
  shell,
  inbox,
  detail,
  journey,
  lookup,
  settings,
  tray,
  notifications,
  dialogs,
  email,
  codes,
  find
}
