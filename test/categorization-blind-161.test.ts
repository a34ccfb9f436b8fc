import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 215 rows in 8 files, blind to the categorizer; at least 194 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-sixty-first blind categorization corpus", "test/fixtures/categorization-blind-161", 194);
