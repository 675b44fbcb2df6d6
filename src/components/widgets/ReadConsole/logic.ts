/**
 * The read console's pure half: checking what the reader typed before any request, and printing what the
 * contract returned with its unit (src/data/readConsoleUnits.ts). No network here; tests/unit/read-console.spec.ts
 * runs it in Node.
 */
import {formatUnits, getAddress} from 'viem';
import {readConsoleUnits, type FunctionUnits, type OutputUnit} from '../../../data/readConsoleUnits';
import {curveIdRange} from './curveIds';

export {curveContracts, curveCount} from './curveIds';

export interface AbiParam {
  readonly name?: string;
  readonly type: string;
  readonly components?: readonly AbiParam[];
}

export interface ConsoleFunction {
  readonly type: 'function';
  readonly name: string;
  readonly stateMutability: string;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
}

export type Checked = {ok: true; value: unknown} | {ok: false; error: string};

/** What the field asks for, shown under it before anything is typed. */
export function inputHint(param: AbiParam, curveCount: number): string {
  const {type, name} = param;
  if (name === 'curveId')
    return `A curve id the pinned @0xintuition/protocol knows on this network: ${curveIdRange(curveCount)} (the package's curves, not read from BondingCurveRegistry).`;
  if (type === 'address')
    return "An address exactly in its EIP-55 checksummed form (what viem's getAddress returns): 0x and 40 hex digits.";
  if (name === '_block')
    return "A block number as the contract's block.number counts it: on Intuition that is the Base (or Base Sepolia) block, not the Intuition block this console prints; at most the current one.";
  if (type === 'bytes32') return 'A 32-byte id: 0x and 64 hex digits.';
  if (type === 'bytes') return 'Hex bytes: 0x and an even number of hex digits.';
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) return `${fixed[1]} bytes: 0x and ${Number(fixed[1]) * 2} hex digits.`;
  const uint = /^uint(\d*)$/.exec(type);
  if (uint) {
    const wei = /assets|amount/i.test(name ?? '') ? ' (TRUST in wei: 1 TRUST is 1000000000000000000)' : '';
    const unit = /shares/i.test(name ?? '') ? ' (shares with 18 decimals)' : '';
    return `A whole number from 0 to 2^${uint[1] || 256} − 1${wei}${unit}.`;
  }
  if (type === 'bool') return 'true or false.';
  return type;
}

/** Checks one field; the value returned is what viem encodes. */
export function checkInput(param: AbiParam, raw: string, curveCount: number): Checked {
  const text = raw.trim();
  const {type, name} = param;
  if (text === '') return {ok: false, error: 'Required.'};
  if (type === 'address') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return {ok: false, error: 'Not an address: 0x followed by 40 hex digits.'};
    // EIP-55 fixes the case of every letter, so an address whose letters are all one case can be correct as typed.
    const checksummed = getAddress(text);
    if (checksummed !== text)
      return {
        ok: false,
        error: `The letter case does not match the EIP-55 checksum; the checksummed form is ${checksummed}.`,
      };
    return {ok: true, value: text};
  }
  if (type === 'bytes') {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) return {ok: false, error: 'Not hex bytes: 0x and pairs of hex digits.'};
    return {ok: true, value: text.toLowerCase()};
  }
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) {
    const digits = Number(fixed[1]) * 2;
    if (!new RegExp(`^0x[0-9a-fA-F]{${digits}}$`).test(text))
      return {
        ok: false,
        error: `Must be 0x and exactly ${digits} hex digits (${fixed[1]} bytes); this has ${Math.max(0, text.length - 2)}.`,
      };
    return {ok: true, value: text.toLowerCase()};
  }
  const uint = /^uint(\d*)$/.exec(type);
  if (uint) {
    if (!/^\d+$/.test(text))
      return {ok: false, error: 'A whole number in decimal digits, without sign, point or units.'};
    const value = BigInt(text);
    const bits = Number(uint[1] || 256);
    if (value >= 1n << BigInt(bits)) return {ok: false, error: `Too large for ${type}: at most 2^${bits} − 1.`};
    if (name === 'curveId' && (value < 1n || value > BigInt(curveCount)))
      return {
        ok: false,
        error: `No curve ${text} in the pinned @0xintuition/protocol on this network: it knows curve ids ${curveIdRange(curveCount)}. The console checks the package's curves, not BondingCurveRegistry.`,
      };
    return {ok: true, value};
  }
  if (type === 'bool') {
    if (text !== 'true' && text !== 'false') return {ok: false, error: 'true or false.'};
    return {ok: true, value: text === 'true'};
  }
  return {ok: false, error: `The console cannot encode ${type}.`};
}

