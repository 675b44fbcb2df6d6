/** One Lighthouse run of a page (in plain Node: lighthouse-run.mjs says why) and the figures the bench keeps. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {Result as LighthouseResult} from 'lighthouse';
import {gzipSize, median} from './numbers';
import {projectDir, type Preset} from './options';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpRenderDelay: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  lcpElement: string;
  /** Longest main-thread task (Lighthouse's long-tasks audit), ms. */
  longestTask: number;
  /** Main-thread work (mainthread-work-breakdown), ms at the preset's CPU slowdown. */
  mainThread: number;
  /** Script evaluation, parse and compile (bootup-time), ms at the preset's CPU slowdown. */
  jsExecuted: number;
}
const numericKeys = [
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'lcpRenderDelay',
  'jsRaw',
  'jsGzip',
  'cssRaw',
  'cssGzip',
  'longestTask',
  'mainThread',
  'jsExecuted',
] as const;

interface AuditTable {
  type?: string;
  items?: Array<Record<string, unknown> & {items?: Array<Record<string, unknown>>}>;
}

export async function runLighthouse(
  port: number,
  url: string,
  preset: Preset,
  dir: string,
): Promise<LighthouseFigures> {
  const output = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}.json`);
  execFileSync(
    process.execPath,
    [path.join(projectDir, 'scripts/bench/lighthouse-run.mjs'), String(port), url, preset, output],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  const lhr = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseResult;
  fs.rmSync(output);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]!;
  // Bytes each page loads, by type; gzip sizes come from the built files (the local server does not compress).
  const requests = ((audit('network-requests').details as AuditTable | undefined)?.items ?? []) as Array<{
    url: string;
    resourceType?: string;
  }>;
  const bytes = {Script: [0, 0], Stylesheet: [0, 0]} as Record<string, [number, number]>;
  for (const request of requests) {
    const kind = request.resourceType;
    if (kind !== 'Script' && kind !== 'Stylesheet') continue;
    const file = path.join(dir, new URL(request.url).pathname);
    if (!fs.existsSync(file)) continue;
    const content = fs.readFileSync(file);
    bytes[kind]![0] += content.length;
    bytes[kind]![1] += gzipSize(content);
  }
  const lcpDetails = (audit('largest-contentful-paint-element').details as AuditTable | undefined)?.items ?? [];
  const node = lcpDetails[0]?.items?.[0]?.node as {selector?: string; snippet?: string} | undefined;
  const phases = lcpDetails[1]?.items ?? [];
  const renderDelay = phases.find((item) => item.phase === 'Render Delay')?.timing;
  const longTasks = ((audit('long-tasks').details as AuditTable | undefined)?.items ?? []) as Array<{
    duration?: number;
  }>;
  return {
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    mainThread: audit('mainthread-work-breakdown').numericValue ?? NaN,
    jsExecuted: audit('bootup-time').numericValue ?? NaN,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue ?? NaN,
    lcp: audit('largest-contentful-paint').numericValue ?? NaN,
    tbt: audit('total-blocking-time').numericValue ?? NaN,
    cls: audit('cumulative-layout-shift').numericValue ?? NaN,
    si: audit('speed-index').numericValue ?? NaN,
    lcpRenderDelay: typeof renderDelay === 'number' ? renderDelay : NaN,
    jsRaw: bytes.Script![0],
    jsGzip: bytes.Script![1],
    cssRaw: bytes.Stylesheet![0],
    cssGzip: bytes.Stylesheet![1],
    lcpElement: node ? `${node.snippet ?? ''}`.slice(0, 70) : '(none)',
  };
}

/** Median of each figure over the runs; the LCP element of the run with the median score. */
export function medianFigures(list: LighthouseFigures[]): LighthouseFigures {
  const out = {} as LighthouseFigures;
  for (const key of numericKeys) out[key] = median(list.map((f) => f[key]));
  const byScore = [...list].sort((a, b) => a.score - b.score);
  out.lcpElement = byScore[Math.floor(byScore.length / 2)]!.lcpElement;
  return out;
}
