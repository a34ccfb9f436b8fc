import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 307 rows in 11 files, blind to the categorizer; at least 276 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirty-seventh blind categorization corpus", "test/fixtures/categorization-blind-37", 276);
