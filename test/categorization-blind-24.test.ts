import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 365 rows in 16 files, blind to the categorizer; at least 340 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-fourth blind categorization corpus", "test/fixtures/categorization-blind-24", 340);
