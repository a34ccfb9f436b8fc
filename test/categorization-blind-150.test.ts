import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 201 rows in 8 files, blind to the categorizer; at least 181 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-fiftieth blind categorization corpus", "test/fixtures/categorization-blind-150", 181);
