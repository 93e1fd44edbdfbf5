import type { Catalog } from '../../catalog'
import type source from '../en/inbox'

export default {
  title: '收件箱',
  empty: {
    title: '还没有文档',
    intro: 'Dropdock 会将您的货运单证发送到服务，由服务读取并关联。',
    drop: '{dropHere}——发票、提单、到港通知；来自文件夹或电子邮件均可。',
    dropHere: '将文件拖放到这里',
    watch: '或者{addFolder}：保存在其中的每个文件都会自动发送。',
    addFolder: '在设置中添加监视文件夹',
    follow: '在这里跟踪每个文件，直到状态变为{state}，然后打开它检查数据和货运。',
    sandbox:
      '您正在使用{sandbox}，即本机上的练习服务。在设置中配置 API 密钥之前，不会有任何内容进入您的账户。'
  },
  noMatch: '没有符合这些筛选条件的文件。',
  showAll: '显示所有文件',
  search: {
    label: '按名称、类型、提取的值、提单号或集装箱号搜索',
    placeholder: '搜索名称、编号、类型…'
  },
  filter: {
    status: '状态',
    all: '全部（{n}）',
    attention: '需要处理（{n}）',
    due: '最先到期（{n}）',
    active: '处理中',
    state: '{label}（{n}）',
    type: '类型',
    allTypes: '所有类型',
    unclassified: '未分类',
    folder: '文件夹',
    allFolders: '所有文件夹',
    clear: '清除筛选'
  },
  selection: {
    count: '已选择 {n} 个',
    retry: '重试所选',
    clear: '取消选择',
    all: '全选 {n} 个'
  },
  retryFailed: '重试失败的文件（{n}）',
  columns: {
    file: '文件',
    folder: '文件夹',
    size: '大小',
    type: '类型',
    shipments: '货运',
    status: '状态',
    updated: '更新时间'
  },
  list: '文件',
  row: {
    select: '选择 {name}',
    progress: '{name} 的进度',
    sending: '正在发送… {percent}'
  },
  folder: {
    dropped: '拖放',
    cli: '命令行'
  },
  failed: {
    load: '无法加载收件箱：{reason}',
    add: '无法添加 {name}：{reason}',
    drop: '无法添加拖入的文件：{reason}',
    choose: '无法添加所选文件：{reason}',
    retry: '无法重试这些文件：{reason}',
    retryFailed: '无法重试失败的文件：{reason}',
    cancel: '无法将这些文件移出接收：{reason}'
  },
  notice: {
    joiner: '。',
    added: '已添加 {n} 个文件',
    rejected: '{name} 未被接收：{reason}',
    tooLargeToHandOver: '{name} 大于 {size}：请先将其保存到文件夹，再从那里拖放',
    fileAdded: '已添加 {name}',
    retrying: '正在重试 {n} 个文件',
    retryingFailed: '正在重试 {n} 个失败的文件'
  }
} satisfies Catalog<typeof source>
