#!/usr/bin/python3
"""A Python gRPC client for the Cash Flow Intelligence Service.

Calls one or all eight methods of cashflow.v1.CashFlowService with one request envelope (the same
JSON the /api/v1 gateway takes) and prints what each answers.

    export CASHFLOW_API_KEY=dev-key-change-me
    examples/python/generate.sh
    /usr/bin/python3 examples/python/client.py localhost:8080 examples/small-company.json
    /usr/bin/python3 examples/python/client.py localhost:8080 examples/burning-startup.json LiquidityRunoutForecast
    /usr/bin/python3 examples/python/client.py localhost:8080 examples/overdrawn-account.json --json

The key is read from CASHFLOW_API_KEY, not from the command line, so it stays out of shell history
and process listings. Exit status, as for `npx cashflow`: 0 every call answered; 1 the envelope is
invalid (each invalid field is printed); 2 a usage error or a key the service refuses; 3 the service
failed or could not be reached.
"""

import argparse
import json
import os
import sys
from pathlib import Path

import grpc
from google.protobuf import json_format
from google.protobuf.message import Message

# The generated modules live in gen/ beside this file (examples/python/generate.sh writes them).
sys.path.insert(0, str(Path(__file__).resolve().parent / "gen"))
try:
    from cashflow.v1 import cashflow_pb2, cashflow_pb2_grpc
    import rpc_status_pb2
except ImportError as missing:
    sys.exit(f"client.py: the generated modules are missing ({missing}); run examples/python/generate.sh first")

SERVICE = cashflow_pb2.DESCRIPTOR.services_by_name["CashFlowService"]
# The eight methods in the contract's order, read from the descriptor so a new method needs no edit here.
METHODS = [method.name for method in SERVICE.methods]

# The trailer in which gRPC servers send the binary google.rpc.Status with the error's details.
STATUS_DETAILS_TRAILER = "grpc-status-details-bin"
FIELD_VIOLATIONS_TYPE = "type.googleapis.com/" + cashflow_pb2.FieldViolations.DESCRIPTOR.full_name


def main() -> int:
    parser = argparse.ArgumentParser(description="Call the Cash Flow Intelligence Service over gRPC.")
    parser.add_argument("target", help="host:port of the service, e.g. localhost:8080")
    parser.add_argument("envelope", help="a request envelope as JSON, e.g. examples/small-company.json")
    parser.add_argument("methods", nargs="*", metavar="METHOD", help=f"methods to call (default: all eight): {', '.join(METHODS)}")
    parser.add_argument("--json", action="store_true", help="print the whole answers as protobuf JSON instead of a summary")
    parser.add_argument("--tls", action="store_true", help="connect with TLS (for a server started with CASHFLOW_TLS_CERT)")
    parser.add_argument("--ca-cert", metavar="PEM", help="trust this CA certificate instead of the system's; implies --tls")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each answer (default 30)")
    # Intermixed, so options may come before or after the method names.
    args = parser.parse_intermixed_args()

    unknown = [name for name in args.methods if name not in METHODS]
    if unknown:
        parser.error(f"unknown method {', '.join(unknown)}; choose from {', '.join(METHODS)}")
    key = os.environ.get("CASHFLOW_API_KEY", "").strip()
    if not key:
        parser.error("set CASHFLOW_API_KEY to the service's API key")

    try:
        request = read_envelope(args.envelope)
    except OSError as error:
        parser.error(f"cannot read {args.envelope}: {error.strerror}")
    except json_format.ParseError as error:
        # The message names the field, e.g. 'Failed to parse amount_minor field: Couldn't parse integer: "12.5"'.
        print(f"{args.envelope}: {error}", file=sys.stderr)
        return 1

    with open_channel(args) as channel:
        stub = cashflow_pb2_grpc.CashFlowServiceStub(channel)
        # Plain call metadata works on a cleartext channel too, where grpc's call credentials refuse to send.
        metadata = (("authorization", f"Bearer {key}"),)
        answers = {}
        for name in args.methods or METHODS:
            try:
                answers[name] = getattr(stub, name)(request, metadata=metadata, timeout=args.timeout)
            except grpc.RpcError as error:
                # Every method reads the same envelope, so a refusal of one would repeat for the rest.
                return report_failure(name, error)

    if args.json:
        print(json.dumps({name: to_dict(answer) for name, answer in answers.items()}, indent=2))
    else:
        for name, answer in answers.items():
            print(f"{name} ({answer.endpoint}, account {answer.account_id})")
            print(f"  {SUMMARIES[name](answer.structured)}")
            print("  " + answer.narrative.replace("\n", "\n  "))
            print()
    return 0


def read_envelope(path: str) -> cashflow_pb2.AnalysisRequest:
    """Reads an envelope file into the request message.

    json_format.Parse takes the proto field names (account_id, amount_minor) as well as lowerCamelCase,
    and int64 values as JSON numbers or strings. Unlike the gateway it refuses unknown field names,
    which catches a misspelt field before the request is sent.
    """
    with open(path, encoding="utf-8") as file:
        return json_format.Parse(file.read(), cashflow_pb2.AnalysisRequest())


