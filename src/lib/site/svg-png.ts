import sharp from 'sharp';

/**
 * A drawn card (SVG) as the PNG social sites expect. librsvg renders the text with the build
 * machine's fonts (DejaVu here), which is why the drawings name fallback families.
 */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
