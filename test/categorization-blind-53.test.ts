import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 303 rows in 11 files, blind to the categorizer; at least 273 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifty-third blind categorization corpus", "test/fixtures/categorization-blind-53", 273);
