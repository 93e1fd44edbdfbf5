/** 详情中的“拆分为多个文档…”：把作为一个文档发送的 PDF 按页拆开。 */
export default {
  action: '拆分为多个文档…',
  title: '拆分为多个文档',
  close: '关闭',
  /** Under the title: what a cut is, and the keys. */
  intro:
    '在每个文档的最后一页之后加一个分隔。方向键在页面之间移动；空格键或回车键在该页之后加上或去掉分隔。',
  loading: '正在加载页面…',
  pages: '{name} 的页面',
  cutAfter: '在第 {page} 页之后分隔',
  lastPage: '第 {page} 页，最后一页',
  partBadge: '第 {n} 部分',
  summaryTitle: '拆分结果',
  count: '{n} 个文档',
  part: '第 {n} 部分：{pages}',
  pagesOne: '第 {first} 页',
  pagesRange: '第 {first}–{last} 页',
  needCut: '至少加一个分隔，才能得到两个文档。',
  split: '拆分',
  working: '正在拆分…',
  notPdf: '只能拆分 PDF。',
  onePage: '此 PDF 只有一页，无需拆分。',
  tooMany: '此 PDF 有 {pages} 页；Dropdock 只拆分不超过 {max} 页的 PDF。',
  failed: '文件未拆分：{reason}',
  outcome: {
    cancelled: '未拆分任何内容。',
    created: '已发送 {n} 个文档。',
    duplicates: '{n} 个部分已在服务中。',
    failed: '未发送：{pages}。“重试”会再次发送。',
    replaced: '服务中代表整个文件的那个文档已删除。',
    kept: '由于并非每个部分都已发送，服务中代表整个文件的那个文档已保留。'
  }
}
