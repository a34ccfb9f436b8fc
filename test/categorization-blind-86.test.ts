import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 226 rows in 8 files, blind to the categorizer; at least 203 keeps it a measurement of some weight.
describeMeasuringCorpus("the eighty-sixth blind categorization corpus", "test/fixtures/categorization-blind-86", 203);
