import type { JsonReadOptions, JsonWriteOptions } from "@bufbuild/protobuf";

/**
 * How the RPC surfaces write protobuf JSON (and Connect reads it for health and reflection): the
 * API's field names, every field shown as the gateway shows it, and unknown fields ignored so one
 * body fits every method. Analysis requests are read by the call pipeline (./request-body.ts).
 */
export const RPC_JSON_OPTIONS = { useProtoFieldName: true, alwaysEmitImplicit: true, ignoreUnknownFields: true } as const satisfies Partial<JsonReadOptions & JsonWriteOptions>;
