/**
 * The report printed to PDF by headless Chromium, driven by playwright-core: the same HTML, laid
 * out by a real browser engine, so the PDF is exactly what a person printing the page would get.
 * playwright-core downloads no browser; it drives the system's Chromium (Debian's `chromium`), or
 * the binary CHROMIUM_PATH names.
 */

import { access, constants } from "node:fs/promises";
import { chromium } from "playwright-core";

export type Paper = "a4" | "letter";

/** Where distributions put Chromium or Chrome; the first that exists is used. */
const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable", "/snap/bin/chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"];

export const INSTALL_HINT = "install Chromium (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chrome or Chromium binary";

export async function findChromium(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined> {
  const given = env["CHROMIUM_PATH"]?.trim();
  for (const path of given ? [given] : CANDIDATES) {
    try {
      await access(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Flags for a headless browser that must not reach the network or the GPU. */
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-default-apps", "--disable-sync", "--no-first-run"];

export async function printPdf(html: string, executablePath: string, paper: Paper): Promise<Uint8Array> {
  const browser = await chromium.launch({ executablePath, args: FLAGS });
  try {
    const page = await browser.newPage();
    // The page is self-contained: any request it tried would be a fault, so none is let out.
    await page.route("**/*", (route) => route.abort());
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf({ format: paper === "letter" ? "Letter" : "A4", printBackground: true });
  } finally {
    await browser.close();
  }
}
