#!/usr/bin/env bash
# Installs the Debian packages the Python client example needs, and only those missing, so CI
# (.ci/run) and the client test can both run it every time: when all four are installed it returns
# at once without touching apt.
#   protobuf-compiler        protoc, which writes the message modules
#   protobuf-compiler-grpc   grpc_python_plugin, which writes the service stub
#   python3-grpcio           the gRPC runtime for Debian's /usr/bin/python3
#   python3-protobuf         the protobuf runtime for the same interpreter
set -euo pipefail

packages=(protobuf-compiler protobuf-compiler-grpc python3-grpcio python3-protobuf)

missing=()
for package in "${packages[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null)" != "install ok installed" ]; then
    missing+=("$package")
  fi
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-debian-packages.sh: missing ${missing[*]}, and this is not a Debian system (no apt-get)." >&2
  echo "The Python client example is built and tested with Debian's packages; run it on Debian 12 or in a Debian container." >&2
  exit 1
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
  else
    echo "install-debian-packages.sh: missing ${missing[*]}; installing needs root. Run:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
install() {
  "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}
echo "installing ${missing[*]} from Debian" >&2
# The package lists are refreshed only when the install fails (absent or stale lists on a fresh
# machine): the common case then costs one install and no download of the lists.
if ! install; then
  "${as_root[@]}" apt-get update -q
  install
fi