/** One printed value: its label, the value as text, its raw form (decimal or hex) for comparison, its unit. */
export interface PrintedValue {
  readonly label: string;
  readonly type: string;
  readonly text: string;
  readonly raw: string;
  readonly unit?: OutputUnit;
}

const isNumeric = (type: string): boolean => /^u?int\d*$/.test(type);
/** Whether an output takes a unit entry: a number, or a struct with a number among its fields. */
export const hasNumber = (param: AbiParam): boolean =>
  param.type === 'tuple' ? (param.components ?? []).some((c) => isNumeric(c.type)) : isNumeric(param.type);
const vaultTypes = ['ATOM', 'TRIPLE', 'COUNTER_TRIPLE'];

/** A number with its unit, the way a reader reads it. */
export function formatNumber(value: bigint, unit: OutputUnit | undefined): string {
  switch (unit) {
    case 'trust':
      return `${formatUnits(value, 18)} TRUST`;
    case 'veTrust':
      return `${formatUnits(value, 18)} veTRUST`;
    case 'shares':
      return `${formatUnits(value, 18)} shares`;
    case 'price':
      return `${formatUnits(value, 18)} TRUST per share`;
    case 'bps':
      return `${value} bps (${formatUnits(value, 2)}%)`;
    case 'timestamp':
      return value === 0n ? '0 (not set)' : `${new Date(Number(value) * 1000).toISOString().replace('.000Z', 'Z')}`;
    case 'seconds':
      return `${value} s (${Number(value) / 86_400} days)`;
    case 'vaultType':
      return `${value} (${vaultTypes[Number(value)] ?? 'unknown'})`;
    case 'epoch':
      return `epoch ${value}`;
    case 'block':
      // A block.number the contract stored: on Intuition that is the parent chain's block (Arbitrum docs, "Block
      // gas limit, numbers and time"), unlike the Intuition block the console reads at.
      return `${value} (block.number: the Base or Base Sepolia block on Intuition)`;
    case 'curveId':
      return `curve ${value}`;
    default:
      return String(value);
  }
}

function printOne(label: string, param: AbiParam, value: unknown, unit: OutputUnit | undefined): PrintedValue {
  if (typeof value === 'bigint') {
    const text = formatNumber(value, unit);
    // The exact integer too, unless the printed form already starts with it (plain numbers, basis points, seconds).
    const exact = text.startsWith(String(value)) ? '' : unit === 'trust' ? ` (${value} wei)` : ` (${value})`;
    return {
      label,
      type: param.type,
      text: `${text}${exact}`,
      raw: String(value),
      unit,
    };
  }
  if (typeof value === 'boolean') return {label, type: param.type, text: String(value), raw: String(value)};
  if (typeof value === 'string' && param.type === 'string')
    return {label, type: param.type, text: JSON.stringify(value), raw: value};
  if (typeof value === 'number')
    return {label, type: param.type, text: formatNumber(BigInt(value), unit), raw: String(value), unit};
  return {label, type: param.type, text: String(value), raw: String(value)};
}

/** The units src/data/readConsoleUnits.ts gives a function, per output (undefined for a non-numeric one). */
export function unitsOf(
  contract: keyof typeof readConsoleUnits,
  fn: ConsoleFunction,
): (OutputUnit | Readonly<Record<string, OutputUnit>> | undefined)[] {
  const listed: FunctionUnits = readConsoleUnits[contract][fn.name] ?? [];
  let next = 0;
  return fn.outputs.map((output) => {
    if (hasNumber(output)) return listed[next++];
    return undefined;
  });
}

/** viem returns one output bare and several as an array; this gives one value per ABI output. */
export function outputValues(fn: ConsoleFunction, result: unknown): unknown[] {
  return fn.outputs.length === 1 ? [result] : (result as unknown[]);
}

/** Every printed line of a result, structs expanded one per field. */
export function printResult(
  contract: keyof typeof readConsoleUnits,
  fn: ConsoleFunction,
  result: unknown,
): PrintedValue[] {
  const units = unitsOf(contract, fn);
  const values = outputValues(fn, result);
  return fn.outputs.flatMap((output, i) => {
    const label = output.name || (fn.outputs.length === 1 ? 'result' : `output ${i}`);
    const unit = units[i];
    if (output.type === 'tuple') {
      const fields = (unit ?? {}) as Readonly<Record<string, OutputUnit>>;
      const struct = values[i] as Record<string, unknown>;
      return (output.components ?? []).map((c) =>
        printOne(`${label === 'result' ? '' : `${label}.`}${c.name}`, c, struct[c.name ?? ''], fields[c.name ?? '']),
      );
    }
    return [printOne(label, output, values[i], unit as OutputUnit | undefined)];
  });
}
