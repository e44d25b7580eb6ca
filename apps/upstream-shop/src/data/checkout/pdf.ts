/** One piece of text at a position on an A4 page (PDF points, origin bottom left). */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

export const A4 = { width: 595, height: 842 } as const;

// Characters of Windows-1252 outside Latin-1 (the standard fonts' WinAnsiEncoding), by code point.
const WIN_ANSI_EXTRA: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x201e: 0x84, 0x2026: 0x85, 0x2013: 0x96, 0x2014: 0x97,
  0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95,
};

/**
 * A PDF string literal in WinAnsiEncoding, written in ASCII only (non-ASCII as octal escapes), so
 * byte offsets equal string lengths. No-break spaces (from number formatting) become spaces;
 * characters the encoding lacks become '?'.
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code === 0xa0 || code === 0x202f) out += ' ';
    else {
      const byte = code > 0xa0 && code <= 0xff ? code : WIN_ANSI_EXTRA[code];
      out += byte === undefined ? '?' : `\\${byte.toString(8).padStart(3, '0')}`;
    }
  }
  return `${out})`;
}

function pageContent(texts: readonly PdfText[]): string {
  return texts
    .map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 10} Tf ${t.x} ${t.y} Td ${pdfString(t.text)} Tj ET`)
    .join('\n');
}

/**
 * A minimal, valid PDF 1.4 (catalog, page tree, two standard fonts, one content stream per page,
 * cross-reference table), built by hand: the stand-in needs no PDF library for a text form.
 */
export function buildPdf(pages: readonly (readonly PdfText[])[]): Buffer {
  const objects: string[] = [];
  const pageCount = Math.max(pages.length, 1);
  const kids = Array.from({ length: pageCount }, (_, i) => `${5 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (let i = 0; i < pageCount; i++) {
    const content = pageContent(pages[i] ?? []);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
