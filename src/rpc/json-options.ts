import type { JsonReadOptions, JsonWriteOptions } from "@bufbuild/protobuf";

/**
 * How every RPC surface reads and writes protobuf JSON: the API's field names, every field shown
 * like the gateway shows it, and unknown fields ignored so one body fits every method (one body fits every route).
 * Connect's router and ./decode-json-request.ts both read with these, so they cannot disagree.
 */
export const RPC_JSON_OPTIONS = { useProtoFieldName: true, alwaysEmitImplicit: true, ignoreUnknownFields: true } as const satisfies Partial<JsonReadOptions & JsonWriteOptions>;
