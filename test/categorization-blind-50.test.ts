import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 309 rows in 11 files, blind to the categorizer; at least 278 keeps it a measurement of some weight.
describeMeasuringCorpus("the fiftieth blind categorization corpus", "test/fixtures/categorization-blind-50", 278);
