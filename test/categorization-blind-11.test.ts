import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 302 rows in 16 files, blind to the categorizer; at least 290 keeps it a measurement of some weight.
describeMeasuringCorpus("the eleventh blind categorization corpus", "test/fixtures/categorization-blind-11", 290);
