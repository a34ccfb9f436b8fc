import { Code, ConnectError, type HandlerContext, type ServiceImpl } from "@connectrpc/connect";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { Health, HealthCheckResponse_ServingStatus as ServingStatus, type HealthCheckRequest } from "../../gen/grpc/health/v1/health_pb.js";

/**
 * The serving status reported by grpc.health.v1, for the server as a whole ("") and for
 * CashFlowService, which share one status: the service has no dependency that could fail alone.
 * Shutdown sets NOT_SERVING so load balancers stop routing here while requests drain.
 */
export class HealthState {
  private status = ServingStatus.SERVING;
  private ended = false;
  private readonly watchers = new Set<() => void>();

  static readonly services: ReadonlySet<string> = new Set(["", CashFlowService.typeName]);

  set(status: ServingStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const notify of this.watchers) notify();
  }

  /**
   * NOT_SERVING from now on, and every Watch stream ends after telling its client so: an open
   * watch would otherwise hold its HTTP/2 session open through the whole drain.
   */
  shutDown(): void {
    this.ended = true;
    this.set(ServingStatus.NOT_SERVING);
  }

  get isShutDown(): boolean {
    return this.ended;
  }

  /** The status of `service`, or undefined when the server has no such service. */
  of(service: string): ServingStatus | undefined {
    return HealthState.services.has(service) ? this.status : undefined;
  }

  /** Resolves at the next status change, or when `signal` aborts. */
  changed(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.watchers.delete(done);
        signal.removeEventListener("abort", done);
        resolve();
      };
      this.watchers.add(done);
      signal.addEventListener("abort", done);
    });
  }
}

export function createHealthService(state: HealthState): ServiceImpl<typeof Health> {
  return {
    check(request: HealthCheckRequest) {
      const status = state.of(request.service);
      // The protocol answers an unknown service with NOT_FOUND on Check (and SERVICE_UNKNOWN on Watch).
      if (status === undefined) throw new ConnectError(`Unknown service "${request.service}".`, Code.NotFound);
      return { status };
    },
    async *watch(request: HealthCheckRequest, context: HandlerContext) {
      let last: ServingStatus | undefined;
      for (;;) {
        const status = state.of(request.service) ?? ServingStatus.SERVICE_UNKNOWN;
        if (status !== last) {
          last = status;
          yield { status };
        }
        if (state.isShutDown || context.signal.aborted) return;
        await state.changed(context.signal);
      }
    },
  };
}
