import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 274 rows in 12 files, blind to the categorizer; at least 250 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-ninth blind categorization corpus", "test/fixtures/categorization-blind-29", 250);
