import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 209 rows in 8 files, blind to the categorizer; at least 188 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-second blind categorization corpus", "test/fixtures/categorization-blind-182", 188);
