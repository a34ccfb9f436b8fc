import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 224 rows in 9 files, blind to the categorizer; at least 205 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirty-first blind categorization corpus", "test/fixtures/categorization-blind-31", 205);
