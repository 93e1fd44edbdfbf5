import common from './common'
import states from './states'
import errors from './errors'
import shell from './shell'
import inbox from './inbox'
import detail from './detail'
import corrections from './corrections'
import journey from './journey'
import lookup from './lookup'
import settings from './settings'
import tray from './tray'
import notifications from './notifications'
import dialogs from './dialogs'
import email from './email'
import codes from './codes'
import attention from './attention'
import bulk from './bulk'
import housekeeping from './housekeeping'
import find from './find'
import outcome from './outcome'
import trackNumber from './trackNumber'
import parts from './parts'
import splitDialog from './splitDialog'

export default {
  common,
  states,
  errors,
  shell,
  inbox,
  detail,
  corrections,
  journey,
  lookup,
  settings,
  tray,
  notifications,
  dialogs,
  email,
  codes,
  attention,
  bulk,
  housekeeping,
  find,
  outcome,
  trackNumber,
  parts,
  splitDialog
}
