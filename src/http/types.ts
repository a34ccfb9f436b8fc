import type * as http from "node:http";
import type * as http2 from "node:http2";

/** A request and response of either HTTP version, as Node's compatibility API gives them. */
export type HttpRequest = http.IncomingMessage | http2.Http2ServerRequest;
export type HttpResponse = http.ServerResponse | http2.Http2ServerResponse;
/** A request handler for both HTTP versions, like Node's own `request` listeners. */
export type RequestHandler = (req: HttpRequest, res: HttpResponse) => void;
