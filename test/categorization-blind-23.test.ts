import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 429 rows in 20 files, blind to the categorizer; at least 400 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-third blind categorization corpus", "test/fixtures/categorization-blind-23", 400);
