import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 212 rows in 8 files, blind to the categorizer; at least 190 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-seventh blind categorization corpus", "test/fixtures/categorization-blind-187", 190);
