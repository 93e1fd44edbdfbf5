import type { Catalog } from '../../catalog'
import type source from '../en/settings'

export default {
  title: '设置',
  loading: '正在加载设置…',
  saved: '设置已保存',
  saveChoice: '保存',
  locked: '由 IT 部门设定',
  connection: {
    title: '连接',
    service: '服务',
    useService: '使用此服务',
    modes: {
      sandbox: '沙盒',
      production: '正式环境',
      custom: '自定义'
    },
    hints: {
      sandbox: '本机上的练习服务，不会影响您的账户。',
      production: '贵公司在该服务上的账户。',
      custom: '由 IT 部门提供的其他地址。'
    },
    nowUsing: '当前使用：{mode}',
    address: '服务地址',
    saveAddress: '保存地址',
    addressSaved: '地址已保存',
    addressIncomplete: '请输入以 https:// 开头的完整地址',
    addressNotHttps: '地址必须以 https:// 开头（仅本机允许使用普通 http）。',
    apiKey: 'API 密钥',
    keyIsSaved: '已保存密钥。粘贴新密钥即可替换。',
    noKeyYet: '尚未保存密钥。',
    keyPlaceholderSaved: '••••••••••••（已保存）',
    keyPlaceholder: '粘贴您的 API 密钥',
    saveKey: '保存密钥',
    removeKey: '删除密钥',
    keyMissing: '请先粘贴 API 密钥。',
    keySaved: 'API 密钥已保存',
    keyRemoved: 'API 密钥已删除',
    weakStorage: '本机没有安全的密钥环，密钥将保存在一个以您身份运行的其他程序也能读取的文件中。',
    weakConsent: '我已了解，仍以此方式保存密钥',
    noStorage: '本机无法保存机密信息。请让 IT 部门为您设置密钥。',
    test: '测试连接',
    testing: '正在测试…',
    outcome: {
      sandbox: '沙盒在 Dropdock 内部运行，无需连接。',
      connected: '已连接到 {host}（{ms} 毫秒）。',
      noAddress: '请先输入服务地址。',
      noKey: '请先输入 API 密钥。',
      keyForAddress: '请输入此地址的 API 密钥：已保存的密钥只会发送到已保存的地址。',
      notConfirmed: '测试已取消：新地址未经确认。',
      failed: '{host}：{reason}'
    },
    testPassed: '✓ {message}',
    testFailed: '✕ {message}'
  },
  folders: {
    title: '监视文件夹',
    add: '添加文件夹…',
    none: '尚未监视任何文件夹。请添加扫描仪或邮件程序保存文档的文件夹：保存在其中的每个文件都会自动发送。',
    watchingNotice: '正在监视 {path}',
    alreadyWatched: '{path} 已在监视中',
    removed: '已停止监视该文件夹',
    watching: '监视',
    stopWatching: '停止监视',
    health: {
      watching: '监视中：保存到此处的每个文件都会被发送',
      retrying: '已恢复：Dropdock 正在查看其中的文件',
      problem: {
        missing: '无法访问：文件夹不存在或其驱动器未连接。Dropdock 会自动再次检查。',
        denied: '无法读取：Dropdock 没有权限。会自动再次检查。',
        notFolder: '这是文件，不是文件夹。',
        other: '无法读取（{code}）。Dropdock 会自动再次检查。'
      }
    },
    include: '仅限匹配的文件',
    includePlaceholder: '所有文件（例如 *.pdf, *.tif）',
    exclude: '跳过匹配的文件',
    excludePlaceholder: '无（例如 *.tmp, ~$*）',
    afterUpload: '发送后',
    after: {
      keep: '保留在原处',
      move: '移到 “Done” 子文件夹',
      delete: '删除'
    },
    quiet: '等待文件不再变化（秒）',
    poll: '检查间隔（秒）',
    recursive: '包括子文件夹',
    polling: '轮询检查（适用于网络驱动器）',
    moveFailed: '将失败的文件连同原因移到 “Failed” 子文件夹',
    moveFailedWithDone: '发送后会移动的文件，失败时总是移到 “Failed”，不会移到 “Done”',
    moveDuplicates: '将重复文件移到 “Duplicates” 子文件夹',
    documentType: '文档类型',
    typeByService: '无：由服务判断',
    typeHint: '此文件夹中的每个文件都按此类型发送；服务不再自行分类。',
    split: '拆分多页扫描件',
    splitModes: {
      service: '按服务的方式',
      separators: '按分隔页'
    },
    splitHints: {
      service: '每个文件整体发送。服务仍可能把一叠文件拆分成各个文档；Dropdock 无法阻止。',
      separators: '发送前，带有分隔文本条形码或二维码的页面，或空白页，会开始一个新文档。'
    },
    separatorText: '分隔文本',
    separatorTextHint: '分隔页上条形码或二维码的文本。',
    separatorProblems: {
      empty: '请输入分隔页的文本。',
      too_long: '最多 {max} 个字符。',
      control: '只能使用可打印字符。',
      spaces: '开头和结尾不能有空格。'
    }
  },
  general: {
    title: '行为',
    language: '语言',
    systemLanguage: '系统语言（{name}）',
    useLanguage: '使用此语言',
    notifications: '通知',
    notificationLevels: {
      all: '全部（汇总）',
      errors: '仅问题',
      none: '无'
    },
    logLevel: '日志详细程度',
    logLevels: {
      error: '错误',
      warn: '警告',
      info: '正常',
      debug: '全部（供技术支持）'
    },
    hashConcurrency: '同时检查的文件数',
    uploadConcurrency: '同时发送的文件数',
    startAtLogin: '登录时启动 Dropdock',
    hideOnClose: '关闭窗口后在托盘中继续运行',
    exportDiagnostics: '导出诊断信息…',
    exportHint: '为 IT 部门保存日志，其中的密钥和密码已删除。',
    diagnosticsSaved: '诊断信息已保存到 {path}'
  },
  quality: {
    title: '服务识别质量',
    hint: '按文档类型统计收件箱中的文档：服务识别的字段、其中被更正的数量，以及服务未识别时手动输入的字段。',
    type: '文档类型',
    schema: '模板',
    documents: '文档',
    read: '识别的字段',
    corrected: '已更正',
    keyed: '手动输入',
    none: '尚未识别任何内容。'
  },
  about: {
    title: '关于',
    application: '应用',
    version: '版本',
    platform: '平台',
    service: '服务'
  }
} satisfies Catalog<typeof source>
