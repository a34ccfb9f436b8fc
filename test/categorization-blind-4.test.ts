import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 341 rows in 22 files, blind to the categorizer; at least 330 keeps it a measurement of some weight.
describeMeasuringCorpus("the fourth blind categorization corpus", "test/fixtures/categorization-blind-4", 330);
