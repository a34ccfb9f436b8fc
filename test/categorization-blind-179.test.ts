import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 222 rows in 8 files, blind to the categorizer; at least 199 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-seventy-ninth blind categorization corpus", "test/fixtures/categorization-blind-179", 199);
