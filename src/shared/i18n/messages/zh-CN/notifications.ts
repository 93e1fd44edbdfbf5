import type { Catalog } from '../../catalog'
import type source from '../en/notifications'

export default {
  document: '文档',
  extracted: {
    title: '{name} 已就绪',
    body: '已识别为 {type}。',
    bodyLinked: '已识别为 {type}，已关联到 {numbers}。'
  },
  duplicate: {
    title: '{name} 之前已发送',
    body: '服务中已有此文件。'
  },
  extractionFailed: {
    title: '{name}：未读取数据',
    body: '已分类为 {type}，但无法提取其数据。'
  },
  empty: {
    title: '{name} 未发送',
    body: '未发送：文件为空。'
  },
  stalled: {
    title: '{name} 处理时间过长',
    body: '服务尚未处理完成。请打开它并重试。'
  },
  failed: {
    title: '{name} 无法发送',
    body: '{reason}打开它查看详情。',
    bodyUnknown: '打开它查看原因。',
    reason: {
      auth: '服务拒绝了 API 密钥。',
      forbidden: '服务不允许此操作。',
      validation: '服务未接受此文件。',
      not_found: '服务找不到它。',
      duplicate: '服务中已有此文件。',
      rate_limited: '服务繁忙。',
      upstream: '服务出现问题。',
      network: '无法连接到服务。',
      timeout: '服务响应超时。',
      malformed: '服务返回了 Dropdock 无法读取的响应。',
      internal: 'Dropdock 内部出错。',
      unexpected_answer: '服务的响应不符合预期。',
      answer_too_large: '服务的响应过大。',
      file: '无法读取文件。',
      checksum: '文件在发送过程中发生了变化。',
      too_large: '文件太大，服务无法接收。',
      not_a_document:
        '该文件不是服务可读取的文档（压缩包、Office 文件或未知数据）：请发送 PDF、图片或文本文件。'
    }
  },
  batch: {
    titleAttention: '部分文档需要处理',
    titleDone: '文档已处理',
    ready: '{n} 个文档已就绪',
    attention: '{n} 个需要您处理',
    body: '{parts}。',
    separator: '，'
  },
  drop: {
    refusedTitle: '{n} 个拖放的文件未被接收',
    refusedLine: '{name}：{reason}'
  },
  storage: {
    pausedTitle: 'Dropdock 已暂停接收',
    resumedTitle: 'Dropdock 已继续',
    resumedBody: '数据已可再次写入；接收已继续。',
    problem: {
      full: '存放 Dropdock 数据的磁盘已满：{path}',
      denied: 'Dropdock 无权在 {path} 中写入数据（权限被拒绝）。',
      readOnly: '存放 Dropdock 数据的磁盘为只读：{path}',
      io: '存放 Dropdock 数据的磁盘写入失败（输入/输出错误）：{path}',
      notFolder: '{path} 是文件，而不是 Dropdock 可以存放数据的文件夹。',
      other: 'Dropdock 无法在 {path} 中写入数据（{code}）。'
    }
  }
} satisfies Catalog<typeof source>
