import type { IncomingMessage } from "node:http";
import type { Http2ServerRequest } from "node:http2";
import { declaredLength } from "../http/read-body.js";

/** How the gateway takes a request body: JSON only, bounded in size (see ../http/read-body.ts), decoded strictly. */

export type GatewayRequest = IncomingMessage | Http2ServerRequest;

/**
 * Whether the request declares a JSON body: `application/json`, case-insensitive, with at most a
 * UTF-8 charset (RFC 8259 §8.1 makes UTF-8 the only charset of JSON exchanged between systems),
 * and no content coding the gateway would have to undo (RFC 7694 answers those with 415 too).
 */
export function isJsonRequest(req: GatewayRequest): boolean {
  const encoding = req.headers["content-encoding"];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") return false;
  const [mediaType, ...parameters] = (req.headers["content-type"] ?? "").split(";");
  if (mediaType?.trim().toLowerCase() !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split("=").map((part) => part.trim().toLowerCase().replace(/^"(.*)"$/, "$1"));
    return name !== "charset" || value === "utf-8" || value === "utf8";
  });
}

/** Whether a request body may still be on its way: a declared length above 0, or chunked framing. */
export function hasUnreadBody(req: GatewayRequest): boolean {
  if (req.readableEnded) return false;
  const length = declaredLength(req);
  return length === undefined ? req.headers["transfer-encoding"] !== undefined || req.httpVersionMajor === 2 : length > 0;
}

/** A media type that says the body is a bank file (`text/csv`, an XML or OFX type), for the 415's pointer to `cashflow import`. */
export function bankFileMediaType(req: GatewayRequest): "CSV" | "XML" | "OFX" | undefined {
  const mediaType = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType === "text/csv" || mediaType === "application/csv" || mediaType === "text/tab-separated-values") return "CSV";
  if (mediaType.includes("ofx")) return "OFX";
  if (mediaType === "application/xml" || mediaType === "text/xml" || mediaType.endsWith("+xml")) return "XML";
  return undefined;
}
