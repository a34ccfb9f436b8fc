import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 213 rows in 8 files, blind to the categorizer; at least 192 keeps it a measurement of some weight.
describeMeasuringCorpus("the ninety-second blind categorization corpus", "test/fixtures/categorization-blind-92", 192);
