import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 261 rows in 10 files, blind to the categorizer; at least 240 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirty-second blind categorization corpus", "test/fixtures/categorization-blind-32", 240);
