import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 216 rows in 8 files, blind to the categorizer; at least 194 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-seventy-second blind categorization corpus", "test/fixtures/categorization-blind-172", 194);
