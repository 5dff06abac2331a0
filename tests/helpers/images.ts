import { deflateSync } from 'node:zlib'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** A valid, tiny-on-disk PNG of width x height black pixels (1-bit grey): a decompression bomb. */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const row = Math.ceil(width / 8) + 1
  const raw = Buffer.alloc(row * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A photo-like JPEG (smooth gradient plus mild grain) of the given size, with EXIF metadata. */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer()
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c2391d"/><stop offset="1" stop-color="#1f6f5c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .withMetadata({ exif: { IFD0: { Copyright: 'test camera', Artist: 'Someone' } } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c2391d' } })
    .png()
    .toBuffer()
}

/** A post cover as the admin API stores it (the files need not exist for API-level tests). */
export const coverImage = {
  alt: 'Cover',
  width: 960,
  height: 504,
  sources: [{ width: 960, url: '/uploads/cover-960.webp' }],
  fallback: '/uploads/cover-960.jpg',
}
