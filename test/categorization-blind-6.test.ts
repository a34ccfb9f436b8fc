import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 517 rows in 22 files, blind to the categorizer; at least 500 keeps it a measurement of some weight.
describeMeasuringCorpus("the sixth blind categorization corpus", "test/fixtures/categorization-blind-6", 500);
