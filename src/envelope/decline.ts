/**
 * How this folder's fast readers (./protobuf-binary.ts, ./json-scanner.ts and the contract code
 * generated for them in gen/) give a request up to the stock decoder: thrown anywhere inside a read,
 * caught at its top, and never escaping. One symbol for all of them, so a generated function may
 * decline inside either reader.
 */
export const DECLINE = Symbol("decline");
