import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 220 rows in 8 files, blind to the categorizer; at least 198 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-sixty-ninth blind categorization corpus", "test/fixtures/categorization-blind-169", 198);
