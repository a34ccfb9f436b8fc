/**
 * An MT940/MT942 file as a list of tags (`:61:` and its continuation lines), each with the line it
 * starts on. Files come bare (tags only, statements separated by `-` lines or not at all) or in the
 * SWIFT FIN envelope `{1:…}{2:O940…}{3:…}{4:` … `-}{5:…}`; the envelope is stripped here and the
 * message type from block 2 kept, so a file of MT103s is refused by name rather than misread.
 * Lines before the first tag of a message (bank file headers such as ING's "0000 01INGBNL2A…" or
 * MultiCash's "940 N2") carry no money and are counted, not read.
 */

export interface Tag {
  /** "20", "25", "28C", "60F", "61", "86", "NS", … */
  name: string;
  /** The text after `:61:`, continuation lines joined with "\n". */
  value: string;
  /** 1-based line of the tag. */
  line: number;
  /** The message type block 2 declared ("940", "942", …), when the file has the envelope. */
  declaredType?: string;
}

export interface TagList {
  tags: Tag[];
  /** Lines outside any tag that were not part of the envelope (file headers), for a note. */
  skippedLines: number;
}

const TAG = /^:(\d{2}[A-Z]?|NS):/;
const BLOCK2 = /\{2:[IO](\d{3})/;

export function readTags(text: string): TagList {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const tags: Tag[] = [];
  let skippedLines = 0;
  let current: Tag | undefined;
  let declaredType: string | undefined;
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    let line = raw.trimEnd();
    if (line.startsWith("{")) {
      // An envelope line: `{1:…}{2:O940…}{4:` opens a message, possibly with its first tag after `{4:`.
      const block2 = BLOCK2.exec(line);
      if (block2 !== null) declaredType = block2[1];
      const body = line.indexOf("{4:");
      current = undefined;
      if (body < 0) return;
      line = line.slice(body + 3);
      if (line === "") return;
    }
    if (line.startsWith("-}") || line === "-") {
      // The end of block 4, or the bare separator between statements.
      current = undefined;
      if (line.startsWith("-}")) declaredType = undefined;
      return;
    }
    const tag = TAG.exec(line);
    if (tag !== null) {
      current = { name: tag[1]!, value: line.slice(tag[0].length), line: lineNumber, ...(declaredType === undefined ? {} : { declaredType }) };
      tags.push(current);
      return;
    }
    if (current !== undefined) current.value += "\n" + line;
    else if (line.trim() !== "") skippedLines++;
  });
  return { tags, skippedLines };
}
