import { ConnectError } from "@connectrpc/connect";

/** The error an RPC call was refused with; fails the test if the call succeeded instead. */
export async function rejection(promise: Promise<unknown>): Promise<ConnectError> {
  try {
    await promise;
  } catch (error) {
    return ConnectError.from(error);
  }
  throw new Error("the call succeeded");
}
