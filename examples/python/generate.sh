#!/usr/bin/env bash
# Generates the Python modules the example client imports into examples/python/gen/, which git
# ignores: they are build output, remade from proto/ whenever needed, so they can never drift from
# the contract. Uses Debian's protoc and grpc_python_plugin (install-debian-packages.sh installs them);
# the modules they write match Debian's python3-protobuf and python3-grpcio.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$here/gen"

for tool in protoc grpc_python_plugin; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "generate.sh: $tool is not installed; run examples/python/install-debian-packages.sh" >&2
    exit 1
  fi
done

rm -rf "$out"
mkdir -p "$out"

# Messages and the CashFlowService stub: gen/cashflow/v1/cashflow_pb2.py and cashflow_pb2_grpc.py.
protoc \
  --proto_path="$root/proto" \
  --python_out="$out" \
  --grpc_python_out="$out" \
  --plugin=protoc-gen-grpc_python="$(command -v grpc_python_plugin)" \
  "$root/proto/cashflow/v1/cashflow.proto"

# The gRPC error status, to read the FieldViolations detail: gen/rpc_status_pb2.py. It declares
# no service, so it needs no stub.
protoc --proto_path="$here/protos" --python_out="$out" "$here/protos/rpc_status.proto"

echo "generated Python modules in ${out#"$root"/}"
