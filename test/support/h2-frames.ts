import * as net from "node:net";
import { once } from "node:events";

/**
 * HTTP/2 written by hand, frame by frame (RFC 9113 §4, §6), for tests of what a well-behaved client
 * library would never send: resets right after HEADERS, header blocks continued for ever, random
 * frames. Header blocks use HPACK literals without indexing or Huffman coding (RFC 7541 §6.2.2), the
 * simplest encoding every decoder must accept.
 */

export const PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1");

export const FrameType = { DATA: 0, HEADERS: 1, RST_STREAM: 3, SETTINGS: 4, PING: 6, GOAWAY: 7, WINDOW_UPDATE: 8, CONTINUATION: 9 } as const;
export const Flags = { END_STREAM: 0x1, END_HEADERS: 0x4 } as const;

export function frame(type: number, flags: number, streamId: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(9);
  header.writeUIntBE(payload.length, 0, 3);
  header[3] = type;
  header[4] = flags;
  header.writeUInt32BE(streamId & 0x7fffffff, 5);
  return Buffer.concat([header, payload]);
}

/** An HPACK integer with an `prefixBits`-bit prefix (RFC 7541 §5.1). */
function hpackInteger(value: number, prefixBits: number, firstByte = 0): Buffer {
  const max = (1 << prefixBits) - 1;
  if (value < max) return Buffer.from([firstByte | value]);
  const bytes = [firstByte | max];
  let rest = value - max;
  while (rest >= 128) {
    bytes.push((rest % 128) + 128);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

/** A header block of literal fields without indexing, new names (RFC 7541 §6.2.2). */
export function headerBlock(headers: [string, string][]): Buffer {
  return Buffer.concat(
    headers.flatMap(([name, value]) => [Buffer.from([0]), hpackInteger(name.length, 7), Buffer.from(name, "latin1"), hpackInteger(value.length, 7), Buffer.from(value, "latin1")]),
  );
}

/** The request headers of a gRPC call on `path`. */
export function grpcRequestHeaders(path: string, extra: [string, string][] = []): [string, string][] {
  return [[":method", "POST"], [":scheme", "http"], [":path", path], [":authority", "127.0.0.1"], ["content-type", "application/grpc"], ["te", "trailers"], ...extra];
}

/** The preface and an empty SETTINGS frame: the least a client must send before any stream. */
export function opening(settings: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([PREFACE, frame(FrameType.SETTINGS, 0, 0, settings)]);
}

/** A SETTINGS payload (RFC 9113 §6.5.1): identifier/value pairs. */
export function settingsPayload(pairs: [number, number][]): Buffer {
  const payload = Buffer.alloc(6 * pairs.length);
  pairs.forEach(([id, value], i) => {
    payload.writeUInt16BE(id, 6 * i);
    payload.writeUInt32BE(value, 6 * i + 2);
  });
  return payload;
}

export interface RawOutcome {
  /** The server closed the connection (after a GOAWAY, or at once). */
  closedByServer: boolean;
  /** The error code of the server's GOAWAY, if it sent one (0 is NO_ERROR; 11 is ENHANCE_YOUR_CALM). */
  goawayCode: number | undefined;
  /** RST_STREAM frames the server sent. */
  resets: number;
}

/**
 * A raw connection: writes `bytes` then a PING, reads what the server sends, and resolves when the
 * server acknowledges that PING (it has read everything before it), sends a GOAWAY or closes the
 * connection, whichever comes first. No timer: each is an event the server must produce.
 */
export async function rawExchange(port: number, bytes: Buffer): Promise<RawOutcome> {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  const marker = Buffer.from("fuzzdone");
  const outcome: RawOutcome = { closedByServer: false, goawayCode: undefined, resets: 0 };
  let pending = Buffer.alloc(0);
  const acknowledged = new Promise<void>((resolve) => {
    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 9) {
        const length = pending.readUIntBE(0, 3);
        if (pending.length < 9 + length) break;
        const type = pending[3]!;
        const flags = pending[4]!;
        const payload = pending.subarray(9, 9 + length);
        pending = pending.subarray(9 + length);
        // A GOAWAY ends the connection's use: the server will not answer the PING after it.
        if (type === FrameType.GOAWAY && payload.length >= 8) {
          outcome.goawayCode = payload.readUInt32BE(4);
          resolve();
        }
        if (type === FrameType.RST_STREAM) outcome.resets += 1;
        if (type === FrameType.PING && (flags & 0x1) === 1 && payload.equals(marker)) resolve();
      }
    });
    socket.once("close", () => {
      outcome.closedByServer = true;
      resolve();
    });
  });
  socket.write(Buffer.concat([bytes, frame(FrameType.PING, 0, 0, marker)]));
  await acknowledged;
  socket.destroy();
  return outcome;
}
