import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 207 rows in 8 files, blind to the categorizer; at least 186 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-forty-ninth blind categorization corpus", "test/fixtures/categorization-blind-149", 186);
