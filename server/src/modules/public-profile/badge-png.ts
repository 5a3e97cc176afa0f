import { Resvg } from '@resvg/resvg-js';

// Rendering is the costly part of a PNG badge; the same SVG always gives the same PNG, so the
// newest few hundred are kept. Keyed by the SVG itself, a changed badge is never served stale.
const rendered = new Map<string, Buffer>();
const KEEP = 500;

/** The badge's SVG as a PNG at twice its size, sharp on high-density screens. */
export function badgePng(svg: string): Buffer {
  const hit = rendered.get(svg);
  if (hit) return hit;
  const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 }, font: { loadSystemFonts: true } })
    .render()
    .asPng();
  if (rendered.size >= KEEP) rendered.delete(rendered.keys().next().value!);
  rendered.set(svg, png);
  return png;
}
