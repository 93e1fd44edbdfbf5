import type { Catalog } from '../../catalog'
import type source from '../en/errors'

export default {
  kind: {
    auth: '服务拒绝了 API 密钥。',
    forbidden: '当前的 API 密钥不允许执行此操作。',
    validation: '请求无效，已被拒绝。',
    not_found: '服务找不到所请求的内容。',
    duplicate: '服务中已有此文件。',
    rate_limited: '服务收到的请求过多；Dropdock 会等待后重试。',
    upstream: '请求未能完成。',
    network: '无法连接到服务。',
    timeout: '服务未能及时响应。',
    malformed: '服务返回了 Dropdock 无法读取的响应。',
    internal: 'Dropdock 内部出错。请复制错误信息给 IT 部门。',
    unexpected_answer: '服务的响应格式与 Dropdock 预期的不符。',
    answer_too_large: '服务的响应过大，Dropdock 未读取。',
    file: '无法读取文件。',
    checksum: '文件未能完整送达，需要重新发送。',
    too_large: '文件太大，服务无法接收。',
    not_a_document:
      '该文件不是服务可读取的文档（压缩包、Office 文件或未知数据）：请发送 PDF、图片或文本文件。'
  },
  in: {
    settings: {
      forbidden: '未进行更改：此项由 IT 部门设定，或更改未被确认。',
      validation: '该值无效，已被拒绝；请检查后重试。',
      file: '无法读取或写入该文件夹。'
    },
    lookup: {
      validation: '服务不接受此编号。请检查后重试。',
      not_found: '服务中没有与此编号相关的内容。'
    },
    webApp: {
      forbidden: '其地址不在服务自己的网站上，因此 Dropdock 不会打开它。',
      validation: '此服务未设置网页版地址。'
    },
    document: {
      not_found: '找不到该文件或其在服务中的副本。',
      file: '无法打开该文件。'
    },
    split: {
      validation:
        'Dropdock 不能按现状拆分此文件。它可能在发送后已更改、已损坏或受保护，或者已经是多个文档。',
      not_found: '该文件已不在收件箱中。',
      file: '无法在此计算机上读取该文件。'
    }
  },
  /** Why a dropped or chosen path was not taken (RefusalKind), after its name. */
  reason: {
    link: '此文件在 Dropdock 接收后被改成了符号链接，因此 Dropdock 没有读取它：链接可能指向本不该发送的文件。',
    folder_link:
      '通往此文件的某个文件夹在 Dropdock 接收后被改成了符号链接，因此 Dropdock 没有读取它：链接可能指向本不该发送的文件。'
  },
  refusal: {
    missing: '此电脑上已找不到该文件',
    folder: '这是一个文件夹；请拖入其中的文件，或在设置中监视该文件夹',
    notRegular: '这是设备、管道或套接字，不是文件',
    program: '这是程序或脚本，不是文档',
    tooLarge: '超过上传上限 {limit}'
  },
  about: '{name}：{reason}',
  explain: {
    duplicate:
      '服务中已有完全相同的文件。没有重复创建任何内容：此条目指向现有文档，因此无需任何操作。',
    duplicateOf:
      '服务中已有完全相同的文件，名为“{name}”。没有重复创建任何内容：此条目指向现有文档，因此无需任何操作。',
    failed:
      'Dropdock 已停止发送此文件。请排除原因，然后点击“重试”。“复制错误”可为 IT 部门提供详细信息。',
    failedBecause:
      'Dropdock 已停止发送此文件：{reason}请排除原因，然后点击“重试”。“复制错误”可为 IT 部门提供详细信息。',
    empty:
      '此文件没有内容（0 字节），因此未发送。它可能是在写入程序完成之前被保存或扫描的。请重新保存或扫描；监视文件夹会自动获取新版本。',
    stalled:
      '服务已接收此文档，但未在通常时间内完成分类或读取。点击“重新分类”或“重新提取”再次请求；如果仍然停滞，可能是服务今天较慢。',
    serviceNote: '服务说明：“{note}”',
    extraction_failed:
      '服务识别了此文档，但无法读取其数据（扫描质量差或版式不符合预期）。请检查类型是否正确（如不正确，请在下方更改），然后点击“重新提取”。',
    retrying: '暂时出现问题。Dropdock 将于 {time} 自动重试（第 {attempt} 次尝试）。',
    retryingBecause:
      '暂时出现问题（{reason}）。Dropdock 将于 {time} 自动重试（第 {attempt} 次尝试）。',
    retryingSoon: '暂时出现问题。Dropdock 稍后将自动重试（第 {attempt} 次尝试）。',
    retryingSoonBecause:
      '暂时出现问题（{reason}）。Dropdock 稍后将自动重试（第 {attempt} 次尝试）。',
    paused: '接收已暂停。点击“继续”后，此文件将从中断处继续。'
  }
} satisfies Catalog<typeof source>
