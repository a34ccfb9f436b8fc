import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 295 rows in 11 files, blind to the categorizer; at least 265 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirty-fifth blind categorization corpus", "test/fixtures/categorization-blind-35", 265);
