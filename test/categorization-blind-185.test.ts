import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 207 rows in 8 files, blind to the categorizer; at least 186 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-fifth blind categorization corpus", "test/fixtures/categorization-blind-185", 186);
