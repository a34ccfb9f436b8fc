import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 203 rows in 8 files, blind to the categorizer; at least 183 keeps it a measurement of some weight.
describeMeasuringCorpus("the eighty-third blind categorization corpus", "test/fixtures/categorization-blind-83", 183);
