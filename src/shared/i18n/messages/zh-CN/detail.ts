import type { Catalog } from '../../catalog'
import type source from '../en/detail'

export default {
  close: '关闭详情',
  gone: '此文件已不在收件箱中。',
  showOriginal: '显示原件：{name}',
  actions: {
    label: '操作',
    reclassify: '重新分类',
    relink: '重新关联',
    reextract: '重新提取',
    retry: '重试',
    openOriginal: '打开原件',
    showInFolder: '在文件夹中显示',
    downloadCopy: '下载服务端副本',
    copyError: '复制错误',
    removePart: '移除此文档…'
  },
  failed: {
    type: '无法更改 {name} 的类型：{reason}',
    reclassify: '无法重新分类 {name}：{reason}',
    relink: '无法重新关联 {name}：{reason}',
    reextract: '无法重新提取 {name}：{reason}',
    retry: '无法重试 {name}：{reason}',
    open: '无法打开 {name}：{reason}',
    show: '无法在文件夹中显示 {name}：{reason}',
    download: '无法保存 {name} 的副本：{reason}',
    web: '无法在网页版中打开 {name}：{reason}',
    removePart: '无法移除 {name} 的文档（{pages}）：{reason}'
  },
  done: {
    typeSet: '类型已设为 {type}',
    typeRemoved: '已移除手动类型',
    reclassify: '已请服务重新分类',
    relink: '已请服务重新关联',
    reextract: '已请服务重新提取',
    retry: '正在重试',
    openOriginal: '正在打开原件',
    showInFolder: '已在文件夹中显示',
    savedTo: '已保存到 {path}',
    openWebApp: '正在打开网页版',
    partRemoved: '已移除{pages}',
    errorCopied: '已复制错误详情',
    copyFailed: '无法复制到剪贴板'
  },
  type: {
    title: '文档类型',
    notClassified: '尚未分类',
    setByHand: '手动设置（服务识别为 {type}）',
    setByFolderRule: '由文件夹规则设置',
    recognised: '由服务识别',
    correct: '更正类型',
    useService: '使用服务识别的类型',
    apply: '保存类型',
    why: '为什么是这个类型？',
    whyWords: '服务根据文档中的词语{words}判断。',
    whyWord: '“{word}”',
    whyWordInTitle: '“{word}”（在标题中）',
    whyNext: '其次接近的类型是{type}。',
    whyFileName: '服务在文档中没有找到已知词语，因此根据文件名判断。请核对类型。',
    whyFileNameNoText: '服务无法读取文件中的文字，因此根据文件名判断。请核对类型。',
    whyFallback: '服务在文档中没有找到已知词语，默认选择了{type}。请核对类型。',
    whyFallbackNoText: '服务无法读取文件中的文字，默认选择了{type}。请核对类型。',
    whyNote: '服务根据在文档中读到的文字选择了此类型。服务自己的说明：'
  },
  data: {
    title: '已提取的数据',
    schema: '由服务读取，按其 {form} 表单的字段显示（版本 {version}）',
    failed: '服务无法读取此文档中的数据。',
    loading: '正在加载…',
    none: '尚未读取任何数据。文档提取完成后，数据将显示在这里。',
    manual: '包含手动更正。',
    yes: '是',
    no: '否'
  },
  warning: {
    not_moved: '结果有效，但无法将文件移动到监视文件夹中的 {folder}/：{reason}',
    not_deleted: '结果有效，但无法从监视文件夹中删除该文件：{reason}',
    no_reason_file: '文件已在 {folder}/ 中，但无法在其旁边写入原因文件：{reason}',
    cause: {
      no_permission: '该文件夹不允许此操作（在共享文件夹中，该文件可能属于其他用户）。',
      read_only: '该文件夹位于只读磁盘或只读共享上。',
      link: '该位置是一个符号链接，Dropdock 不会通过链接移动或写入任何内容。',
      not_a_folder: '使用该名称的不是文件夹。',
      name_taken: '该名称在那里已被占用。'
    }
  },
  gap: {
    document: '服务暂时无法提供此文档的详细信息。{reason}',
    shipments: '部分关联的货运无法加载。{reason}'
  },
  links: {
    title: '关联的货运',
    none: '尚未关联任何货运。服务在找到它已知的提单、集装箱或参考号时会关联文档；为货运添加参考号后，请点击“重新关联”。',
    openWebApp: '在网页版中打开 ↗',
    loadingPort: '装货港',
    dischargePort: '卸货港',
    eta: '预计到港 (ETA)',
    arrived: '（已到港）',
    references: '参考号',
    carrier: '承运人',
    vesselVoyage: '船名 / 航次'
  },
  container: {
    status: '状态',
    lastFreeDay: '最后免费日',
    holds: '扣留',
    fees: '费用',
    none: '无'
  },
  email: {
    title: '通过电子邮件收到',
    subject: '主题',
    from: '发件人',
    to: '收件人',
    cc: '抄送',
    sent: '发送时间'
  },
  history: {
    title: '历史'
  },
  next: {
    label: '下一步',
    compare: '比较',
    noForm: '此类型还没有可录入数据的表单：请先更正类型。'
  },
  more: {
    button: '更多操作',
    reason: {
      notSent: '尚未发送到服务',
      busy: '正在等待上一个操作完成',
      notRetryable: '此状态下没有可重试的内容',
      noFile: '此电脑上没有该文件',
      onItsWay: '仍在处理中；请等文件读取完毕'
    }
  },
  compare: {
    title: '与之前收到的文档比较',
    this: '此文档：{name}',
    before: '之前收到：{name}',
    takenIn: '收到时间',
    type: '类型',
    gone: '之前收到的文档已不在收件箱中，因此只显示此文档。',
    close: '关闭比较'
  },
  original: {
    title: '原件',
    pages: '页面',
    previousPage: '上一页',
    nextPage: '下一页',
    pageOf: '第 {page} 页，共 {pages} 页',
    zoom: '缩放',
    zoomOut: '缩小',
    zoomIn: '放大',
    largeView: '大图查看',
    closeLargeView: '关闭大图',
    divider: '原件宽度',
    serviceCopy: '此文件已不在这台电脑上；这是服务端的副本。',
    region: '原始文档',
    loading: '正在加载原件…',
    pageImage: '{name} 第 {page} 页',
    image: '原件',
    cannotShow: '此文件无法在这里显示。请改为打开原件。',
    cannotDraw: '此 PDF 无法在这里显示。请改为打开原件。',
    tooLarge: '“{name}”大小为 {size}；预览仅显示不超过 {limit} 的文件。请改为打开原件。',
    notViewable: '“{name}”既不是 PDF 也不是图片，无法在这里显示。请改为打开原件。'
  }
} satisfies Catalog<typeof source>
