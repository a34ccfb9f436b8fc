import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 205 rows in 8 files, blind to the categorizer; at least 184 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-thirty-ninth blind categorization corpus", "test/fixtures/categorization-blind-139", 184);
