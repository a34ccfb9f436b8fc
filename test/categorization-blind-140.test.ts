import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 205 rows in 8 files, blind to the categorizer; at least 185 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-fortieth blind categorization corpus", "test/fixtures/categorization-blind-140", 185);
