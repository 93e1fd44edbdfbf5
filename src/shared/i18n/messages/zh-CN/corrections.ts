import type { Catalog } from '../../catalog'
import type source from '../en/corrections'

export default {
  correct: '更正',
  correctField: '更正{field}',
  save: '保存',
  saveField: '保存{field}',
  cancel: '取消',
  currency: '币种',
  listHint: '多个号码用逗号隔开。',
  corrected: '已更正',
  serviceRead: '服务识别为：{value}',
  nothingRead: '无',
  revert: '还原',
  revertField: '将{field}还原为服务识别的值',
  revertAll: '还原全部更正',
  copy: '复制',
  copyField: '复制{field}',
  copied: '已复制{field}',
  undo: '撤销',
  relink: '按更正后的号码重新关联',
  relinkOffer: '参考号已更正。与货运和集装箱的关联仍按服务识别的号码。',
  refused: '更正未保存：{reason}',
  conflict: {
    changed: '您打开后，{field} 已被他人改为“{value}”。',
    cleared: '您打开后，{field} 已被他人清空。',
    yours: '您的值（未保存）：“{value}”',
    yoursServiceValue: '您的值（未保存）：服务识别的值',
    keepTheirs: '保留对方的',
    useMine: '使用我的',
    keptTheirs: '已保留他人保存的值',
    usedMine: '已用您的值覆盖对方的值'
  },
  done: {
    saved: '已更正 {name} 的{field}',
    reverted: '已将 {name} 的{field}还原为服务识别的值',
    revertedAll: '已还原 {name} 的全部更正',
    undone: '已撤销 {name} 的更正',
    last: '上次更改：{change}'
  },
  why: {
    list: '{field}应为号码列表，用逗号隔开。',
    listItem: '“{value}”不是{field}的有效值。',
    number: '{field}应为数字。',
    whole: '{field}应为整数。',
    boolean: '{field}应为“是”或“否”。',
    text: '{field}应为文本。',
    empty: '{field}不能为空。如需恢复服务识别的值，请点“还原”。',
    tooLong: '{field}最多 {limit} 个字符。',
    date: '{field}应为日期。',
    amount: '{field}应为带两位小数的金额，例如 12450.00。',
    currency: '币种为三个大写字母的代码，例如 EUR。',
    pattern: '{field}的格式不符合该字段的要求。'
  }
} satisfies Catalog<typeof source>
