import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { analyse, SLUGS, type AnalysisResponse } from "../../src/engine/index.js";
import { findChromium, printPdf } from "../../src/report/pdf.js";
import { ROOT } from "../support/process.js";

/**
 * The report as a reader gets it: `cashflow report` on an example book, opened in Debian's
 * headless Chromium. Nothing may fail to load or log an error, every chart must have drawn marks,
 * and each figure shown must be the JSON answer's figure. The screenshot is kept in test-results/
 * (the README's picture is made from it), and the PDF is read back with poppler's tools.
 */

const BOOK = join(ROOT, "examples/small-company.json");
const dir = mkdtempSync(join(tmpdir(), "cashflow-report-"));
const reportFile = join(dir, "report.html");
let html: string;
let browser: Browser;
let chromiumPath: string;

/** The JSON answers for the same book, the figures the page must show. */
const answers = new Map<string, AnalysisResponse>(
  SLUGS.map((slug) => {
    const result = analyse(slug, JSON.parse(readFileSync(BOOK, "utf8")));
    if (!result.ok) throw new Error(`${slug} refused the example book`);
    return [slug, result.response];
  }),
);
const structured = (slug: string) => answers.get(slug)!.structured as unknown as Record<string, any>;
/** The book is in USD: a figure in cents as a person reads it, formatted here by Intl, not by the program. */
const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

