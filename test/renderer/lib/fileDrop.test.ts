import { describe, expect, it } from 'vitest'
import { splitDrop } from '@renderer/composables/useFileDrop'

describe('composables/useFileDrop', () => {
  describe('splitDrop()', () => {
    it('sends files with a path as paths and keeps path-less ones (mail attachments) as files', () => {
      const onDisk = new File(['a'], 'scan.pdf')
      const attachment = new File(['b'], 'invoice.pdf')
      const paths = new Map([[onDisk, '/home/clerk/scan.pdf']])
      const { paths: p, files } = splitDrop([onDisk, attachment], (f) => paths.get(f) ?? '')
      expect(p).toEqual(['/home/clerk/scan.pdf'])
      expect(files).toEqual([attachment])
    })
  })
})
