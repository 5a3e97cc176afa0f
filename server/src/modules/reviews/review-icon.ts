// Section icons are drawn, not stored: the fixtures carry an icon id and a colour per section but
// no artwork, so each icon is a disc in its section's colour, encoded as PNG once and kept.
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 96;
const FALLBACK_COLOUR = '#4CA471';
const drawn = new Map<string, Buffer>();

function rgb(colour: string | null): [number, number, number] {
  const match =
    /^#?([0-9a-f]{6})$/i.exec(colour ?? FALLBACK_COLOUR) ?? /^#([0-9a-f]{6})$/i.exec(FALLBACK_COLOUR)!;
  const value = parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A SIZE×SIZE RGBA PNG of an anti-aliased disc in the colour (`#RRGGBB`; a default when unset). */
export function reviewIconPng(colour: string | null): Buffer {
  const key = colour ?? '';
  const cached = drawn.get(key);
  if (cached) return cached;
  const [red, green, blue] = rgb(colour);
  const radius = SIZE / 2 - 2;
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 4 + 1);
    for (let x = 0; x < SIZE; x++) {
      const distance = Math.hypot(x + 0.5 - SIZE / 2, y + 0.5 - SIZE / 2);
      const coverage = Math.max(0, Math.min(1, radius - distance + 0.5));
      const at = row + 1 + x * 4;
      raw[at] = red;
      raw[at + 1] = green;
      raw[at + 2] = blue;
      raw[at + 3] = Math.round(coverage * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  drawn.set(key, png);
  return png;
}
