import { toBinary, type DescFile, type DescMessage } from "@bufbuild/protobuf";
import { FileDescriptorProtoSchema } from "@bufbuild/protobuf/wkt";
import type { ServiceImpl } from "@connectrpc/connect";
import { ServerReflection as ReflectionV1 } from "../../gen/grpc/reflection/v1/reflection_pb.js";
import { ServerReflection as ReflectionV1alpha } from "../../gen/grpc/reflection/v1alpha/reflection_pb.js";

/**
 * gRPC server reflection over the generated file descriptors, so `buf curl` and grpcurl work
 * without a local copy of the schema. v1 and v1alpha have the same messages under two package
 * names; one implementation answers both, as older clients still ask v1alpha.
 */

/** A reflection question, in the shape shared by the v1 and v1alpha request messages. */
interface Question {
  host: string;
  messageRequest:
    | { case: "fileByFilename" | "fileContainingSymbol" | "allExtensionNumbersOfType" | "listServices"; value: string }
    | { case: "fileContainingExtension"; value: { containingType: string; extensionNumber: number } }
    | { case: undefined; value?: undefined };
}

type Answer =
  | { case: "fileDescriptorResponse"; value: { fileDescriptorProto: Uint8Array[] } }
  | { case: "listServicesResponse"; value: { service: { name: string }[] } }
  | { case: "allExtensionNumbersResponse"; value: { baseTypeName: string; extensionNumber: number[] } }
  | { case: "errorResponse"; value: { errorCode: number; errorMessage: string } };

// gRPC status codes carried in ErrorResponse.error_code.
const INVALID_ARGUMENT = 3;
const NOT_FOUND = 5;

/** What the files hold, indexed once at start: reflection questions are then map look-ups. */
class DescriptorIndex {
  readonly files = new Map<string, DescFile>();
  readonly symbols = new Map<string, DescFile>();
  readonly messages = new Map<string, DescMessage>();
  readonly extensions = new Map<string, DescFile>();
  readonly extensionNumbers = new Map<string, number[]>();
  readonly serviceNames: string[] = [];
  private readonly encoded = new Map<DescFile, Uint8Array>();

  constructor(files: readonly DescFile[]) {
    for (const file of files) this.addFile(file);
  }

  private addFile(file: DescFile): void {
    if (this.files.has(file.proto.name)) return;
    this.files.set(file.proto.name, file);
    this.encoded.set(file, toBinary(FileDescriptorProtoSchema, file.proto));
    for (const dependency of file.dependencies) this.addFile(dependency);
    for (const message of file.messages) this.addMessage(file, message);
    for (const enumeration of file.enums) this.addEnum(file, enumeration.typeName, enumeration.values);
    for (const extension of file.extensions) this.addExtension(file, extension);
    for (const service of file.services) {
      this.serviceNames.push(service.typeName);
      this.symbols.set(service.typeName, file);
      for (const method of service.methods) this.symbols.set(`${service.typeName}.${method.name}`, file);
    }
  }

  private addMessage(file: DescFile, message: DescMessage): void {
    this.symbols.set(message.typeName, file);
    this.messages.set(message.typeName, message);
    for (const field of message.fields) this.symbols.set(`${message.typeName}.${field.name}`, file);
    for (const oneof of message.oneofs) this.symbols.set(`${message.typeName}.${oneof.name}`, file);
    for (const nested of message.nestedMessages) this.addMessage(file, nested);
    for (const enumeration of message.nestedEnums) this.addEnum(file, enumeration.typeName, enumeration.values);
    for (const extension of message.nestedExtensions) this.addExtension(file, extension);
  }

  /** Enum values are scoped beside their enum, not inside it (`pkg.SERVING`, not `pkg.Status.SERVING`). */
  private addEnum(file: DescFile, typeName: string, values: readonly { name: string }[]): void {
    this.symbols.set(typeName, file);
    const scope = typeName.slice(0, typeName.lastIndexOf(".") + 1);
    for (const value of values) this.symbols.set(scope + value.name, file);
  }

  private addExtension(file: DescFile, extension: { typeName: string; number: number; extendee: DescMessage }): void {
    this.symbols.set(extension.typeName, file);
    this.extensions.set(`${extension.extendee.typeName}#${extension.number}`, file);
    const numbers = this.extensionNumbers.get(extension.extendee.typeName) ?? [];
    numbers.push(extension.number);
    this.extensionNumbers.set(extension.extendee.typeName, numbers);
  }

  /**
   * The file and, after it, those of its transitive dependencies this stream has not received
   * yet: a client builds its descriptor pool from everything received on the stream.
   */
  withDependencies(file: DescFile, sent: Set<string>): Uint8Array[] {
    const out: Uint8Array[] = [];
    const visit = (current: DescFile, requested: boolean) => {
      if (!requested && sent.has(current.proto.name)) return;
      sent.add(current.proto.name);
      out.push(this.encoded.get(current)!);
      for (const dependency of current.dependencies) visit(dependency, false);
    };
    visit(file, true);
    return out;
  }
}

function answer(index: DescriptorIndex, question: Question, sent: Set<string>): Answer {
  const request = question.messageRequest;
  const files = (file: DescFile | undefined, what: string): Answer =>
    file === undefined
      ? { case: "errorResponse", value: { errorCode: NOT_FOUND, errorMessage: `${what} not found.` } }
      : { case: "fileDescriptorResponse", value: { fileDescriptorProto: index.withDependencies(file, sent) } };
  switch (request.case) {
    case "fileByFilename":
      return files(index.files.get(request.value), `File "${request.value}"`);
    case "fileContainingSymbol":
      return files(index.symbols.get(request.value.replace(/^\./, "")), `Symbol "${request.value}"`);
    case "fileContainingExtension": {
      const { containingType, extensionNumber } = request.value;
      return files(index.extensions.get(`${containingType}#${extensionNumber}`), `Extension ${extensionNumber} of "${containingType}"`);
    }
    case "allExtensionNumbersOfType":
      if (!index.messages.has(request.value)) {
        return { case: "errorResponse", value: { errorCode: NOT_FOUND, errorMessage: `Type "${request.value}" not found.` } };
      }
      return {
        case: "allExtensionNumbersResponse",
        value: { baseTypeName: request.value, extensionNumber: index.extensionNumbers.get(request.value) ?? [] },
      };
    case "listServices":
      return { case: "listServicesResponse", value: { service: index.serviceNames.map((name) => ({ name })) } };
    case undefined:
      return { case: "errorResponse", value: { errorCode: INVALID_ARGUMENT, errorMessage: "The request asks nothing." } };
  }
}

/**
 * The reflection services for the given files (their dependencies are found through them).
 * Each stream remembers which files it has sent, as the protocol lets a server skip repeats.
 */
export function createReflectionServices(files: readonly DescFile[]): {
  v1: ServiceImpl<typeof ReflectionV1>;
  v1alpha: ServiceImpl<typeof ReflectionV1alpha>;
} {
  const index = new DescriptorIndex(files);
  async function* respond<Q extends Question>(questions: AsyncIterable<Q>) {
    const sent = new Set<string>();
    for await (const question of questions) {
      yield { validHost: question.host, originalRequest: question, messageResponse: answer(index, question, sent) };
    }
  }
  return {
    v1: { serverReflectionInfo: respond },
    v1alpha: { serverReflectionInfo: respond },
  };
}
