import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 414 rows in 20 files, blind to the categorizer; at least 395 keeps it a measurement of some weight.
describeMeasuringCorpus("the seventeenth blind categorization corpus", "test/fixtures/categorization-blind-17", 395);
