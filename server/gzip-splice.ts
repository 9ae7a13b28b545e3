/**
 * Gzip for documents made of fixed parts joined by a per-response value (a prerendered page and its CSP
 * nonce), without compressing anything per response (docs/decisions/0009-performance.md).
 *
 * Each fixed part is deflated once, at start, by its own compressor and ended with a sync flush: the
 * output is byte-aligned and refers to nothing outside the part. Per response, the joining value goes in
 * as a stored (uncompressed) deflate block, a final empty block closes the stream, and the gzip trailer
 * needs the CRC-32 of the whole text: the parts' CRCs are precomputed, and the CRC of "text so far +
 * part" is derived from the CRC of the text so far with a precomputed GF(2) operator for the part's
 * length (zlib's crc32_combine), so a response costs a few microseconds instead of a compression run.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** CRC-32 polynomial (reflected), as in zlib. */
const POLY = 0xedb88320;

/** Multiplies a 32×32 GF(2) matrix (32 column words) by a vector. */
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

/** `a ∘ b` (apply b, then a). */
function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(32);
  for (let i = 0; i < 32; i++) out[i] = times(a, b[i]!);
  return out;
}

/**
 * The operator that turns crc(A) into the CRC register after A followed by `length` zero bytes, so
 * that crc(A + B) = op(crc(A)) ^ crc(B) for any B of that length (zlib's crc32_combine, as a matrix).
 */
export function crcShiftOperator(length: number): Uint32Array {
  // One zero bit: the CRC register shifted right, xored with the polynomial when the low bit was set.
  const bit = new Uint32Array(32);
  bit[0] = POLY;
  for (let i = 1; i < 32; i++) bit[i] = 1 << (i - 1);
  let power = compose(bit, bit); // 2 bits
  power = compose(power, power); // 4 bits
  power = compose(power, power); // 8 bits: one zero byte
  // Starts as the identity (nothing to shift over when length is 0).
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = compose(power, result);
    if (n > 1) power = compose(power, power);
  }
  return result;
}

/** CRC-32 of `a + b` from crc(a), crc(b) and the shift operator for b's length. */
export function combineCrc(crcA: number, crcB: number, shiftB: Uint32Array): number {
  return (times(shiftB, crcA) ^ crcB) >>> 0;
}

interface Part {
  deflated: Buffer;
  crc: number;
  length: number;
  shift: Uint32Array;
}

/** Fixed gzip header: deflate, no name, mtime 0, maximum compression, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);
/** A final, empty deflate block with fixed codes (what zlib writes on finish after a flush). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A document of fixed parts, ready to be gzipped with any joining value. */
export interface SplicedGzip {
  /** The gzip bytes of `parts.join(value)`; `value` must be at most 65535 bytes (one stored block). */
  gzip(value: Buffer): Buffer;
}

/** Deflates `parts` once (level 9) for later `gzip(value)` calls. */
export function prepareGzip(parts: readonly Buffer[]): SplicedGzip {
  const prepared: Part[] = parts.map((part) => ({
    deflated: part.length ? deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }) : Buffer.alloc(0),
    crc: crc32(part),
    length: part.length,
    shift: crcShiftOperator(part.length),
  }));
  return {
    gzip(value) {
      if (value.length > 0xffff) throw new RangeError("the joining value must fit one stored block (64 KiB)");
      const stored = Buffer.from([0x00, value.length & 0xff, value.length >>> 8, ~value.length & 0xff, (~value.length >>> 8) & 0xff]);
      const chunks: Buffer[] = [GZIP_HEADER, prepared[0]!.deflated];
      let crc = prepared[0]!.crc;
      let length = prepared[0]!.length;
      for (const part of prepared.slice(1)) {
        chunks.push(stored, value, part.deflated);
        crc = combineCrc(crc32(value, crc), part.crc, part.shift);
        length += value.length + part.length;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(length >>> 0, 4);
      chunks.push(FINAL_BLOCK, trailer);
      return Buffer.concat(chunks);
    },
  };
}
