import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 455 rows in 22 files, blind to the categorizer; at least 440 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifth blind categorization corpus", "test/fixtures/categorization-blind-5", 440);
