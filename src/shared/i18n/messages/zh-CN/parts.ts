/** 服务拆分成多份文档的文件：它的各个部分。 */
export default {
  count: '{n} 份文档',
  pages: {
    one: '第 {first} 页',
    range: '第 {first}–{last} 页',
    unknown: '第 {place} 份文档'
  },
  toggle: '{name} 中的文档',
  title: '此文件中的文档',
  whole: '整个文件',
  heading: '{name}（{pages}）',
  showing: '文件的{pages}：{type}',
  fileWide: '“取消发送”、“标为已查看”和“从收件箱移除”作用于整个文件。',
  /** Above the parts of a file cut before sending under its folder's separator rule. */
  bySeparatorRule: '已按文件夹规则在分隔页处拆分。',
  /** The pages left out as separator sheets, never sent: `{pages}` is "3, 6". */
  separatorPages: '第 {pages} 页：分隔页，未发送。 | 第 {pages} 页：分隔页，未发送。',
  summary: '此文件包含 {n} 份文档。请在“{title}”下选择一份，查看其数据、类型和货运。',
  summaryPart: '{pages} · {type} · {outcome}'
}
