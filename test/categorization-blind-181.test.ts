import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 215 rows in 8 files, blind to the categorizer; at least 193 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-first blind categorization corpus", "test/fixtures/categorization-blind-181", 193);
