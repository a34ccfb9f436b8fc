import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 203 rows in 8 files, blind to the categorizer; at least 183 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-sixty-second blind categorization corpus", "test/fixtures/categorization-blind-162", 183);