beforeAll(async () => {
  const found = await findChromium(process.env);
  if (found === undefined) throw new Error("Chromium is needed for the report tests: apt-get install chromium (.ci/run does)");
  chromiumPath = found;
  const out: string[] = [];
  const status = await run(["report", BOOK, "-o", reportFile], { stdout: (t) => out.push(t), stderr: (t) => out.push(t), env: {} });
  expect(status, out.join("")).toBe(0);
  html = readFileSync(reportFile, "utf8");
  browser = await chromium.launch({ executablePath: chromiumPath, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
});
afterAll(async () => {
  await browser?.close();
});

describe("the HTML report in a browser", () => {
  it("loads with no console error, no failed request and no request beyond the file itself, and runs no script", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("requestfailed", (request) => errors.push(`failed: ${request.url()}`));
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(reportFile).href, { waitUntil: "load" });
    expect(errors).toEqual([]);
    expect(requests).toEqual([pathToFileURL(reportFile).href]);
    expect(await page.locator("script").count()).toBe(0);

    mkdirSync(join(ROOT, "test-results"), { recursive: true });
    await page.setViewportSize({ width: 900, height: 1250 });
    // the first screen: the headline figures, the health score and the balance chart
    await page.screenshot({ path: join(ROOT, "test-results/report.png") });
    await page.close();
  });

  it("draws every chart, each with a title, a text alternative and its marks", async () => {
    const page = await browser.newPage();
    await page.setContent(html);
    // balance and forecast, scenarios, receivables, outflows by category
    const charts = page.locator("figure > svg");
    expect(await charts.count()).toBe(4);
    for (const section of ["forecast-30d-cash-position", "simulated-scenario-runner", "ar-aging-accelerator", "burn-rate-optimizer"]) {
      const figure = page.locator(`#${section} figure`);
      expect(await figure.locator("figcaption").innerText()).not.toBe("");
      expect(await figure.locator("svg").first().getAttribute("aria-label")).not.toBeNull();
      expect(await figure.locator("svg .role-title-text").first().textContent()).not.toBe("");
    }
    // the balance line: one path per series (history, forecast), with geometry
    const lines = page.locator("#forecast-30d-cash-position svg .mark-line path");
    expect(await lines.count()).toBe(2);
    for (const d of await lines.evaluateAll((paths) => paths.map((p) => p.getAttribute("d") ?? ""))) expect(d.length).toBeGreaterThan(20);
    // one bar per scenario (3) and per receivables bucket (the answer's list)
    expect(await page.locator("#simulated-scenario-runner svg .mark-rect path").count()).toBe(3);
    expect(await page.locator("#ar-aging-accelerator svg .mark-rect path").count()).toBe(structured("ar-aging-accelerator").prioritized.length);
    // the painted width of each bar is not zero
    const box = await page.locator("#simulated-scenario-runner svg .mark-rect path").first().boundingBox();
    expect(box!.width).toBeGreaterThan(10);
    await page.close();
  });

  it("shows the JSON answers' figures, formatted in the book's currency", async () => {
    const page = await browser.newPage();
    await page.setContent(html);
    const pairs = async (slug: string) =>
      Object.fromEntries(await page.locator(`#${slug} dl.pairs div`).evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent])));
    const forecast = structured("forecast-30d-cash-position");
    expect(await pairs("forecast-30d-cash-position")).toMatchObject({ "Cash in 30 days, after payables": usd(forecast.forecast_30d_minor), "95% band (±)": usd(Math.round(forecast.confidence_band_minor)) });
    const liquidity = structured("liquidity-runout-forecast");
    expect(await pairs("liquidity-runout-forecast")).toMatchObject({ "Balance in 30 days, before payables": usd(liquidity.projected_balance_30d_minor), "Funding gap in 30 days, before payables": usd(liquidity.funding_gap_30d_minor) });
    expect(await pairs("cashflow-health-score")).toMatchObject({ Score: `${structured("cashflow-health-score").score} / 100` });
    expect(await pairs("distress-early-warning")).toMatchObject({ "Composite risk": `${structured("distress-early-warning").composite_risk} / 100` });
    expect(await pairs("burn-rate-optimizer")).toMatchObject({ "Monthly burn (less own transfers)": usd(structured("burn-rate-optimizer").monthly_burn_minor) });
    const discounts = structured("early-payment-discount-leak");
    expect(await pairs("early-payment-discount-leak")).toMatchObject({ "Estimated recoverable": usd(discounts.estimated_recoverable_minor) });
    const scenarioRows = await page.locator("#simulated-scenario-runner table").first().locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent)));
    expect(scenarioRows).toEqual(structured("simulated-scenario-runner").scenarios.map((s: { name: string; balance_minor: number }) => [s.name, usd(s.balance_minor)]));
    // the headline balance is the book's closing balance, 68,400.00 (balances.current_minor 6,840,000)
    expect(await page.locator("dl.headline").innerText()).toContain("$68,400.00");
    // and every narrative, line for line
    for (const slug of SLUGS) {
      const shown = await page.locator(`#${slug} .narrative p`).allInnerTexts();
      expect(shown).toEqual(answers.get(slug)!.narrative.split("\n").filter((line) => line.trim() !== ""));
    }
    await page.close();
  });
});

describe("the PDF", () => {
  it.each(["a4", "letter"] as const)("prints on %s with every section and its figures in the text", async (paper) => {
    const file = join(dir, `report-${paper}.pdf`);
    writeFileSync(file, await printPdf(html, chromiumPath, paper));
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
    // eight sections, four charts of a third of a page or more: at least three pages, and a
    // report that needed more than ten would have lost its layout
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(10);
    // the page size poppler reads: A4 is 595 × 842 pt, Letter 612 × 792 pt
    expect(info).toMatch(paper === "a4" ? /Page size:\s+595\.\d* x 841\.\d*|Page size:\s+595\.\d* x 842/ : /Page size:\s+612 x 792/);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    // pdftotext ends every page with a form feed
    expect(text.split("\f").length - 1).toBe(pages);
    for (const title of ["Cash-flow health score", "30-day cash position forecast", "Liquidity run-out forecast", "Scenario simulation", "Receivables collection priorities", "Burn rate and reduction opportunities", "Distress early warning", "Early-payment discount leak"]) {
      expect(text).toContain(title);
    }
    expect(text).toContain(usd(structured("forecast-30d-cash-position").forecast_30d_minor));
    expect(text).toContain("harbor-bakery-operating");
  });
});
