import type { FieldRefusal } from '../../../corrections'

/** Correcting what the service read, field by field, in the document detail. */
export default {
  correct: 'Correct',
  correctField: 'Correct {field}',
  save: 'Save',
  saveField: 'Save {field}',
  cancel: 'Cancel',
  currency: 'Currency',
  listHint: 'Separate numbers with commas.',
  corrected: 'Corrected',
  enteredByHand: 'Entered by hand',
  enter: 'Enter',
  enterField: 'Enter {field}',
  clear: 'Clear',
  clearField: 'Clear {field}',
  keyData: 'Enter the data',
  keyHint: 'You can enter its data by hand from the original.',
  relinkOfferKeyed:
    'A reference number was entered by hand. Relink so that the service links the document to its shipments and containers.',
  relinkKeyed: 'Relink with the number entered',
  keyedSchema: 'Entered by hand, in the fields of the service’s {form} form (version {version})',
  serviceRead: 'Service read: {value}',
  nothingRead: 'nothing',
  revert: 'Revert',
  revertField: 'Revert {field} to what the service read',
  revertAll: 'Revert all corrections',
  copy: 'Copy',
  copyField: 'Copy {field}',
  copied: '{field} copied',
  undo: 'Undo',
  relink: 'Relink with the corrected number',
  relinkOffer:
    'A reference number was corrected. The links to shipments and containers still follow the number the service read.',
  refused: 'The correction was not saved: {reason}',
  conflict: {
    changed: '{field} was changed by someone else to “{value}” since you opened it.',
    cleared: '{field} was emptied by someone else since you opened it.',
    yours: 'Yours, not saved: “{value}”',
    yoursServiceValue: 'Yours, not saved: what the service read',
    keepTheirs: 'Keep theirs',
    useMine: 'Use mine',
    keptTheirs: 'Kept what someone else saved',
    usedMine: 'Your values were saved over theirs'
  },
  done: {
    saved: '{field} corrected in {name}',
    entered: '{field} entered in {name}',
    reverted: '{field} in {name} set back to what the service read',
    revertedAll: 'All corrections in {name} reverted',
    undone: 'Correction in {name} undone',
    last: 'Last change: {change}'
  },
  why: {
    list: '{field} takes a list of numbers, separated by commas.',
    listItem: '“{value}” is not a valid entry for {field}.',
    number: '{field} takes a number.',
    whole: '{field} takes a whole number.',
    boolean: '{field} takes yes or no.',
    text: '{field} takes text.',
    empty: '{field} cannot be empty. To go back to what the service read, use Revert.',
    tooLong: '{field} takes at most {limit} characters.',
    date: '{field} takes a date.',
    amount: '{field} takes an amount with two decimals, like 12450.00.',
    currency: 'The currency is a code of three capital letters, like EUR.',
    pattern: '{field} is not in the form this field takes.'
  } satisfies Record<FieldRefusal, string>
}
