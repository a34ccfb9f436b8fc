import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { postJson, request } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * Errors name the real cause of a new user's usual mistakes, through a real server on loopback: which
 * part of the key is wrong, an amount written in major units, and a bank file sent as it is.
 */

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(() => running.close());

const PATH = "/api/v1/cashflow-health-score";
const RPC = "/cashflow.v1.CashFlowService/CashflowHealthScore";

describe("a refused key says which part is wrong, and never which keys exist", () => {
  const cases = [
    ["no Authorization header", {}, "No API key was sent. Send the header Authorization: Bearer <key>."],
    ["the key without Bearer", { authorization: TEST_KEY }, "The Authorization header is not of the form Bearer <key>: send the word Bearer, one space, then the key."],
    ["another scheme", { authorization: `Basic ${Buffer.from(`u:${TEST_KEY}`).toString("base64")}` }, "The Authorization header is not of the form Bearer <key>: send the word Bearer, one space, then the key."],
    ["a key the server does not have", { authorization: `Bearer ${TEST_KEY}x` }, "The API key sent is not one this server accepts. Check it for a typo, or for a key of another server."],
    ["an X-API-Key header", { "x-api-key": TEST_KEY }, "This service does not read the X-API-Key header. Send the key as Authorization: Bearer <key>."],
  ] as const;

  for (const [name, headers, message] of cases) {
    it(`${name}: 401 with its own message`, async () => {
      const response = await request(running.port, { path: PATH, headers: { ...headers, "content-type": "application/json" }, body: ENVELOPE });
      expect(response.status).toBe(401);
      expect(response.json.error).toBe("unauthenticated");
      expect(response.json.message).toBe(message);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(response.text).not.toContain(TEST_KEY);
    });
  }

  it("the RPC surfaces tell the same three causes apart", async () => {
    const messages = new Set<string>();
    const attempts: Record<string, string>[] = [{}, { authorization: TEST_KEY }, { authorization: `Bearer ${TEST_KEY}x` }];
    for (const headers of attempts) {
      const response = await request(running.port, { path: RPC, headers: { ...headers, "content-type": "application/json" }, body: ENVELOPE });
      expect(response.status).toBe(401);
      expect(response.json.code).toBe("unauthenticated");
      expect(response.text).not.toContain(TEST_KEY);
      messages.add(response.json.message);
    }
    expect(messages.size).toBe(3);
  });
});

describe("an amount in major units where minor units are asked for", () => {
  it('"4200.00" in amount_minor says minor units and gives the figure to send: 420000', async () => {
    const book = { ...ENVELOPE, transactions: [{ date: "2024-03-04", amount_minor: "4200.00" }] };
    const response = await postJson(running.port, PATH, book, TEST_KEY);
    expect(response.status).toBe(400);
    // 4,200.00 dollars are 420,000 cents
    expect(response.json.details).toEqual([
      {
        field: "transactions[0].amount_minor",
        issue: "Must be a whole number of minor units (cents for USD, yen for JPY), without decimals: in a currency with two decimals (USD, EUR) this amount is 420000.",
      },
    ]);
  });

  it("a JSON number with decimals and a negative decimal string too: -12.5 is -1250", async () => {
    const book = { ...ENVELOPE, balances: { ...ENVELOPE.balances, current_minor: "-12.5" }, transactions: [{ date: "2024-03-04", amount_minor: 0.07 }] };
    const response = await postJson(running.port, PATH, book, TEST_KEY);
    const issues = Object.fromEntries(response.json.details.map((d: { field: string; issue: string }) => [d.field, d.issue]));
    expect(issues["balances.current_minor"]).toMatch(/this amount is -1250\.$/);
    // 0.07 dollars are 7 cents
    expect(issues["transactions[0].amount_minor"]).toMatch(/this amount is 7\.$/);
  });
});

describe("a bank file sent to the gateway points to cashflow import", () => {
  const csv = "Date,Description,Amount\n2024-03-04,Invoice 1041,4200.00\n";
  const camt = '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"></Document>\n';

  it("as application/json: 400 invalid_json naming the kind of file and the command", async () => {
    for (const [body, kind] of [[csv, "CSV"], [camt, "XML"]] as const) {
      const response = await postJson(running.port, PATH, body, TEST_KEY);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe("invalid_json");
      expect(response.json.message).toContain(`It looks like a ${kind} bank file`);
      expect(response.json.message).toContain("cashflow import <file> -o envelope.json");
    }
  });

  it("as text/csv or application/xml: 415 with the same pointer", async () => {
    for (const [type, body] of [["text/csv", csv], ["application/xml", camt]] as const) {
      const response = await request(running.port, { path: PATH, headers: { authorization: `Bearer ${TEST_KEY}`, "content-type": type }, body });
      expect(response.status).toBe(415);
      expect(response.json.message).toContain("cashflow import <file> -o envelope.json");
    }
  });

  it("a body that is merely broken JSON gets no such pointer", async () => {
    const response = await postJson(running.port, PATH, '{"account_id": "a",', TEST_KEY);
    expect(response.json.message).toBe("The request body is not valid UTF-8 JSON.");
  });
});
