/**
 * Text from a file or a server, made safe to show on a terminal. A control character in a CSV
 * cell, an account id or a server's message (ESC starting a colour or cursor sequence, OSC
 * retitling the window, BEL, a carriage return overwriting a figure, a C1 control, a bidi override
 * reordering a line) is shown as its escape, e.g. `\x1b`, instead of acting on the terminal.
 * Line feeds and tabs stay: the CLI's own messages and tables are made of them.
 *
 * The one function every text the CLI shows passes through (run.ts wraps its output with it), so
 * no message, table or note can miss it.
 */

// C0 controls but tab and line feed, DEL, C1 controls, and the bidi embedding, override and isolate marks.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function showControls(text: string): string {
  return text.replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`;
  });
}

// In JSON text every C0 control is already escaped by JSON.stringify; these are the rest.
const JSON_UNESCAPED = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with DEL, the C1 controls and the bidi marks written as `\u` escapes, which JSON reads
 * back as the same characters: the data is unchanged, and nothing in it acts on a terminal.
 */
export function jsonWithoutControls(json: string): string {
  return json.replace(JSON_UNESCAPED, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
