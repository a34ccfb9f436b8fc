/** The known bank-export layouts (see layout.ts). */

import type { Layout } from "./layout.js";

export const LAYOUTS: readonly Layout[] = [];
