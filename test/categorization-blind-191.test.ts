import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 211 rows in 8 files, blind to the categorizer; at least 189 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-ninety-first blind categorization corpus", "test/fixtures/categorization-blind-191", 189);
