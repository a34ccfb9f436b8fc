import { Code, ConnectError } from "@connectrpc/connect";
import type { Compression } from "@connectrpc/connect/protocol";
import { compressionBrotli, compressionGzip } from "@connectrpc/connect-node";

/**
 * Connect's gzip and brotli, with one more bound on what a compressed request message may inflate
 * to. Connect already stops inflating at the message size limit, but reaching that limit is the
 * cost: 16 MiB of output is about 30 ms of CPU for brotli, and a 106-byte brotli message holds
 * 64 MiB of zeros. Real books compress about 5 to 15 times (JSON) and 3 to 5 times (protobuf), so a
 * message may inflate to at most 1,000 times its compressed size (and always to 256 KiB): a bomb is
 * refused ResourceExhausted after inflating a small multiple of what was sent.
 */

/** How many times its compressed size a message may inflate to. */
export const MAX_INFLATION_RATIO = 1_000;
/** What any compressed message may inflate to, however small. */
const INFLATION_FLOOR_BYTES = 256 * 1024;

function bounded(inner: Compression): Compression {
  return {
    name: inner.name,
    compress: (bytes) => inner.compress(bytes),
    async decompress(bytes, readMaxBytes) {
      const ratioLimit = Math.max(INFLATION_FLOOR_BYTES, bytes.length * MAX_INFLATION_RATIO);
      if (ratioLimit >= readMaxBytes) return inner.decompress(bytes, readMaxBytes);
      try {
        return await inner.decompress(bytes, ratioLimit);
      } catch (error) {
        if (error instanceof ConnectError && error.code === Code.ResourceExhausted) {
          throw new ConnectError(
            `The request message inflates to more than ${MAX_INFLATION_RATIO} times its compressed size; send it uncompressed.`,
            Code.ResourceExhausted,
          );
        }
        throw error;
      }
    },
  };
}

/** The request encodings the RPC surfaces accept, in order of preference. */
export const ACCEPTED_COMPRESSION: Compression[] = [bounded(compressionGzip), bounded(compressionBrotli)];
