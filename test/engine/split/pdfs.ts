import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A PDF with one page per title, each page's text its title and a line of detail. */
export async function titledPdf(titles: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const title of titles) {
    const page = doc.addPage([595, 842])
    page.drawText(title, { x: 50, y: 780, size: 24, font })
    page.drawText(`${title} page`, { x: 50, y: 740, size: 12, font })
  }
  return Buffer.from(await doc.save())
}