def open_channel(args: argparse.Namespace) -> grpc.Channel:
    if not (args.tls or args.ca_cert):
        # The service speaks HTTP/2 without TLS on its one port ("h2c"), which is what grpc sends here.
        return grpc.insecure_channel(args.target)
    root_certificates = Path(args.ca_cert).read_bytes() if args.ca_cert else None
    return grpc.secure_channel(args.target, grpc.ssl_channel_credentials(root_certificates=root_certificates))


def report_failure(method: str, error: grpc.RpcError) -> int:
    code = error.code()
    print(f"{method}: {code.name}: {error.details()}", file=sys.stderr)
    if code == grpc.StatusCode.INVALID_ARGUMENT:
        for violation in field_violations(error):
            print(f"  {violation.field}: {violation.issue}", file=sys.stderr)
        return 1
    if code == grpc.StatusCode.UNAUTHENTICATED:
        print("  check CASHFLOW_API_KEY: the service does not accept this key", file=sys.stderr)
        return 2
    return 3


def field_violations(error: grpc.RpcError) -> list:
    """The invalid fields of an INVALID_ARGUMENT answer, each with a `field` path and an `issue`.

    The service puts them in a cashflow.v1.FieldViolations detail, packed in the google.rpc.Status
    that gRPC carries in the grpc-status-details-bin trailer. (With pip's grpcio-status installed,
    `grpc_status.rpc_status.from_call(error)` decodes the same Status.)
    """
    for key, value in error.trailing_metadata() or ():
        if key != STATUS_DETAILS_TRAILER:
            continue
        status = rpc_status_pb2.Status.FromString(value)
        return [
            violation
            for detail in status.details
            if detail.type_url == FIELD_VIOLATIONS_TYPE
            for violation in cashflow_pb2.FieldViolations.FromString(detail.value).violations
        ]
    return []


def to_dict(message: Message) -> dict:
    """A message as protobuf JSON with the proto field names, and fields at their zero value kept.

    Zero values matter here (a funding gap of 0, a false tripped signal); the option that keeps them
    was renamed in protobuf 5.26, so both spellings are tried. int64 values are JSON strings, as
    protobuf JSON writes them; an unset optional (days to zero on a stable runway) is left out.
    """
    try:
        return json_format.MessageToDict(message, preserving_proto_field_name=True, always_print_fields_with_no_presence=True)
    except TypeError:
        return json_format.MessageToDict(message, preserving_proto_field_name=True, including_default_value_fields=True)


def days_to_zero(runout: cashflow_pb2.LiquidityRunoutForecast) -> str:
    # estimated_days_to_zero_balance is a proto3 optional: HasField tells "unset" (stable) from 0 (already at zero).
    if not runout.HasField("estimated_days_to_zero_balance"):
        return "runway stable"
    return f"{runout.estimated_days_to_zero_balance} days to a zero balance"


def ranked(items, label) -> str:
    return ", ".join(f"{label(item)} {item.amount_minor}" for item in items) or "none"


# One line per method, built from the typed fields; amounts are in minor units (cents for USD).
SUMMARIES = {
    "CashflowHealthScore": lambda s: (
        f"score {s.score}/100; net position {s.drivers.net_position_minor}, "
        f"monthly outflow {s.drivers.monthly_outflow_minor}, volatility {s.drivers.volatility_index}"
    ),
    "Forecast30dCashPosition": lambda s: f"in 30 days {s.forecast_30d_minor} ± {s.confidence_band_minor:.0f} (95%)",
    "LiquidityRunoutForecast": lambda s: (
        f"{days_to_zero(s)}; in 30 days {s.projected_balance_30d_minor}, funding gap {s.funding_gap_30d_minor}, "
        f"{s.treasury_war_room_hours_recommended_next_30d:g} war-room hours"
    ),
    "SimulatedScenarioRunner": lambda s: ", ".join(f"{scenario.name} {scenario.balance_minor}" for scenario in s.scenarios),
    "ArAgingAccelerator": lambda s: "collect first: " + ranked(s.prioritized, lambda p: p.bucket),
    "BurnRateOptimizer": lambda s: f"monthly burn {s.monthly_burn_minor}; savings: " + ranked(s.reduction_opportunities, lambda r: r.category),
    "DistressEarlyWarning": lambda s: (
        f"composite risk {s.composite_risk}/100; tripped: "
        + (", ".join(signal.id for signal in s.signals if signal.tripped) or "none")
    ),
    "EarlyPaymentDiscountLeak": lambda s: (
        f"{s.invoices_with_discount_terms} invoices with discounts, {s.discounts_on_table_minor} on the table, "
        f"{s.estimated_recoverable_minor} recoverable at {s.assumed_capture_rate_pct}%"
    ),
}


if __name__ == "__main__":
    sys.exit(main())
