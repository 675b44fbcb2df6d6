import {expect, test} from '@playwright/test';
import * as protocolPackage from '@0xintuition/protocol';
import * as sdkPackage from '@0xintuition/sdk';
import {deliberatelyUnlistedExports, protocolExportGroups, sdkExportGroups} from '../../src/data/packageExports';

/**
 * The export tables on /protocol-package and /sdks/protocol-sdk are grouped by hand, so they are held to the
 * installed packages the other way round too: every runtime export is in a group or deliberately left out with a
 * reason (tests/unit/data.spec.ts checks that every listed name exists).
 */
const listed = (groups: typeof protocolExportGroups) => new Set(groups.flatMap((group) => group.names));
// `default` is the CommonJS interop object, not an API.
const runtimeNames = (module: object) => Object.keys(module).filter((name) => name !== 'default');

test('every runtime export of @0xintuition/protocol is listed or deliberately left out', () => {
  const names = listed(protocolExportGroups);
  const missing = runtimeNames(protocolPackage).filter(
    (name) => !names.has(name) && !(name in deliberatelyUnlistedExports),
  );
  expect(missing).toEqual([]);
});

test('every export @0xintuition/sdk adds to the protocol package is listed or deliberately left out', () => {
  const names = listed(sdkExportGroups);
  const own = runtimeNames(sdkPackage).filter((name) => !(name in protocolPackage));
  expect(own.length).toBeGreaterThan(20);
  expect(own.filter((name) => !names.has(name) && !(name in deliberatelyUnlistedExports))).toEqual([]);
});

test('a deliberately unlisted name is a real export, with a reason, and not also listed', () => {
  const all = new Set([...runtimeNames(protocolPackage), ...runtimeNames(sdkPackage)]);
  const everyListed = new Set([...listed(protocolExportGroups), ...listed(sdkExportGroups)]);
  for (const [name, reason] of Object.entries(deliberatelyUnlistedExports)) {
    expect(all.has(name), name).toBe(true);
    expect(everyListed.has(name), name).toBe(false);
    expect(reason.length, name).toBeGreaterThan(20);
  }
});
