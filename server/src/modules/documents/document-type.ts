import { DOCUMENT_KINDS, fileExtension, textKindOfName } from '@oncourse/engine';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What the library makes of an upload's bytes: a document it stores under `mimeType`, a program
 * or script it never stores, or a file of some other kind.
 */
export type DocumentVerdict =
  { accepted: true; mimeType: string } | { accepted: false; reason: 'program' | 'unsupported' };

const acceptedTypes = new Set(DOCUMENT_KINDS.filter((kind) => !kind.text).flatMap((kind) => kind.mimeTypes));

/** What file-type calls programs: native executables, byte code, installers and packages. */
const programTypes = new Set([
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-msdownload',
  'application/wasm',
  'application/java-vm',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/x-deb',
  'application/x-rpm',
  'application/x-apple-diskimage',
  'application/x-shockwave-flash',
]);

/**
 * Names a computer runs or a browser executes when opened. Refused whatever the bytes say: the
 * download keeps the stored name's extension, so a "PDF" called setup.exe would be saved as one.
 */
const programExtensions = new Set(
  (
    'exe dll com scr msi msp bat cmd ps1 psm1 vbs vbe wsf wsh js mjs cjs jse sh bash zsh csh ksh ' +
    'command app pkg dmg jar apk deb rpm bin elf run py pl rb php lnk reg hta html htm xhtml svg svgz'
  )
    .split(' ')
    .map((extension) => `.${extension}`),
);

/**
 * Legacy Office files are Compound File Binary containers, as are Windows installers (.msi): which
 * it is shows in the names of the streams inside, stored in UTF-16LE in the container's directory.
 */
const legacyOfficeStreams: readonly (readonly [string, string])[] = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
];

function legacyOfficeType(data: Uint8Array): string | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (const [stream, mimeType] of legacyOfficeStreams) {
    if (bytes.includes(Buffer.from(stream, 'utf16le'))) return mimeType;
  }
  return null;
}

/** Text has no signature: valid UTF-8 without NUL bytes (binary files almost always contain one). */
function textOf(data: Uint8Array): string | null {
  if (data.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

/**
 * What plain text is when it is no CSV or text: a script by its first line (`#!/bin/sh`), or markup
 * (a web page, SVG, XML), which counts as a script when it carries any.
 */
function textNature(text: string): 'script' | 'markup' | 'text' {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('#!')) return 'script';
  if (!start.startsWith('<')) return 'text';
  return /<script[\s>/]|javascript:|\son[a-z]+\s*=/i.test(text) ? 'script' : 'markup';
}

/**
 * Judges an upload by its content, never by the type the browser declared: PDF, Office and
 * OpenDocument files and images when their bytes say so; CSV and text only when the name says so
 * and the bytes are plain UTF-8 text; programs and scripts refused by their bytes or their name.
 */
export async function judgeDocument(data: Uint8Array, filename: string): Promise<DocumentVerdict> {
  if (programExtensions.has(fileExtension(filename))) return { accepted: false, reason: 'program' };
  const detected = await fileTypeFromBuffer(data);
  if (detected) {
    if (programTypes.has(detected.mime)) return { accepted: false, reason: 'program' };
    if (detected.mime === 'application/x-cfb') {
      const mimeType = legacyOfficeType(data);
      return mimeType ? { accepted: true, mimeType } : { accepted: false, reason: 'unsupported' };
    }
    if (acceptedTypes.has(detected.mime)) return { accepted: true, mimeType: detected.mime };
  }
  const text = textOf(data);
  if (text === null) return { accepted: false, reason: 'unsupported' };
  const nature = textNature(text);
  if (nature === 'script') return { accepted: false, reason: 'program' };
  if (nature === 'markup' || detected) return { accepted: false, reason: 'unsupported' };
  const kind = textKindOfName(filename);
  return kind?.mimeTypes[0]
    ? { accepted: true, mimeType: kind.mimeTypes[0] }
    : { accepted: false, reason: 'unsupported' };
}
