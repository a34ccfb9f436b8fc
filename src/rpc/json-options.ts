import type { JsonReadOptions, JsonWriteOptions } from "@bufbuild/protobuf";

/**
 * How every RPC surface reads and writes protobuf JSON: the seed's field names, every field shown
 * like the gateway shows it, and unknown fields ignored so one body fits every method (seed rule 2).
 * Connect's router and ./decode-json-request.ts both read with these, so they cannot disagree.
 */
export const RPC_JSON_OPTIONS = { useProtoFieldName: true, alwaysEmitImplicit: true, ignoreUnknownFields: true } as const satisfies Partial<JsonReadOptions & JsonWriteOptions>;
