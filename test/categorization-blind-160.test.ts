import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 204 rows in 8 files, blind to the categorizer; at least 184 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-sixtieth blind categorization corpus", "test/fixtures/categorization-blind-160", 184);
