import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';

import {ogCardText, ogCardTextKeyword, sitePageList, sitePages} from '../../src/data/sitePages';
import {pageRoutes} from '../support/routes';

/**
 * src/data/sitePages.ts: one entry per SPEC §2.1 page (the search page excepted), unique titles and
 * descriptions that fit where they are shown, and a committed Open Graph image per page that is a
 * 1200×630 PNG rendered from the entry's current card text (scripts/og-images.ts).
 */

const ogDir = path.resolve(__dirname, '../../static/img/og');
const maxImageBytes = 80 * 1024;

interface PngChunk {
  readonly type: string;
  readonly data: Buffer;
  readonly crcOk: boolean;
}

/** The chunks of a PNG file, or a description of what is wrong with it. */
function readPng(file: Buffer): PngChunk[] | string {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!file.subarray(0, 8).equals(signature)) return 'not a PNG (bad signature)';
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset + 12 <= file.length) {
    const length = file.readUInt32BE(offset);
    const typeAndData = file.subarray(offset + 4, offset + 8 + length);
    if (offset + 12 + length > file.length) return 'truncated chunk';
    const crc = file.readUInt32BE(offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crcOk: zlib.crc32(typeAndData) >>> 0 === crc,
    });
    offset += 12 + length;
  }
  if (chunks[0]?.type !== 'IHDR') return 'IHDR is not the first chunk';
  if (chunks[chunks.length - 1]?.type !== 'IEND') return 'no IEND chunk';
  return chunks;
}

function pngSize(chunks: readonly PngChunk[]): {width: number; height: number} {
  const ihdr = chunks[0]!.data;
  return {width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4)};
}

/** The value of the tEXt chunk with this keyword, if any. */
function pngText(chunks: readonly PngChunk[], keyword: string): string | undefined {
  for (const chunk of chunks) {
    if (chunk.type !== 'tEXt') continue;
    const separator = chunk.data.indexOf(0);
    if (chunk.data.subarray(0, separator).toString('latin1') === keyword)
      return chunk.data.subarray(separator + 1).toString('latin1');
  }
  return undefined;
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

test('the PNG reader itself rejects what it should', () => {
  expect(readPng(Buffer.from('GIF89a not a png at all'))).toBe('not a PNG (bad signature)');
  const real = readPng(fs.readFileSync(path.resolve(__dirname, '../../static/img/og-default.png')));
  expect(typeof real).not.toBe('string');
  expect(pngSize(real as PngChunk[])).toEqual({width: 1200, height: 630});
  expect(pngText(real as PngChunk[], ogCardTextKeyword)).toBeUndefined();
});

test('every SPEC §2.1 page but /search has exactly one entry', () => {
  const routes = sitePageList.map((page) => page.route);
  expect([...routes].sort()).toEqual(pageRoutes.filter((route) => route !== '/search').sort());
  expect(duplicates(routes)).toEqual([]);
});

test('titles, descriptions and images are unique; text fits where it is shown', () => {
  expect(duplicates(sitePageList.map((page) => page.title.toLowerCase()))).toEqual([]);
  expect(duplicates(sitePageList.map((page) => page.description))).toEqual([]);
  expect(duplicates(sitePageList.map((page) => page.tagline))).toEqual([]);
  expect(duplicates(sitePageList.map((page) => page.image))).toEqual([]);
  const problems = sitePageList.flatMap((page) => [
    ...(page.title.trim().length > 0 && page.title.length <= 36
      ? []
      : [`${page.route}: title is empty or over 36 characters`]),
    ...(page.description.length >= 50 && page.description.length <= 170
      ? []
      : [`${page.route}: description is ${page.description.length} characters, not 50 to 170`]),
    ...(page.tagline.length >= 20 && page.tagline.length <= 80
      ? []
      : [`${page.route}: tagline is ${page.tagline.length} characters, not 20 to 80`]),
    ...(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(page.image)
      ? []
      : [`${page.route}: image name "${page.image}" is not kebab-case`]),
    ...(page.tagline === page.description ? [`${page.route}: tagline repeats the description`] : []),
  ]);
  expect(problems).toEqual([]);
});

for (const [key, page] of Object.entries(sitePages)) {
  test(`${page.route} (${key}): its image exists, is a 1200×630 PNG under ${maxImageBytes / 1024} KB and shows the current card text`, () => {
    const file = path.join(ogDir, `${page.image}.png`);
    expect(fs.existsSync(file), `${file} is missing: run npx tsx scripts/og-images.ts`).toBe(true);
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBeLessThanOrEqual(maxImageBytes);
    const chunks = readPng(bytes);
    if (typeof chunks === 'string') throw new Error(`${file}: ${chunks}`);
    expect(
      chunks.filter((chunk) => !chunk.crcOk).map((chunk) => chunk.type),
      'chunks with a bad CRC',
    ).toEqual([]);
    expect(pngSize(chunks)).toEqual({width: 1200, height: 630});
    expect(
      pngText(chunks, ogCardTextKeyword),
      `${file} was rendered from other text: run npx tsx scripts/og-images.ts`,
    ).toBe(ogCardText(page));
  });
}

test('no image in static/img/og/ is left over from a page that no longer exists', () => {
  const expected = new Set(sitePageList.map((page) => `${page.image}.png`));
  expect(fs.readdirSync(ogDir).filter((name) => !expected.has(name))).toEqual([]);
});
