import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 412 rows in 20 files, blind to the categorizer; at least 400 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-first blind categorization corpus", "test/fixtures/categorization-blind-21", 400);
